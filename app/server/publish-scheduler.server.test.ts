import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "./clock.server";
import { startPublishScheduler } from "./publish-scheduler.server";
import { readContentVersion } from "./services/content-version.server";
import {
  getPublishedArticleBySlug,
  listLatestArticles,
  listPublishedArticles,
  nextScheduledPublication,
} from "./services/news.server";
import { findArticleRedirect } from "./services/redirects.server";
import { listSitemapContent } from "./services/sitemap.server";
import { setupTestDatabase } from "./testing/database";
import { createArticle } from "./testing/factories";

setupTestDatabase();

// The clock runs from a chosen moment at the real pace: a test waits milliseconds, not hours.
function clockAt(start: Date) {
  const offset = start.getTime() - Date.now();
  setClock(() => new Date(Date.now() + offset));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error("timed out");
    await sleep(10);
  }
}

afterEach(() => setClock());

describe("scheduled publishing", () => {
  it("keeps a scheduled article out of every public query until its time, then shows it", async () => {
    const due = new Date("2030-03-01T01:00:00Z");
    await createArticle({ slug: "len-lich-truoc", publishedAt: due });
    setClock(() => new Date(due.getTime() - 1));
    expect(await getPublishedArticleBySlug("len-lich-truoc")).toBeNull();
    expect((await listPublishedArticles({ limit: 50, offset: 0 })).items.map((a) => a.slug)).not.toContain(
      "len-lich-truoc",
    );
    expect((await listSitemapContent()).map((e) => e.path)).not.toContain("/news/len-lich-truoc");
    expect(await nextScheduledPublication()).toEqual(due);

    setClock(() => due);
    expect((await getPublishedArticleBySlug("len-lich-truoc"))?.slug).toBe("len-lich-truoc");
    expect((await listLatestArticles(1)).map((a) => a.slug)).toEqual(["len-lich-truoc"]);
    expect((await listSitemapContent()).map((e) => e.path)).toContain("/news/len-lich-truoc");
    expect(await nextScheduledPublication()).toBeNull();
  });

  it("keeps an old address of a scheduled article unknown until its time", async () => {
    const due = new Date("2031-01-01T00:00:00Z");
    const article = await createArticle({ slug: "dia-chi-moi", publishedAt: due });
    const { db } = await import("./db/index.server");
    const { slugRedirects } = await import("./db/schema");
    await db().insert(slugRedirects).values({ kind: "article", fromSlug: "dia-chi-cu", articleId: article.id });
    setClock(() => new Date(due.getTime() - 1000));
    expect(await findArticleRedirect("dia-chi-cu")).toBeNull();
    setClock(() => due);
    expect(await findArticleRedirect("dia-chi-cu")).toEqual({ moved: "dia-chi-moi" });
  });

  it("moves the content version when the time comes, with no request in between", async () => {
    const due = new Date("2032-05-01T03:00:00Z");
    await createArticle({ slug: "tu-dong-dang", publishedAt: due });
    // The clock stands 50 ms before the time until the test moves it: the timer armed for it fires
    // and finds it not passed yet, however slow the machine (a clock at the real pace from 150 ms
    // before could pass the time before the scheduler's first look, under load).
    setClock(() => new Date(due.getTime() - 50));
    const before = await readContentVersion();
    const scheduler = startPublishScheduler();
    try {
      await waitFor(async () => scheduler.due?.getTime() === due.getTime());
      await sleep(120);
      expect(await readContentVersion()).toBe(before);
      setClock(() => due);
      await waitFor(async () => (await readContentVersion()) > before);
      expect((await getPublishedArticleBySlug("tu-dong-dang"))?.slug).toBe("tu-dong-dang");
      // The bump comes before the look for the next time: wait for that look.
      await waitFor(async () => scheduler.due === null);
    } finally {
      scheduler.stop();
    }
  });

  it("moves the version for a time saved during a look that did not see it yet", async () => {
    const start = new Date("2034-01-01T00:00:00Z");
    let clock = start;
    const times: Date[] = [];
    let bumps = 0;
    const scheduler = startPublishScheduler({
      now: () => clock,
      nextDue: async (after) => times.filter((t) => t > after).sort((a, b) => a.getTime() - b.getTime())[0] ?? null,
      publish: async () => void bumps++,
      recheckMs: 60_000,
    });
    try {
      await scheduler.refresh();
      clock = new Date(start.getTime() + 10);
      await scheduler.refresh();
      // Saved for a moment that look had passed, its row committed after the look's query read.
      times.push(new Date(start.getTime() + 5));
      await scheduler.refresh();
      expect(bumps).toBe(1);
      await scheduler.refresh();
      expect(bumps).toBe(1);
    } finally {
      scheduler.stop();
    }
  });

  it("moves the version for a time that passed between two looks (saved a moment before its time)", async () => {
    const start = new Date("2033-01-01T00:00:00Z");
    clockAt(start);
    let bumps = 0;
    const scheduler = startPublishScheduler({ publish: async () => void bumps++, recheckMs: 60_000 });
    try {
      await waitFor(async () => scheduler.due === null);
      // 200 ms ahead of the scheduler's start: a pause of the process (a collection, a loaded
      // machine) between setting the clock and starting the scheduler must not put it behind.
      await createArticle({ slug: "sat-gio", publishedAt: new Date(start.getTime() + 200) });
      await sleep(300);
      await scheduler.refresh();
      expect(bumps).toBe(1);
      await scheduler.refresh();
      expect(bumps).toBe(1);
    } finally {
      scheduler.stop();
    }
  });

  it("looks again when this process learns of a write, and follows the earliest time", async () => {
    let writes = 0;
    const times: Date[] = [new Date("2040-01-01T00:00:00Z")];
    const scheduler = startPublishScheduler({
      now: () => new Date("2035-01-01T00:00:00Z"),
      nextDue: async () => times[0] ?? null,
      publish: async () => undefined,
      writes: () => writes,
      watchMs: 5,
    });
    try {
      await waitFor(async () => scheduler.due?.toISOString() === "2040-01-01T00:00:00.000Z");
      times.unshift(new Date("2036-01-01T00:00:00Z"));
      writes += 1;
      await waitFor(async () => scheduler.due?.toISOString() === "2036-01-01T00:00:00.000Z");
    } finally {
      scheduler.stop();
    }
  });
});
