import path from "node:path";
import { getConfig } from "../config.server";
import { createLocalStorage } from "./local.server";
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

function createStorageFromConfig(): Storage {
  const config = getConfig();
  if (config.STORAGE === "s3") throw new Error("STORAGE=s3 is not available in this build yet");
  return createLocalStorage(path.join(config.dataDir, "uploads"));
}
