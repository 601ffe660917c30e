/**
 * The storage journal's sweep (decision 049): files whose line is due and that no row owns are
 * removed from storage, then their line goes; a file a row owns keeps, and only its line goes.
 * Every server sweeps every SWEEP_EVERY_MS: a removal is the same whoever makes it, and a storage
 * that is away leaves the lines for the next sweep.
 */
import { now } from "./clock.server";
import { clearJournal, dueJournalKeys } from "./services/storage-journal.server";
import { storage } from "./storage/index.server";

export const SWEEP_EVERY_MS = 15_000;
/** Lines looked at in one sweep: a backlog (a long storage outage) goes over several. */
const BATCH = 100;

/**
 * Removes files no row owns, already named in the journal (due at once): those storage removes
 * now lose their line; what it refuses stays for the sweep.
 */
export async function removeJournaled(keys: string[]): Promise<void> {
  const removals = await Promise.allSettled(keys.map((key) => storage().remove(key)));
  const removed = keys.filter((_, i) => removals[i]?.status === "fulfilled");
  const left = keys.filter((key) => !removed.includes(key));
  if (left.length)
    console.error(
      `Storage refused to remove ${left.length} files (${left[0]}, …): left to the storage journal's sweep`,
    );
  await clearJournal(removed).catch(() => {});
}

/** One sweep at `at`: answers how many files were removed and how many lines went. */
export async function sweepStorageJournal(at: Date = now()): Promise<{ removed: number; cleared: number }> {
  const due = await dueJournalKeys(at, BATCH);
  const done: string[] = [];
  let removed = 0;
  for (const { key, owned } of due) {
    if (!owned) {
      try {
        await storage().remove(key);
        removed += 1;
      } catch {
        continue;
      }
    }
    done.push(key);
  }
  await clearJournal(done);
  return { removed, cleared: done.length };
}

/** Sweeps now and every `everyMs`; answers a stop function. A sweep that fails waits for the next. */
export function startStorageSweep(log: (line: string) => void, everyMs = SWEEP_EVERY_MS): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sweepStorageJournal()
      .then(({ removed }) => {
        if (removed) log(`Storage: removed ${removed} files no row owns (the storage journal)`);
      })
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
