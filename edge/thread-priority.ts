/**
 * The CPU priority of a thread whose work nobody waits for (the render thread's background
 * renders). On Linux each thread has its own niceness: a thread at 5 weighs about a
 * third of one at 0 for the scheduler (335 against 1024), so when the cores are busy the
 * visitors' requests come first and the background renders still move; when they are not, it
 * gets a whole core. At 10 (a tenth) a save's renders fell behind at 200 connections
 * (decision 012). Lowering it needs no privilege; raising it back would, so it is never raised.
 */
import fs from "node:fs";
import os from "node:os";

/** The niceness of background work. */
export const BACKGROUND_NICE = 5;

/** The kernel's id of the calling thread (Linux), or null where it cannot be read. */
export function currentThreadId(): number | null {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>".
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's priority to `nice` (or leaves it lower, if it already is); the
 * process's other threads keep theirs. Answers false where threads have no priority of their own
 * (not Linux) or it could not be set.
 */
export function lowerThisThreadPriority(nice = BACKGROUND_NICE): boolean {
  if (process.platform !== "linux") return false;
  const tid = currentThreadId();
  if (tid === null) return false;
  try {
    if (os.getPriority(tid) < nice) os.setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
