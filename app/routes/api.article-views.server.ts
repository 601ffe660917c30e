/**
 * The article page's view beacon: one POST per opening in a browser (crawlers that run no script
 * do not count). Counts only published articles, at most VIEWS_PER_MINUTE per address.
 */
import { data } from "react-router";
import { clientAddress } from "~/server/auth.server";
import { recordArticleView } from "~/server/services/news.server";

export const VIEWS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
const recent = new Map<string, { count: number; since: number }>();

/** True while this address has sent fewer than VIEWS_PER_MINUTE views in the current minute. */
export function allowView(address: string, now = Date.now()): boolean {
  const entry = recent.get(address);
  if (!entry || now - entry.since >= WINDOW_MS) {
    if (recent.size > 10_000) recent.clear();
    recent.set(address, { count: 1, since: now });
    return true;
  }
  entry.count += 1;
  return entry.count <= VIEWS_PER_MINUTE;
}

/** The new count when counted (the page shows it: a cached page's count may be older); 404 for an id that is not a published article; 429 past the limit. */
export async function countArticleView(request: Request) {
  if (request.method !== "POST") throw data(null, { status: 405 });
  const id = Number((await request.formData()).get("id"));
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  if (!allowView(clientAddress(request))) throw data(null, { status: 429 });
  const count = await recordArticleView(id);
  if (count === null) throw data(null, { status: 404 });
  return Response.json({ viewCount: count }, { headers: { "Cache-Control": "no-store" } });
}
