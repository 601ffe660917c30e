/**
 * Scheduled articles go public with no visitor and no admin request: each server keeps one timer
 * for the next publication time still ahead and, when it passes, bumps the content version (every
 * server's render cache then drops its pages, as after an edit; other servers hear the NOTIFY).
 * The public queries compare publication times with the same clock (clock.server.ts), so a page
 * rendered after the bump shows the article and one rendered before it is never kept for the new
 * version. Each server bumps at its own due time: with clocks a little apart, the last bump comes
 * when the slowest clock has passed the time, so no server keeps a page without the article.
 */

import { NEWS_TOPIC } from "~/lib/content-topics";
import { now as systemNow } from "./clock.server";
import { bumpContentVersion, contentWrites } from "./services/content-version.server";
import { nextScheduledPublication } from "./services/news.server";

export interface PublishSchedulerOptions {
  now?: () => Date;
  /** The next publication time after a moment, or null (the database by default). */
  nextDue?: (at: Date) => Promise<Date | null>;
  /** What happens when a time passes (the content version moves, by default). */
  publish?: () => Promise<void>;
  /** Writes this process knows of (its own and other servers' NOTIFY): a change means look again. */
  writes?: () => number;
  /** How often to look at the write count (no statement unless it moved). */
  watchMs?: number;
  /** Look again at least this often, whatever happened (a missed NOTIFY, a clock set by hand). */
  recheckMs?: number;
  onError?: (error: unknown) => void;
}

export interface PublishScheduler {
  /** The publication time the timer waits for, or null. */
  readonly due: Date | null;
  /** Reads the next publication time again (after a save that may have scheduled one). */
  refresh(): Promise<void>;
  stop(): void;
}

export function startPublishScheduler(options: PublishSchedulerOptions = {}): PublishScheduler {
  const now = options.now ?? systemNow;
  const nextDue = options.nextDue ?? nextScheduledPublication;
  // An article's time has come: the pages that show articles, not the products'.
  const publish = options.publish ?? (() => bumpContentVersion([NEWS_TOPIC]));
  const writes = options.writes ?? contentWrites;
  const recheckMs = options.recheckMs ?? 60_000;
  const onError = options.onError ?? ((error) => console.error("Publish scheduler:", error));

  let due: Date | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let seenWrites = writes();
  let lastCheck = 0;
  // Publication times up to here are covered: the last bump (or the start) came after them.
  // It moves only with a bump, never with a look that found nothing: a time saved during that
  // look (its row committed after the query read) would otherwise fall behind it, never bumped.
  let horizon = now();
  let queue: Promise<void> = Promise.resolve();

  function arm(at: Date | null) {
    if (timer) clearTimeout(timer);
    timer = null;
    due = at;
    if (stopped) return;
    // Never longer than the recheck interval (and far below setTimeout's 24-day limit).
    const wait = at ? Math.min(Math.max(0, at.getTime() - now().getTime()), recheckMs) : recheckMs;
    timer = setTimeout(() => {
      refresh().catch((error: unknown) => {
        onError(error);
        arm(due);
      });
    }, wait);
    timer.unref?.();
  }

  /**
   * Looks for publication times after the horizon: one already passed (its timer fired, or it was
   * saved a moment before its time) moves the version now; the next one ahead gets the timer.
   */
  async function check() {
    seenWrites = writes();
    lastCheck = Date.now();
    const at = now();
    let found = await nextDue(horizon);
    if (found && found.getTime() <= at.getTime()) {
      await publish();
      // A page rendered after the bump reads a clock at or past `at`: every time up to it shows.
      horizon = at;
      found = await nextDue(at);
    }
    arm(found);
  }

  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    // One check at a time; a call during one waits for it, then looks again.
    const run = queue.catch(() => undefined).then(check);
    queue = run;
    return run;
  }

  const watch = setInterval(() => {
    if (stopped || writes() === seenWrites || Date.now() - lastCheck < 100) return;
    refresh().catch(onError);
  }, options.watchMs ?? 1000);
  watch.unref?.();

  refresh().catch(onError);

  return {
    get due() {
      return due;
    },
    refresh,
    stop() {
      stopped = true;
      clearInterval(watch);
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
