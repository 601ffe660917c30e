/**
 * The quote form's guard: its signed token (pure), and its limits measured through the form's
 * action on a real database: a flood from one address, a hospital's requests spaced
 * over an hour, one token replayed, acknowledgements to one recipient.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/quotes";
import type { QuoteAnswer } from "~/lib/quotes/quote-views";
import { handleQuoteAction } from "~/routes/public/__quote-request.server";
import { setClock } from "./clock.server";
import { db } from "./db/index.server";
import { quoteFormTokens, quoteOutbox } from "./db/quote-schema";
import { pruneOnce } from "./pruning.server";
import { checkFormToken, formTokenUse, issueFormToken, MAX_AGE_MS, MIN_FILL_MS } from "./quote-guard.server";
import { CLIENT_ADDRESS_HEADER } from "./request-headers.server";
import { COMPANY_SETTINGS } from "./seed/data/settings";
import { noteWrite } from "./services/content-version.server";
import {
  countQuoteRequests,
  createQuoteRequest,
  FormTokenUsedError,
  formKey,
  refusalCounts,
} from "./services/quote-requests.server";
import { insertSiteSettingsIfMissing, updateSiteSettings } from "./services/settings.server";
import { setupTestDatabase } from "./testing/database";

const KEY = "test-key";

describe("the quote form's signed token", () => {
  const made = 1_800_000_000_000;
  const token = issueFormToken(KEY, made);

  it("lets a post through after the minimum fill time, within a day", () => {
    expect(checkFormToken(KEY, token, made + MIN_FILL_MS)).toBe("ok");
    expect(checkFormToken(KEY, token, made + MAX_AGE_MS)).toBe("ok");
  });

  it("refuses a post faster than a person types, and an old form", () => {
    expect(checkFormToken(KEY, token, made + 500)).toBe("too_fast");
    expect(checkFormToken(KEY, token, made + MAX_AGE_MS + 1)).toBe("expired");
  });

  it("refuses a forged or missing token", () => {
    const [, nonce, signature] = token.split(".");
    expect(checkFormToken(KEY, `${made - 60_000}.${nonce}.${signature}`, made + 10_000)).toBe("bad_token");
    expect(checkFormToken(KEY, `${made}.AAAAAAAAAAAA.${signature}`, made + 10_000)).toBe("bad_token");
    expect(checkFormToken(KEY, `${made}..${signature}`, made + 10_000)).toBe("bad_token");
    expect(checkFormToken("another-key", token, made + 10_000)).toBe("bad_token");
    expect(checkFormToken(KEY, null, made)).toBe("bad_token");
    expect(checkFormToken(KEY, "garbage", made)).toBe("bad_token");
  });

  it("is another token for each form, even made in the same millisecond; its use is kept as a digest for a day", () => {
    const twin = issueFormToken(KEY, made);
    expect(twin).not.toBe(token);
    expect(checkFormToken(KEY, twin, made + MIN_FILL_MS)).toBe("ok");
    const use = formTokenUse(token);
    expect(use.digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(use.digest).not.toBe(formTokenUse(twin).digest);
    expect(use.expiresAt.getTime()).toBe(made + MAX_AGE_MS);
  });
});

describe("the quote form's limits, measured through its action", () => {
  setupTestDatabase();
  const START = new Date("2026-12-01T01:00:00Z").getTime();
  let clock = START;
  const STAFF = "kinhdoanh@thietbi.example";

  beforeAll(async () => {
    setClock(() => new Date(clock));
    await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
    await updateSiteSettings({ quoteRequestsEnabled: true, quoteNotifyEmails: [STAFF], quoteAcknowledge: true });
    noteWrite(); // the shell is read again
  });
  afterAll(() => setClock());

  /** A form as a visitor's page carries it, made `age` ms before the clock's now. */
  const token = async (age = 5_000) => issueFormToken(await formKey(), clock - age);
  let sender = 0;
  const fields = (formToken: string, email = `mua${++sender}@benhvien.example`) => ({
    formToken,
    website: "",
    name: "Nguyễn Văn A",
    organisation: "Bệnh viện Đa khoa Tỉnh",
    position: "Phòng vật tư",
    phone: "0912 345 678",
    email,
    province: "da-nang",
    message: "Xin báo giá",
    preferredContact: "phone",
    topic: "quote",
    consent: "on",
  });
  async function post(body: Record<string, string>, address: string) {
    const request = new Request("http://site.test/contact", {
      method: "POST",
      body: new URLSearchParams(body),
      headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: address },
    });
    const { answer, status } = await handleQuoteAction(request, "vi");
    return { status, answer: answer as QuoteAnswer };
  }
  /** Runs `jobs` with at most `width` at a time (rapid, as a script posts). */
  async function rapidly<T>(jobs: (() => Promise<T>)[], width = 25): Promise<T[]> {
    const results: T[] = [];
    for (let i = 0; i < jobs.length; i += width)
      results.push(...(await Promise.all(jobs.slice(i, i + width).map((job) => job()))));
    return results;
  }
  const acknowledgementsTo = async (email: string) =>
    (
      await db()
        .select({ n: count() })
        .from(quoteOutbox)
        .where(and(eq(quoteOutbox.kind, "acknowledgement"), eq(quoteOutbox.recipients, email)))
    )[0]?.n ?? 0;

  it("stores at most 1 % of 1,000 rapid posts from one address, each with its own form", {
    timeout: 300_000,
  }, async () => {
    clock = START;
    const before = await countQuoteRequests();
    const tokens = await Promise.all(Array.from({ length: 1000 }, () => token()));
    const answers = await rapidly(tokens.map((formToken) => () => post(fields(formToken), "203.0.113.50")));
    const stored = (await countQuoteRequests()) - before;
    console.info(
      `1,000 rapid posts from one address: ${stored} stored, ${answers.filter((a) => a.status === 429).length} refused (429)`,
    );
    expect(stored).toBeLessThanOrEqual(10);
    expect(stored).toBe(8);
    expect(answers.filter((a) => a.answer.status === "sent")).toHaveLength(stored);
    expect(answers.find((a) => a.status === 429)?.answer).toMatchObject({
      message: vi.errors.rateLimited(COMPANY_SETTINGS.hotline),
    });
  });

  it("stores every one of 20 requests an hour from one shared address, at a person's moments", {
    timeout: 120_000,
  }, async () => {
    // Evenly (one every 3 minutes) for two hours, then 20 at irregular moments within an hour.
    const evenly = Array.from({ length: 40 }, (_, i) => i * 3 * 60_000);
    const irregular = [0, 1, 2, 4, 5, 7, 11, 12, 14, 20, 26, 29, 30, 31, 38, 44, 50, 53, 55, 59].map(
      (m) => m * 60_000 + 7_000,
    );
    for (const [offset, schedule] of [
      [1 * 86_400_000, evenly],
      [2 * 86_400_000, irregular],
    ] as const) {
      const statuses: number[] = [];
      for (const moment of schedule) {
        clock = START + offset + moment;
        statuses.push((await post(fields(await token(60_000)), "198.51.100.7")).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(schedule.length);
    }
    // A script's burst from that address is stopped all the same.
    const burst = await rapidly(
      await Promise.all(
        Array.from({ length: 30 }, async () => {
          const formToken = await token();
          return () => post(fields(formToken), "198.51.100.8");
        }),
      ),
    );
    expect(burst.filter((a) => a.answer.status === "sent")).toHaveLength(8);
  });

  it("stores one request from a token posted 1,000 times, and refuses the rest as expired", {
    timeout: 300_000,
  }, async () => {
    clock = START + 3 * 86_400_000;
    const before = await countQuoteRequests();
    const refusedBefore = (await refusalCounts("2026-12-01")).bad_token ?? 0;
    const once = await token();
    const answers = await rapidly(
      Array.from(
        { length: 1000 },
        (_, i) => () => post(fields(once, `lai${i}@benhvien.example`), `10.9.${i % 200}.${1 + (i % 7)}`),
      ),
    );
    const sent = answers.filter((a) => a.answer.status === "sent");
    console.info(`one token posted 1,000 times: ${sent.length} stored`);
    expect(sent).toHaveLength(1);
    expect((await countQuoteRequests()) - before).toBe(1);
    const replay = answers.at(-1)?.answer;
    expect(replay).toMatchObject({ status: "refused", message: vi.errors.expired });
    // The answer carries a fresh form, so that pressing send again works.
    if (replay?.status !== "refused") throw new Error("expected a refusal");
    expect(replay.token).toBeTruthy();
    expect(replay.token).not.toBe(once);
    const refusals = answers.flatMap(({ answer }) => (answer.status === "refused" ? [answer] : []));
    expect(refusals.filter((answer) => answer.token && answer.token !== once)).toHaveLength(999);
    expect((await refusalCounts("2026-12-01")).bad_token).toBe(refusedBefore + 999);
    // Kept as a digest, never the token, until it would have expired anyway.
    const kept = await db()
      .select()
      .from(quoteFormTokens)
      .where(eq(quoteFormTokens.digest, formTokenUse(once).digest));
    expect(kept).toHaveLength(1);
    expect((await pruneOnce(new Date(clock + MAX_AGE_MS), 365)).usedFormTokens).toBeGreaterThanOrEqual(1);
  });

  it("stores one request when the same token is stored twice at once (the key decides)", async () => {
    const use = formTokenUse(await token());
    const input = {
      name: "Nguyễn Văn A",
      organisation: "",
      position: "",
      phone: "+84912345678",
      email: "song-song@benhvien.example",
      province: "da-nang",
      message: "",
      preferredContact: "phone",
      consent: true,
      products: [],
      topic: "quote",
      course: "",
      source: "",
    } as const;
    const store = () => createQuoteRequest(input as never, [], { lang: "vi", consentText: "Đồng ý", token: use });
    const results = await Promise.allSettled([store(), store(), store()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(FormTokenUsedError);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(2);
  });

  it("acknowledges one recipient at most 3 times a day; every request is stored and staff are told", async () => {
    const email = "nan-nhan@benhvien.example";
    const staffBefore =
      (await db().select({ n: count() }).from(quoteOutbox).where(eq(quoteOutbox.kind, "staff")))[0]?.n ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      clock = START + 5 * 86_400_000 + i * 61 * 60_000; // past the email's 3 an hour
      statuses.push((await post(fields(await token(), email), `192.0.2.${60 + i}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await acknowledgementsTo(email)).toBe(3);
    const staff = (await db().select({ n: count() }).from(quoteOutbox).where(eq(quoteOutbox.kind, "staff")))[0]?.n ?? 0;
    expect(staff - staffBefore).toBe(6);
    // The next day, the recipient is acknowledged again.
    clock = START + 6 * 86_400_000 + 60_000;
    await post(fields(await token(), email), "192.0.2.70");
    expect(await acknowledgementsTo(email)).toBe(4);
  });
});
