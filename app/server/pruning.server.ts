/**
 * The periodic pruning (decision 016): the audit log keeps AUDIT_RETENTION_DAYS, and the
 * revisions of products and articles deleted more than 30 days ago go (decision 017), and so do
 * the article and product view marks past their window, and uploads nothing uses a day after
 * (orphan-images.server.ts), and so do product documents nothing uses, rate-limit counters whose
 * window has ended and used quote form tokens past their validity (decision 039). Every server
 * runs it at start and every 6 hours: a delete of old rows is the same whoever runs it.
 */
import { ORPHAN_GRACE_MS } from "~/lib/media";
import { DAY_MS, now } from "./clock.server";
import { pruneOrphanImages } from "./orphan-images.server";
import { pruneAuditLog } from "./services/audit-log.server";
import { purgeDeletedItems } from "./services/deleted-items.server";
import { pruneUnusedDocuments } from "./services/documents.server";
import { pruneQuoteRequests, pruneUsedFormTokens } from "./services/quote-requests.server";
import { pruneRateLimitCounters } from "./services/rate-limits.server";
import { pruneViewMarks } from "./services/view-marks.server";

export const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/** One pass at the moment `at`: answers how many audit entries, revisions, view marks and orphan images went. */
export async function pruneOnce(at: Date, auditRetentionDays: number) {
  const auditEntries = await pruneAuditLog(new Date(at.getTime() - auditRetentionDays * DAY_MS));
  const deletedRevisions = await purgeDeletedItems(at);
  const viewMarks = await pruneViewMarks(at);
  // Quote requests past the retention period of the settings, and used form tokens past their day.
  const quoteRequests = await pruneQuoteRequests(at);
  const usedFormTokens = await pruneUsedFormTokens(at);
  // The rate limits' counters whose window has ended (they count nothing any more).
  const rateLimitCounters = await pruneRateLimitCounters(at);
  const orphanImages = await pruneOrphanImages(at);
  // Product documents no product uses, with the same grace as images.
  const unusedDocuments = await pruneUnusedDocuments(at, ORPHAN_GRACE_MS);
  return {
    auditEntries,
    deletedRevisions,
    viewMarks,
    quoteRequests,
    usedFormTokens,
    rateLimitCounters,
    orphanImages,
    unusedDocuments,
  };
}

/** Prunes now and then every `everyMs` by the clock `clock`; answers a stop function. Failures are logged. */
export function startPruning(
  auditRetentionDays: number,
  everyMs = PRUNE_EVERY_MS,
  clock: () => Date = now,
): () => void {
  const prune = () =>
    pruneOnce(clock(), auditRetentionDays).catch((error: unknown) => console.error("Pruning failed:", error));
  void prune();
  const timer = setInterval(prune, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
