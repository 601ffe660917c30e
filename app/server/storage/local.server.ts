import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StorageKeyExistsError } from "./errors";
import type { Storage, StoredObject } from "./types";

export const LOCAL_UPLOADS_PATH = "/uploads";

/** Resolves a key inside the root, refusing anything that would escape it. */
export function resolveInside(root: string, key: string): string {
  if (!key || key.includes("\0") || path.isAbsolute(key)) throw new Error(`Invalid storage key: ${key}`);
  const resolved = path.resolve(root, key);
  if (!resolved.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
  return resolved;
}

export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  fs.mkdirSync(base, { recursive: true });

  return {
    kind: "local",
    async put(key, body) {
      const file = resolveInside(base, key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // "wx": fail when the file exists, so an upload never overwrites another.
      if (fs.existsSync(file)) throw new StorageKeyExistsError(key);
      const out = fs.createWriteStream(file, { flags: "wx" });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, out);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await fs.promises.rm(file, { force: true });
        throw error;
      }
    },
    publicUrl(key) {
      if (!key) throw new Error("Failed to get public URL");
      resolveInside(base, key);
      return `${LOCAL_UPLOADS_PATH}/${key.split("/").map(encodeURIComponent).join("/")}`;
    },
    async remove(key) {
      await fs.promises.rm(resolveInside(base, key), { force: true });
    },
    async read(key) {
      return fs.promises.readFile(resolveInside(base, key));
    },
    async exists(key) {
      return fs.existsSync(resolveInside(base, key));
    },
    async list(prefix, options = {}) {
      const folder = prefix ? resolveInside(base, prefix) : base;
      const entries = await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => []);
      const objects: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const stat = await fs.promises.stat(path.join(folder, entry.name));
        objects.push({
          key: prefix ? `${prefix.replace(/\/$/, "")}/${entry.name}` : entry.name,
          size: stat.size,
          createdAt: stat.birthtime.getTime() ? stat.birthtime : stat.mtime,
          contentType: null,
        });
      }
      objects.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return objects.slice(0, options.limit ?? 100);
    },
  };
}
