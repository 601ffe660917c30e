import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageKeyExistsError } from "./errors";
import { createLocalStorage, resolveInside } from "./local.server";
import { createS3Storage } from "./s3.server";
import type { Storage } from "./types";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
let s3server: S3rver;
let s3endpoint = "";

beforeAll(async () => {
  s3server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(tmp, "s3"),
    configureBuckets: [{ name: "images", configs: [] }],
  });
  const address = (await s3server.run()) as { port: number };
  s3endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ["local", () => createLocalStorage(path.join(tmp, "local"))],
  [
    "s3",
    () =>
      createS3Storage({
        endpoint: s3endpoint,
        bucket: "images",
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
  ],
];

describe.each(drivers)("%s storage", (kind, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it("stores a buffer and a stream, and serves them at their public URL", async () => {
    await storage.put("products/1_a_first.png", Buffer.from("first"), { contentType: "image/png" });
    await storage.put("products/2_b_second.png", Readable.from([Buffer.from("sec"), Buffer.from("ond")]), {
      contentType: "image/png",
      cacheControl: "public, max-age=3600",
    });
    expect(await storage.exists("products/1_a_first.png")).toBe(true);
    expect(await storage.exists("products/nothing.png")).toBe(false);
    const url = storage.publicUrl("products/2_b_second.png");
    if (kind === "local") {
      expect(url).toBe("/uploads/products/2_b_second.png");
      expect(fs.readFileSync(path.join(tmp, "local/products/2_b_second.png"), "utf8")).toBe("second");
    } else {
      expect(url).toBe(`${s3endpoint}/images/products/2_b_second.png`);
      const response = await fetch(url);
      expect(await response.text()).toBe("second");
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    }
  });

  it("reads a stored file back, and refuses a missing one", async () => {
    await storage.put("products/5_e_read.png", Buffer.from("bytes"), { contentType: "image/png" });
    expect((await storage.read("products/5_e_read.png")).toString("utf8")).toBe("bytes");
    await expect(storage.read("products/nothing.png")).rejects.toThrow();
  });

  it("has no public URL for an empty key", () => {
    expect(() => storage.publicUrl("")).toThrow("Failed to get public URL");
  });

  it("never overwrites an existing file", async () => {
    await storage.put("products/3_c_keep.png", Buffer.from("original"), { contentType: "image/png" });
    await expect(
      storage.put("products/3_c_keep.png", Buffer.from("replacement"), { contentType: "image/png" }),
    ).rejects.toBeInstanceOf(StorageKeyExistsError);
    expect(await storage.exists("products/3_c_keep.png")).toBe(true);
  });

  it("lists a folder newest first, at most the limit", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await storage.put("products/4_d_newest.png", Buffer.from("new"), { contentType: "image/png" });
    const listed = await storage.list("products", { limit: 2 });
    expect(listed).toHaveLength(2);
    expect(listed[0]?.key).toBe("products/4_d_newest.png");
    expect(listed[0]?.size).toBe(3);
    expect((await storage.list("products")).length).toBe(5);
  });

  it("removes a file", async () => {
    await storage.remove("products/1_a_first.png");
    expect(await storage.exists("products/1_a_first.png")).toBe(false);
  });
});

describe("local storage paths", () => {
  it("refuses keys that would leave the uploads folder", () => {
    const root = path.join(tmp, "local");
    for (const key of ["../x.png", "products/../../x.png", "/etc/passwd", "a\0b", ""]) {
      expect(() => resolveInside(root, key), key).toThrow(/Invalid storage key/);
    }
    expect(resolveInside(root, "products/a.png")).toBe(path.join(root, "products/a.png"));
  });
});
