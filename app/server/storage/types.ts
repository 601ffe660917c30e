import type { Readable } from "node:stream";

export interface StoredObject {
  key: string;
  size: number;
  createdAt: Date;
  contentType: string | null;
}

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Stores a new object; refuses to overwrite an existing key. */
  put(key: string, body: Buffer | Readable, options: { contentType: string; cacheControl?: string }): Promise<void>;
  /** The URL the browser uses for this key. */
  publicUrl(key: string): string;
  remove(key: string): Promise<void>;
  /** The object's bytes (server-side reads of our own files, e.g. grid sources); rejects when absent. */
  read(key: string): Promise<Buffer>;
  /** Newest first. */
  list(prefix: string, options?: { limit?: number }): Promise<StoredObject[]>;
  exists(key: string): Promise<boolean>;
}
