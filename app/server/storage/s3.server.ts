import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { StorageKeyExistsError } from "./errors";
import type { Storage, StoredObject } from "./types";

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the browser uses for objects, e.g. https://cdn.example.com/images. */
  publicUrl?: string;
}

function isNotFound(error: unknown): boolean {
  const meta = (error as { $metadata?: { httpStatusCode?: number }; name?: string }) ?? {};
  return meta.$metadata?.httpStatusCode === 404 || meta.name === "NotFound" || meta.name === "NoSuchKey";
}

/** An S3-compatible bucket (AWS S3, MinIO, R2, …); path-style when an endpoint is given. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const base = (
    options.publicUrl ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/$/, "")}/${options.bucket}`
      : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
  ).replace(/\/$/, "");

  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };

  return {
    kind: "s3",
    exists,
    async put(key, body, { contentType, cacheControl }) {
      // Keys are unique by construction; the check keeps a clash from overwriting a file.
      if (await exists(key)) throw new StorageKeyExistsError(key);
      const params = {
        Bucket: options.bucket,
        Key: key,
        ContentType: contentType,
        CacheControl: cacheControl ?? "public, max-age=3600",
      };
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ ...params, Body: body }));
      } else {
        // Streams of unknown length go up in parts, never whole in memory.
        await new Upload({ client, params: { ...params, Body: body as Readable } }).done();
      }
    },
    publicUrl(key) {
      if (!key || !base) throw new Error("Failed to get public URL");
      return `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!object.Body) throw new Error(`Empty object: ${key}`);
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async list(prefix, { limit = 100 } = {}) {
      const objects: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({
            Bucket: options.bucket,
            Prefix: prefix ? `${prefix.replace(/\/$/, "")}/` : undefined,
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key || item.Key.endsWith("/")) continue;
          objects.push({
            key: item.Key,
            size: item.Size ?? 0,
            createdAt: item.LastModified ?? new Date(0),
            contentType: null,
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token && objects.length < 10_000);
      objects.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return objects.slice(0, limit);
    },
  };
}
