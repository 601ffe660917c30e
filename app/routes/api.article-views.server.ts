/**
 * The article page's view beacon (view-beacon.server.ts): counts only published articles and
 * answers the article's count (the page shows it: a cached page's count may be older).
 */
import { now } from "~/server/clock.server";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { recordArticleView } from "~/server/services/news.server";
import { allowBeacon, countView, type ViewBeacon, visitorOf as visitorOfKind } from "~/server/view-beacon.server";

export const VIEWS_PER_MINUTE = RATE_LIMITS.articleViews.windows[0].points;

const articleBeacon: ViewBeacon<{ viewCount: number }> = {
  kind: "article",
  limit: RATE_LIMITS.articleViews,
  record: async (id, visitor) => {
    const count = await recordArticleView(id, visitor);
    return count === null ? null : { viewCount: count };
  },
};

/** Counts a beacon of this address; true while it is within VIEWS_PER_MINUTE. */
export const allowView = (address: string, at: Date = now()) => allowBeacon(RATE_LIMITS.articleViews, address, at);

/** Who counted an article, as stored. */
export const visitorOf = (address: string) => visitorOfKind("article", address);

export const countArticleView = (request: Request) => countView(request, articleBeacon);
