/**
 * The public content's version, as this process knows it. Writes bump it in the database (a
 * trigger on every content table, in the writer's transaction); this process re-reads it at most
 * once a second, and at once after it has handled a write of its own (noteWrite), so a cache
 * keyed by it is invalidated through the database, never by a local flag alone. What each version
 * changed is content-changes.server.ts; values held per version, held-per-version.server.ts.
 */
import { eq, sql } from "drizzle-orm";
import { EVERYTHING_TOPIC } from "~/lib/content-topics";
import { isDatabaseUnavailable } from "../db/availability.server";
import { databaseGeneration, db } from "../db/index.server";
import { contentVersion } from "../db/schema";

/** How often a server re-reads the version when it has not written itself (another server may have). */
export const VERSION_CHECK_INTERVAL_MS = 1000;

interface VersionState {
  /** The database these figures are of (databaseGeneration). */
  generation: number;
  known: number;
  checkedAt: number;
  writes: number;
  checkedWrites: number;
  /** Writes finished (this process's, or another server's seen by NOTIFY); and as of the last read. */
  finished: number;
  checkedFinished: number;
  reading: Promise<number> | null;
  readingWrites: number;
  /** When the last read failed because the database could not be reached (null: it did not). */
  unreachableSince: number | null;
  unreachableCheckedAt: number;
}

// On globalThis: Vite's dev-time reloads evaluate this module again, and one state must remain.
const holder = globalThis as typeof globalThis & { __contentVersion?: VersionState };
const initialState = (): VersionState => ({
  generation: databaseGeneration(),
  known: 0,
  checkedAt: 0,
  writes: 0,
  checkedWrites: 0,
  finished: 0,
  checkedFinished: 0,
  reading: null,
  readingWrites: 0,
  unreachableSince: null,
  unreachableCheckedAt: 0,
});
holder.__contentVersion ??= initialState();

/** The state of the database open now: another database starts from nothing known. */
function current(): VersionState {
  let state = holder.__contentVersion as VersionState;
  if (state.generation !== databaseGeneration()) {
    state = initialState();
    holder.__contentVersion = state;
  }
  return state;
}

/** The version stored in the database (one statement). */
export async function readContentVersion(): Promise<number> {
  const [row] = await db()
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/** How many writes this process has begun (a read begun at one count is current only while it holds). */
export function contentWrites(): number {
  const state = current();
  return state.writes;
}

/**
 * A version read by another statement (the site shell reads it with its own): taken as the
 * current one when no write of this process began since that read did, and it is newer.
 */
export function observeContentVersion(version: number, writesAtRead: number, now = Date.now()): void {
  const state = current();
  if (writesAtRead !== state.writes || writesAtRead < state.checkedWrites) return;
  if (version < state.known) return;
  state.known = version;
  state.checkedAt = now;
  state.checkedWrites = writesAtRead;
  state.checkedFinished = state.finished;
}

/** Another server wrote (a NOTIFY from the content version's trigger): the next check reads the database. */
export function contentChangedElsewhere(): void {
  const state = current();
  state.writes += 1;
  state.finished += 1;
  readAfterWrite();
}

/**
 * Another thread of this process (the render cache, for the render thread) knows the version to
 * be at least `version`: when this thread knows an older one, held values are dropped and the
 * next check reads the database, as after another server's write.
 */
export function contentVersionAtLeast(version: number): void {
  if (current().known < version) contentChangedElsewhere();
}

/** This process is handling a write: the next check reads the database (see noteWriteFinished). */
export function noteWrite(): void {
  const state = current();
  state.writes += 1;
}

/** This process has handled a write: the next check reads the database, and pages wait for it. */
export function noteWriteFinished(): void {
  const state = current();
  state.writes += 1;
  state.finished += 1;
  readAfterWrite();
}

/**
 * A write has finished: the version is read at once, not when the next visitor comes, so that
 * the render cache (told by `onContentVersion`) has moved to it before most of them arrive.
 */
function readAfterWrite(): void {
  // No database open (a test of the edge alone): the read fails, and nothing waits for it.
  currentContentVersion().catch(() => undefined);
}

const versionListeners = new Set<(version: number) => void>();

/**
 * Calls `listener` with each version a read brings that differs from the one known before (the
 * render cache starts reading what it changed then, rather than at the next request).
 */
export function onContentVersion(listener: (version: number) => void): () => void {
  versionListeners.add(listener);
  return () => versionListeners.delete(listener);
}

/**
 * The known version without a statement or a promise, or null when it cannot be trusted: this
 * process has written since it last read, or it has never read. Past a second since the last
 * read it is still given while a read (started here, in the background) brings the news; past
 * two seconds, null.
 */
export function freshContentVersion(now = Date.now()): number | null {
  const state = current();
  return knownWhile(state, state.writes === state.checkedWrites, now);
}

/** The known version while `trusted` and read less than two seconds ago (a read starts past one). */
function knownWhile(state: VersionState, trusted: boolean, now: number): number | null {
  if (state.known === 0 || !trusted) return null;
  const age = now - state.checkedAt;
  if (age < VERSION_CHECK_INTERVAL_MS) return state.known;
  if (!state.reading) currentContentVersion(now).catch(() => undefined);
  return age < 2 * VERSION_CHECK_INTERVAL_MS ? state.known : null;
}

/**
 * The version whose held pages may be answered, without a statement or a promise: as
 * freshContentVersion, except around a write. While a write of this process is under way its
 * content is not committed, or only just, and the pages of the known version are what a visitor
 * would have got. Once a write has finished (here, or another server's told by NOTIFY) the version
 * is read again at once (readAfterWrite), and the known one is answered until that read brings the new one: the
 * visitors of that moment (tens of milliseconds under load) get the page they would have got a
 * moment before, rather than every one of them waiting for the read. Held values (the shell, brand
 * options) keep to freshContentVersion: a read made during a write is not held.
 */
export function servingContentVersion(now = Date.now()): number | null {
  const state = current();
  // The database cannot be reached: nothing can be written through it either, so the
  // pages of the version last read are answered for as long as it is away; a read is tried
  // again at most every UNREACHABLE_RETRY_MS, and the first that succeeds ends this.
  if (state.unreachableSince !== null && state.known !== 0) {
    if (!state.reading && now - state.unreachableCheckedAt >= UNREACHABLE_RETRY_MS) {
      currentContentVersion(now).catch(() => undefined);
    }
    return state.known;
  }
  // The read after a finished write began when it finished (readAfterWrite); a failed one is
  // retried by knownWhile's check past a second.
  return knownWhile(state, true, now);
}

/** How often the version is read while the database is unreachable (each try is a connection attempt). */
export const UNREACHABLE_RETRY_MS = 250;

/** The read of the version under way, if any. */
export function contentVersionReading(): Promise<number> | null {
  return current().reading;
}

/**
 * The current version: the known one while it is fresh (read less than a second ago and no write
 * of this process since), else read again (concurrent callers share one read).
 */
export async function currentContentVersion(now = Date.now()): Promise<number> {
  const state = current();
  const fresh = state.writes === state.checkedWrites && now - state.checkedAt < VERSION_CHECK_INTERVAL_MS;
  if (fresh && state.known !== 0) return state.known;
  // A read begun before this process's latest write may miss it: only a later one is shared.
  if (state.reading && state.readingWrites === state.writes) return state.reading;
  const writes = state.writes;
  const finished = state.finished;
  const reading = readContentVersion().then(
    (version) => {
      state.unreachableSince = null;
      if (writes >= state.checkedWrites) {
        const moved = version !== state.known;
        state.known = version;
        state.checkedAt = now;
        state.checkedWrites = writes;
        state.checkedFinished = finished;
        if (moved)
          for (const listener of versionListeners) {
            try {
              listener(version);
            } catch (error) {
              console.error("A content version listener failed:", error);
            }
          }
      }
      if (state.reading === reading) state.reading = null;
      return version;
    },
    (error: unknown) => {
      if (state.reading === reading) state.reading = null;
      if (isDatabaseUnavailable(error)) {
        state.unreachableSince ??= Date.now();
        state.unreachableCheckedAt = Date.now();
      }
      throw error;
    },
  );
  state.reading = reading;
  state.readingWrites = writes;
  return reading;
}

/**
 * Moves the version without a write to the content (content that becomes visible at a time, such
 * as a scheduled article), as a change to `topics` (everything unless told): every server's render
 * cache renders again what read them, as after an edit.
 */
export async function bumpContentVersion(topics: readonly string[] = [EVERYTHING_TOPIC]): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`
      WITH bumped AS (UPDATE content_version SET version = version + 1 WHERE id = 1 RETURNING version)
      INSERT INTO content_changes (version, topics)
      SELECT version, ARRAY[${sql.join(
        topics.map((topic) => sql`${topic}`),
        sql`, `,
      )}]::text[] FROM bumped`);
    await tx.execute(sql`SELECT pg_notify('content_version', '')`);
  });
  // Done and committed: held pages, by the fast path too, wait for the version to be read again.
  noteWriteFinished();
}
