/**
 * Values held for the content version this process knows (a list's brand options, its totals):
 * dropped when the version moves, never kept from a read that overlapped a write
 * (content-version.server.ts).
 */
import { declaredReads } from "../db/content-reads.server";
import { perDatabase } from "../db/index.server";
import { freshContentVersion } from "./content-version.server";

/**
 * Values held for the content version this process knows, by key: `get` answers a value only
 * while that version is fresh and the value was set under it; when the version moves, every
 * value is dropped. `set` takes the version that was fresh when the value's read began and keeps
 * the value only if that version is still the fresh one (a read that overlapped a write of this
 * process, or a move of the version, is not kept). At most `maxKeys` values (keys can come from
 * addresses: past that, all are dropped). Stale by at most what the render cache may be: another
 * server's write is seen within a second.
 */
export function perContentVersion<T>({
  maxKeys = 200,
  now = () => Date.now(),
}: {
  maxKeys?: number;
  now?: () => number;
} = {}) {
  const holding = perDatabase(() => ({ version: null as number | null, values: new Map<string, T>() }));
  const version = () => {
    const fresh = freshContentVersion(now());
    const slot = holding();
    if (fresh !== null && fresh !== slot.version) {
      slot.values.clear();
      slot.version = fresh;
    }
    return fresh;
  };
  return {
    /** The fresh version (null when there is none): pass it to `set` with the value read after. */
    version,
    get(key: string): T | undefined {
      return version() === null ? undefined : holding().values.get(key);
    },
    set(key: string, value: T, readAt: number | null): void {
      if (readAt === null || version() !== readAt) return;
      const values = holding().values;
      if (values.size >= maxKeys && !values.has(key)) values.clear();
      values.set(key, value);
    },
    delete(key: string, value: T): void {
      const values = holding().values;
      if (values.get(key) === value) values.delete(key);
    },
  };
}

/**
 * A read held once per content version, by key (a list's brand options): while the version this
 * process knows is fresh, callers share the first read of a key; when the version moves, it is
 * dropped. With no fresh version (this process has just written, or the version is over two
 * seconds old) it reads and holds nothing. A failed read is not held.
 *
 * Its statements are not a render's topics (db/content-reads.server.ts): the caller names what the
 * value depends on with `noteReads` on every use, held or not. Otherwise the render that happened
 * to read it first would carry the broad topic of its tables ('products': any product change), and
 * every product saved would send that page to be rendered again (a category's list, for its brand
 * options).
 */
export function heldPerContentVersion<T>(
  read: (key: string) => Promise<T>,
  options?: { maxKeys?: number; now?: () => number },
): (key: string) => Promise<T> {
  const held = perContentVersion<Promise<T>>(options);
  return (key) => {
    const holding = held.get(key);
    if (holding) return holding;
    const readAt = held.version();
    const reading = declaredReads(
      () => read(key),
      () => [],
    );
    held.set(key, reading, readAt);
    reading.catch(() => held.delete(key, reading));
    return reading;
  };
}
