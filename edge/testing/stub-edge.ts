import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseConfig, trustProxySetting } from "../../app/server/config.server";
import { CLIENT_ADDRESS_HEADER, CSP_NONCE_HEADER } from "../../app/server/request-headers.server";
import { createEdgeApp, createEdgeServer, type EdgeEntry } from "../app";
import { stubBuild } from "./stub-build";

/**
 * The real edge on a stub build, listening on a free loopback port with a data directory of its
 * own: what the edge's tests send requests to. `env` is the configuration beside DATA_DIR;
 * `entry` replaces the defaults (content version 1, fresh, writes ignored) where a test watches.
 */
export async function startStubEdge(env: Record<string, string>, entry: Partial<EdgeEntry> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-"));
  const { app } = createEdgeApp({
    config: parseConfig({ ...env, DATA_DIR: dataDir }),
    dev: false,
    build: stubBuild(CSP_NONCE_HEADER),
    buildDir: path.join(dataDir, "build"),
    entry: {
      CSP_NONCE_HEADER,
      CLIENT_ADDRESS_HEADER,
      SESSION_COOKIE: "admin_session",
      trustProxySetting,
      currentContentVersion: async () => 1,
      servingContentVersion: () => 1,
      noteWrite: () => undefined,
      noteWriteFinished: () => undefined,
      ...entry,
    },
    logRequests: false,
  });
  const server = createEdgeServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    dataDir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
