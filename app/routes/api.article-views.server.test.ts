import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { news } from "~/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/server/request-headers.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle } from "~/server/testing/factories";
import { allowView, countArticleView, VIEWS_PER_MINUTE } from "./api.article-views.server";

setupTestDatabase();

function beacon(id: number | string, address = "10.0.0.1") {
  return new Request("http://site.test/api/article-views", {
    method: "POST",
    body: new URLSearchParams({ id: String(id) }),
    headers: { [CLIENT_ADDRESS_HEADER]: address },
  });
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

  it("limits the views one address counts in a minute", async () => {
    const article = await createArticle({ slug: "gioi-han" });
    for (let i = 0; i < VIEWS_PER_MINUTE; i++) await countArticleView(beacon(article.id, "10.0.0.4"));
    expect(await status(countArticleView(beacon(article.id, "10.0.0.4")))).toBe(429);
    expect(await viewsOf(article.id)).toBe(VIEWS_PER_MINUTE);
    // Another address, or the same one a minute later, counts again.
    expect(await status(countArticleView(beacon(article.id, "10.0.0.5")))).toBe(200);
    expect(allowView("10.0.0.4", Date.now() + 61_000)).toBe(true);
  });
});
