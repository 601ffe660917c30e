/**
 * The article page's view beacon: one POST per opening in a browser. Counts only published
 * articles, once per visitor and article in ARTICLE_VIEW_WINDOW_MINUTES (the marks live in the
 * database, so every server agrees), never for a user agent that isbot knows (crawlers that run
 * scripts), and at most VIEWS_PER_MINUTE beacons per address (the rate-limit module's
 * `articleViews`, counted in the database: every server shares it, decision 039).
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { data } from "react-router";
import { parseId } from "~/lib/ids";
import { clientAddress } from "~/server/auth.server";
import { now } from "~/server/clock.server";
import { consume, RATE_LIMITS } from "~/server/rate-limit.server";
import { recordArticleView } from "~/server/services/news.server";

export const VIEWS_PER_MINUTE = RATE_LIMITS.articleViews.windows[0].points;

/** Counts a beacon of this address; true while it is within VIEWS_PER_MINUTE. */
export async function allowView(address: string, at: Date = now()): Promise<boolean> {
  return (await consume({ limit: RATE_LIMITS.articleViews, subject: address }, at)).ok;
}

/** Who counted, as stored: a hash of the address (the marks never hold an address). */
export function visitorOf(address: string): string {
  return createHash("sha256").update(`article-view:${address}`).digest("base64url").slice(0, 22);
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The beacon's article id: 415 for a body that is not a form, 400 for a broken one, null for a bad id. */
async function articleIdOf(request: Request): Promise<number | null> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) throw data(null, { status: 415 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  return parseId(form.get("id"));
}

/** The article's count (the page shows it: a cached page's count may be older); 404 for an id that is not a published article; 429 past the limit. */
export async function countArticleView(request: Request) {
  if (request.method !== "POST") throw data(null, { status: 405 });
  const id = await articleIdOf(request);
  if (id === null) throw data(null, { status: 404 });
  const address = clientAddress(request);
  const crawler = isbot(request.headers.get("user-agent") ?? "");
  if (!crawler && !(await allowView(address))) throw data(null, { status: 429 });
  const count = await recordArticleView(id, crawler ? null : visitorOf(address));
  if (count === null) throw data(null, { status: 404 });
  return Response.json({ viewCount: count }, { headers: { "Cache-Control": "no-store" } });
}
