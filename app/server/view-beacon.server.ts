/**
 * A page's view beacon (the article page's, the product page's): one POST per opening in a
 * browser, sent after load, so a cached page still counts. Counts once per visitor and item in
 * the marks' window (view-marks.server.ts), never for a user agent that isbot knows (crawlers
 * that run scripts), and at most the kind's named rate limit of beacons per address (counted in
 * the database: every server shares it, decision 039).
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { data } from "react-router";
import { parseId } from "~/lib/ids";
import { clientAddress } from "./auth.server";
import { now } from "./clock.server";
import { consume, type RateLimit } from "./rate-limit.server";
import type { ViewKind } from "./services/view-marks.server";

export interface ViewBeacon<T> {
  kind: ViewKind;
  /** The beacons one address may send (a named limit of RATE_LIMITS). */
  limit: RateLimit;
  /**
   * Counts a view of the item by `visitor` (null: a crawler, read without counting); answers
   * the beacon's JSON answer, or null when there is no such visible item.
   */
  record(id: number, visitor: string | null): Promise<T | null>;
}

/** Counts a beacon of this address; true while it is within the beacon's limit. */
export async function allowBeacon(limit: RateLimit, address: string, at: Date = now()): Promise<boolean> {
  return (await consume({ limit, subject: address }, at)).ok;
}

/** Who counted, as stored: a hash of the address (the marks never hold an address). */
export function visitorOf(kind: ViewKind, address: string): string {
  return createHash("sha256").update(`${kind}-view:${address}`).digest("base64url").slice(0, 22);
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The beacon's item id: 415 for a body that is not a form, 400 for a broken one, null for a bad id. */
async function itemIdOf(request: Request): Promise<number | null> {
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

/** The record's answer as JSON, never cached; 404 for an id that is not a visible item; 429 past the limit. */
export async function countView<T>(request: Request, beacon: ViewBeacon<T>): Promise<Response> {
  if (request.method !== "POST") throw data(null, { status: 405 });
  const id = await itemIdOf(request);
  if (id === null) throw data(null, { status: 404 });
  const address = clientAddress(request);
  const crawler = isbot(request.headers.get("user-agent") ?? "");
  if (!crawler && !(await allowBeacon(beacon.limit, address))) throw data(null, { status: 429 });
  const answer = await beacon.record(id, crawler ? null : visitorOf(beacon.kind, address));
  if (answer === null) throw data(null, { status: 404 });
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
