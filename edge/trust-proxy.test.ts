import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseConfig, trustProxySetting } from "../app/server/config.server";
import { CLIENT_ADDRESS_HEADER } from "../app/server/request-headers.server";
import { requestGuard } from "./request-guard";

/** The address and scheme the app sees for a request carrying forged forwarding headers. */
async function seenBy(env: Record<string, string>) {
  const app = express();
  app.set("trust proxy", trustProxySetting(parseConfig(env)));
  app.use(requestGuard({ addressHeader: CLIENT_ADDRESS_HEADER }));
  app.get("/", (req, res) => {
    res.json({ address: req.headers[CLIENT_ADDRESS_HEADER], protocol: req.protocol });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers: { "X-Forwarded-For": "203.0.113.7, 198.51.100.9", "X-Forwarded-Proto": "https" },
    });
    return (await response.json()) as { address: string; protocol: string };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("TRUST_PROXY as edge/app.ts applies it", () => {
  it("ignores X-Forwarded-For and -Proto by default: a client cannot choose its address", async () => {
    expect(await seenBy({})).toEqual({ address: "127.0.0.1", protocol: "http" });
  });

  it("believes a named proxy, taking the address it added (the last one)", async () => {
    expect(await seenBy({ TRUST_PROXY: "127.0.0.1" })).toEqual({ address: "198.51.100.9", protocol: "https" });
  });

  it("does not believe a proxy it was not told about", async () => {
    expect(await seenBy({ TRUST_PROXY: "10.0.0.10" })).toEqual({ address: "127.0.0.1", protocol: "http" });
  });
});
