import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { articleViewMarks, news, rateLimitCounters } from "~/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/server/request-headers.server";
import { ARTICLE_VIEW_WINDOW_MINUTES, recordArticleView } from "~/server/services/news.server";
import { pruneViewMarks } from "~/server/services/view-marks.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle } from "~/server/testing/factories";
import { allowView, countArticleView, VIEWS_PER_MINUTE, visitorOf } from "./api.article-views.server";

setupTestDatabase();

function beacon(id: number | string, address = "10.0.0.1", userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156") {
  return new Request("http://site.test/api/article-views", {
    method: "POST",
    body: new URLSearchParams({ id: String(id) }),
    headers: { [CLIENT_ADDRESS_HEADER]: address, "User-Agent": userAgent },
  });
}

function post(body: BodyInit, type?: string) {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: "10.0.0.9" };
  if (type) headers["Content-Type"] = type;
  return new Request("http://site.test/api/article-views", { method: "POST", body, headers });
}

async function status(run: Promise<Response>): Promise<number> {
  try {
    return (await run).status;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

const viewsOf = async (id: number) =>
  (await db().select({ n: news.viewCount }).from(news).where(eq(news.id, id)))[0]?.n;

const marksOf = (articleId: number) =>
  db().select().from(articleViewMarks).where(eq(articleViewMarks.articleId, articleId));

describe("the article view beacon", () => {
  it("counts a published article's view and answers the new count", async () => {
    const article = await createArticle({ slug: "dem-luot-xem", viewCount: 4 });
    const response = await countArticleView(beacon(article.id, "10.0.0.2"));
    expect(await response.json()).toEqual({ viewCount: 5 });
    expect(await viewsOf(article.id)).toBe(5);
  });

  it("refuses drafts and ids that are not articles, counting nothing", async () => {
    const draft = await createArticle({ slug: "ban-nhap", isPublished: false });
    expect(await status(countArticleView(beacon(draft.id, "10.0.0.3")))).toBe(404);
    expect(await status(countArticleView(beacon("abc", "10.0.0.3")))).toBe(404);
    expect(await viewsOf(draft.id)).toBe(0);
  });

  it("counts a visitor once per article in 30 minutes; another visitor, or the same one later, counts again", async () => {
    const article = await createArticle({ slug: "mot-lan-moi-nguoi" });
    const opened = async (address: string) =>
      (await (await countArticleView(beacon(article.id, address))).json()).viewCount;
    expect(await opened("10.0.1.1")).toBe(1);
    expect(await opened("10.0.1.1")).toBe(1);
    expect(await opened("10.0.1.2")).toBe(2);
    // Half an hour after, the first visitor counts again (the window is the service's).
    const later = new Date(Date.now() + (ARTICLE_VIEW_WINDOW_MINUTES * 60 + 1) * 1000);
    expect(await recordArticleView(article.id, visitorOf("10.0.1.1"), later)).toBe(3);
    expect(await recordArticleView(article.id, visitorOf("10.0.1.1"), later)).toBe(3);
    expect(await viewsOf(article.id)).toBe(3);
    // The marks keep a hash, never the address; the pruning forgets them after the window.
    const marks = await marksOf(article.id);
    expect(marks.map((m) => m.visitor).join()).not.toContain("10.0.1");
    // A minute after the later visit, the other visitor's mark (older than the window) is gone.
    expect(await pruneViewMarks(new Date(later.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await marksOf(article.id)).toHaveLength(1);
    await pruneViewMarks(new Date(later.getTime() + (ARTICLE_VIEW_WINDOW_MINUTES + 1) * 60_000));
    expect(await marksOf(article.id)).toHaveLength(0);
  });

  it("never counts a crawler, even one that runs scripts, but answers the count", async () => {
    const article = await createArticle({ slug: "may-thu-thap", viewCount: 7 });
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    for (const address of ["10.0.2.1", "10.0.2.2"]) {
      const response = await countArticleView(beacon(article.id, address, googlebot));
      expect(await response.json()).toEqual({ viewCount: 7 });
    }
    expect(await viewsOf(article.id)).toBe(7);
  });

  it("limits the beacons one address sends in a minute", async () => {
    const article = await createArticle({ slug: "gioi-han" });
    for (let i = 0; i < VIEWS_PER_MINUTE; i++) await countArticleView(beacon(article.id, "10.0.0.4"));
    expect(await status(countArticleView(beacon(article.id, "10.0.0.4")))).toBe(429);
    expect(await viewsOf(article.id)).toBe(1);
    // Another address, or the same one a minute later, is heard again.
    expect(await status(countArticleView(beacon(article.id, "10.0.0.5")))).toBe(200);
    expect(await allowView("10.0.0.4", new Date(Date.now() + 61_000))).toBe(true);
    // The counter is shared by every server, in the database, under a digest of the address.
    const rows = await db().select().from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.subject).join()).not.toContain("10.0.0");
  });

  it("answers a body that is not a form with 415, a broken one with 400 and an id past the column's range with 404", async () => {
    const article = await createArticle({ slug: "than-sai" });
    expect(await status(countArticleView(post(JSON.stringify({ id: article.id }), "application/json")))).toBe(415);
    expect(await status(countArticleView(post("garbage")))).toBe(415);
    expect(await status(countArticleView(post("--x\r\nbroken", "multipart/form-data; boundary=y")))).toBe(400);
    expect(await status(countArticleView(beacon("2147483648", "10.0.0.9")))).toBe(404);
    expect(await status(countArticleView(beacon(`${article.id}\u0000`, "10.0.0.9")))).toBe(404);
    expect(await viewsOf(article.id)).toBe(0);
  });
});
