/**
 * The article page's view beacon: one POST per opening in a browser. Counts only published
 * articles, once per visitor and article in ARTICLE_VIEW_WINDOW_MINUTES (the marks live in the
 * database, so every server agrees), never for a user agent that isbot knows (crawlers that run
 * scripts), and at most VIEWS_PER_MINUTE beacons per address.
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { data } from "react-router";
import { parseId } from "~/lib/ids";
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
  if (!crawler && !allowView(address)) throw data(null, { status: 429 });
  const count = await recordArticleView(id, crawler ? null : visitorOf(address));
  if (count === null) throw data(null, { status: 404 });
  return Response.json({ viewCount: count }, { headers: { "Cache-Control": "no-store" } });
}
