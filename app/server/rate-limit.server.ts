/**
 * One rate-limit module for the site (decision 039): the quote form, the sign-in and
 * the article view beacon count here. A limit is data: a name and its windows (how many hits a
 * window lets through, e.g. a short burst window beside an hourly one). Counters live in the
 * database (services/rate-limits.server.ts), so every app server agrees, each hit counted by an
 * atomic upsert; a subject (an address, an email, a username) is stored as a keyed digest only.
 *
 * A limit counts what it lets through: a refused hit is taken back at once, so a flood does not
 * keep an address that shares its connection (a hospital's) out longer than its windows say.
 */
import { createHmac } from "node:crypto";
import { now } from "./clock.server";
import {
  type Counted,
  countHits,
  deleteCounters,
  limitsSecret,
  readCounters,
  takeBackHits,
} from "./services/rate-limits.server";

export interface RateWindow {
  /** Hits the window lets through. */
  readonly points: number;
  readonly ms: number;
}

export interface RateLimit {
  /** Stored with each counter: lower case, dots and dashes. */
  readonly name: string;
  /** Each with its own length; every one must have room for a hit to pass. */
  readonly windows: readonly RateWindow[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every limit of the site. */
export const RATE_LIMITS = {
  /**
   * Quote requests per client address. A hospital's buyers share one address: 40 an hour (20 an
   * hour at random moments rarely put 9 in 10 minutes), 200 a day; a script's flood stops at the
   * burst window's 8 (1,000 rapid posts store 8).
   */
  quoteAddress: {
    name: "quote.address",
    windows: [
      { points: 8, ms: 10 * MINUTE },
      { points: 40, ms: HOUR },
      { points: 200, ms: DAY },
    ],
  },
  /** Quote requests per email address typed (3 an hour, as it always was), and 10 a day. */
  quoteEmail: {
    name: "quote.email",
    windows: [
      { points: 3, ms: HOUR },
      { points: 10, ms: DAY },
    ],
  },
  /** Acknowledgements mailed to one recipient: 3 a day, so that the form is no way to flood a mailbox. */
  quoteAcknowledgement: { name: "quote.acknowledgement", windows: [{ points: 3, ms: DAY }] },
  /** Failed sign-ins per (username, address) (decision 007). */
  loginUsernameAddress: { name: "login.username-address", windows: [{ points: 5, ms: 15 * MINUTE }] },
  /** Failed sign-ins per address, whatever the usernames: an office shares one address. */
  loginAddress: { name: "login.address", windows: [{ points: 20, ms: 15 * MINUTE }] },
  /**
   * Failed password checks per username from devices it has not signed in on (decision
   * 042): 50 in a window of an hour, so that no 60 minutes hold more than 100 (ASVS 2.2.1), the end
   * of one fixed window and the start of the next included. Its count also sets the slow-down.
   * A device where the account signed in before is not counted here (`loginDevice` instead).
   */
  loginUsername: { name: "login.username", windows: [{ points: 50, ms: HOUR }] },
  /**
   * Failed sign-ins through one device cookie (OWASP's "device cookies"): 5 without a success in
   * between and the cookie no longer exempts its device; a success replaces it with a new one.
   */
  loginDevice: { name: "login.device", windows: [{ points: 5, ms: 7 * DAY }] },
  /**
   * Article view beacons per address. A view counts once per address and article in 30 minutes
   * anyway, so 60 a minute is more than the different articles a shared address opens.
   */
  articleViews: { name: "article-view.address", windows: [{ points: 60, ms: MINUTE }] },
  /** Product view beacons per address: as articles (a product's view counts once per address in 30 minutes). */
  productViews: { name: "product-view.address", windows: [{ points: 60, ms: MINUTE }] },
} as const satisfies Record<string, RateLimit>;

/** One hit: a limit and whom it counts (an address, an email, a username…, never stored as such). */
export interface Hit {
  limit: RateLimit;
  subject: string;
}

export interface Verdict {
  /** Every window of every hit had room. */
  ok: boolean;
  /** For each hit given, in order: its windows' counts, this hit included (the counts that decided). */
  counts: number[][];
  /** The limits that refused, with how long until their fullest window ends. */
  refused: { limit: RateLimit; retryAfterMs: number }[];
  /** How long until every refusing window has ended (0 when ok). */
  retryAfterMs: number;
  /** Takes the hits back (a request let through that could not be served uses no try); once. */
  takeBack(): Promise<void>;
}

/** The stored form of a subject under `secret`: an HMAC, different for each limit. */
export function digestWith(secret: string, limit: RateLimit, subject: string): string {
  return createHmac("sha256", secret).update(`rate-limit:${limit.name}:${subject}`).digest("base64url");
}

/** The stored form of a subject, under the database's secret (form_keys). */
export async function subjectDigest(limit: RateLimit, subject: string): Promise<string> {
  return digestWith(await limitsSecret(), limit, subject);
}

async function countersOf(hits: readonly Hit[]) {
  return Promise.all(
    hits.map(async (hit) => {
      const subject = await subjectDigest(hit.limit, hit.subject);
      return hit.limit.windows.map((window) => ({ limitName: hit.limit.name, subject, windowMs: window.ms }));
    }),
  );
}

/** The hits whose windows have no room with these counts (`extra`: the hit being decided). */
function judge(list: readonly Hit[], counters: readonly (Counted | undefined)[], at: Date, extra: number) {
  const counts: number[][] = [];
  const refused: Verdict["refused"] = [];
  let next = 0;
  for (const hit of list) {
    const mine = hit.limit.windows.map((window) => ({ window, counter: counters[next++] }));
    counts.push(mine.map(({ counter }) => counter?.hits ?? 0));
    const full = mine.filter(({ window, counter }) => counter && counter.hits + extra > window.points);
    if (full.length > 0) {
      const retryAfterMs = Math.max(...full.map(({ counter }) => (counter?.resetsAt.getTime() ?? 0) - at.getTime()));
      refused.push({ limit: hit.limit, retryAfterMs });
    }
  }
  return { counts, refused };
}

/**
 * Counts one hit for each of `hits` at once (one statement) and answers whether all of them had
 * room; if one did not, all are taken back, so that nothing is counted for a refused request.
 * A window already full is seen by a read first, and refused without a write: a flood on one
 * subject then costs reads, not a queue of writers on its counter (decision 039's figures).
 */
export async function consume(hits: Hit | readonly Hit[], at: Date = now()): Promise<Verdict> {
  const list: readonly Hit[] = Array.isArray(hits) ? hits : [hits as Hit];
  const keys = (await countersOf(list)).flat();
  const open = await readCounters(keys, at);
  const current = keys.map((key) =>
    open.find((row) => row.limitName === key.limitName && row.subject === key.subject && row.windowMs === key.windowMs),
  );
  const seen = judge(list, current, at, 1);
  if (seen.refused.length > 0) {
    return {
      ok: false,
      ...seen,
      retryAfterMs: Math.max(0, ...seen.refused.map((r) => r.retryAfterMs)),
      takeBack: async () => {},
    };
  }
  // The read decides nothing it lets through: the upsert's counts do, one writer at a time.
  const counted = await countHits(keys, at);
  const { counts, refused } = judge(list, counted, at, 0);
  let taken = false;
  const takeBack = async () => {
    if (taken) return;
    taken = true;
    await takeBackHits(counted);
  };
  if (refused.length > 0) await takeBack();
  return {
    ok: refused.length === 0,
    counts,
    refused,
    retryAfterMs: Math.max(0, ...refused.map((r) => r.retryAfterMs)),
    takeBack,
  };
}

/** A subject's counts in each window of a limit at `at` (0 for a window not started or ended). */
export async function countsOf(limit: RateLimit, subject: string, at: Date = now()): Promise<number[]> {
  const [keys = []] = await countersOf([{ limit, subject }]);
  const open = await readCounters(keys, at);
  return limit.windows.map((window) => open.find((row) => row.windowMs === window.ms)?.hits ?? 0);
}

/** Forgets a subject's hits on a limit; answers how many its first window held. */
export async function forget(limit: RateLimit, subject: string, at: Date = now()): Promise<number> {
  const gone = await deleteCounters(limit.name, await subjectDigest(limit, subject), at);
  const first = limit.windows[0];
  return gone.find((row) => row.windowMs === first?.ms)?.hits ?? 0;
}

/** Takes `count` hits off a subject's open windows of a limit (never below zero). */
export async function reduce(limit: RateLimit, subject: string, count: number, at: Date = now()): Promise<void> {
  if (count <= 0) return;
  const [keys = []] = await countersOf([{ limit, subject }]);
  await takeBackHits(await readCounters(keys, at), count);
}
