import path from "node:path";
import { getConfig } from "../config.server";
import { createLocalStorage } from "./local.server";
import { createS3Storage } from "./s3.server";
import type { Storage } from "./types";

const holder = globalThis as typeof globalThis & { __appStorage?: Storage };

/** The configured storage (STORAGE=local: DATA_DIR/uploads). */
export function storage(): Storage {
  holder.__appStorage ??= createStorageFromConfig();
  return holder.__appStorage;
}

export function setStorage(value: Storage | undefined): void {
  holder.__appStorage = value;
}

/** The start of every address the configured storage hands out ("/uploads/", or the bucket's public base and "/"). */
export function storedUrlPrefix(): string {
  const probe = "probe.png";
  const url = storage().publicUrl(probe);
  return url.slice(0, url.length - probe.length);
}

function createStorageFromConfig(): Storage {
  const config = getConfig();
  if (config.STORAGE === "s3") {
    // parseConfig() has made sure these are present when STORAGE=s3.
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET ?? "",
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(path.join(config.dataDir, "uploads"));
}
