/** The revision history screens of products and articles (one route module, two routes): the loader's call and the action. */
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin-revisions";
import { formatAdminDateTime } from "~/lib/admin-date";
import { htmlToText } from "~/lib/article-text";
import { wordDiff } from "~/lib/draft-changes";
import { idField, parseId } from "~/lib/ids";
import type { RevisionChange, RevisionsActionResult, RevisionsView, RevisionView } from "~/lib/revisions";
import { slugify } from "~/lib/slugify";
import { columnLabelsOf } from "~/lib/validation/form-fields";
import { newsFormSchema } from "~/lib/validation/news";
import { productFormSchema } from "~/lib/validation/product";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { readForm } from "~/server/form-body.server";
import { moveAddress } from "~/server/services/addressed-content.server";
import { DELETED_NOTE, UNDELETED_NOTE } from "~/server/services/deleted-items.server";
import {
  currentContent,
  listRevisions,
  RESTORED_COLUMNS,
  type Revision,
  type RevisionKind,
  recordRevision,
  restoreRevision,
  revisionData,
} from "~/server/services/revisions.server";

const t = vi;

/** The fields a reader compares: the content a restore brings back, and the address and state beside it. */
export const FIELDS: Record<RevisionKind, string[]> = {
  article: ["slug", ...RESTORED_COLUMNS.article, "is_published", "published_at"],
  product: ["slug", ...RESTORED_COLUMNS.product, "category_id", "is_active", "is_featured"],
};
/** The labels of the compared fields: their forms' (decision 048), and those of the columns a save computes. */
const LABELS: Record<RevisionKind, Record<string, string>> = {
  article: { ...t.fields, ...columnLabelsOf(newsFormSchema) },
  product: columnLabelsOf(productFormSchema),
};
const HTML_FIELDS = new Set(["content", "content_en", "description", "description_en"]);

/** A stored value as a reader sees it: text of HTML, lists one item a line, yes/no, dates in Vietnam's time. */
function readable(field: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? t.yes : t.no;
  if (field === "published_at" && typeof value === "string") return formatAdminDateTime(new Date(value));
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (typeof item !== "object" || item === null) return String(item);
        const entry = item as Record<string, unknown>;
        if ("text" in entry) return `${entry.text} / ${entry.textEn ?? ""}`;
        if ("key" in entry) return `${entry.key}: ${entry.value} / ${entry.keyEn ?? ""}: ${entry.valueEn ?? ""}`;
        return JSON.stringify(item);
      })
      .join(field === "brands" || field.startsWith("tags") ? ", " : "\n");
  }
  const text = String(value);
  return HTML_FIELDS.has(field) ? htmlToText(text) : text;
}

/** What `after` changed against `before`, field by field, as word diffs. */
export function revisionChanges(
  kind: RevisionKind,
  before: Revision["data"],
  after: Revision["data"],
): RevisionChange[] {
  const changes: RevisionChange[] = [];
  for (const field of FIELDS[kind]) {
    const old = readable(field, before[field]);
    const now = readable(field, after[field]);
    if (old === now) continue;
    changes.push({ field, label: LABELS[kind][field] ?? field, parts: wordDiff(old, now) });
  }
  return changes;
}

const same = (kind: RevisionKind, a: Revision["data"], b: Revision["data"]) => revisionChanges(kind, a, b).length === 0;

/** The history of one item, newest first, each version with what it changed (404 without any item or history). */
export async function loadRevisions(kind: RevisionKind, id: string | undefined): Promise<RevisionsView> {
  const entityId = parseId(id);
  const now = entityId ? await currentContent(kind, entityId) : null;
  if (!entityId || !now) throw data(t.notFound, { status: 404 });
  const revisions = await listRevisions(kind, entityId);
  const newest = revisions[0];
  const views: RevisionView[] = revisions.map((revision, index) => {
    const older = revisions[index + 1];
    const restore = /^restore:(\d+)$/.exec(revision.note);
    return {
      id: revision.id,
      at: formatAdminDateTime(revision.createdAt),
      atIso: revision.createdAt.toISOString(),
      username: revision.username,
      kind:
        revision.note === "baseline"
          ? "baseline"
          : revision.note === DELETED_NOTE
            ? "deleted"
            : revision.note === UNDELETED_NOTE
              ? "undeleted"
              : restore
                ? "restore"
                : "save",
      restoredFrom: restore ? Number(restore[1]) : null,
      changes: older ? revisionChanges(kind, older.data, revision.data) : [],
      current: revision === newest && same(kind, revision.data, now),
    };
  });
  const title = String(now.title ?? now.name ?? "");
  const editHref = kind === "article" ? `/admin/news/${entityId}/edit` : `/admin/products/${entityId}/edit`;
  return { kind, entityId, title, editHref, revisions: views };
}

const PUBLIC_BASE: Record<RevisionKind, string> = { article: "/news", product: "/products" };

/**
 * The address after a restore, under the editors' slug rule: while the slug is the
 * one generated from the title (an article) or the name (a product), the revision's slug comes
 * back with its content, the old address answering 301; a slug written by hand, or one another
 * item has taken since, stays, and the message says why. Null when the address does not change.
 */
async function restoredAddress(
  kind: RevisionKind,
  entityId: number,
  before: Record<string, unknown>,
  restored: Record<string, unknown>,
): Promise<string | null> {
  const current = String(before.slug ?? "");
  const wanted = String(restored.slug ?? "");
  if (!wanted || !current || wanted === current) return null;
  const at = (slug: string) => `${PUBLIC_BASE[kind]}/${slug}`;
  const label = String((kind === "article" ? before.title : before.name) ?? "");
  if (current !== slugify(label)) return t.addressKeptOwn(at(current));
  const moved = await moveAddress(kind, entityId, current, wanted);
  if (moved === "taken") return t.addressKeptTaken(at(current), wanted);
  return moved === "moved" ? t.addressMoved(at(current), at(wanted)) : null;
}

const revisionsIntent = z.discriminatedUnion("intent", [z.object({ intent: z.literal("restore"), revision: idField })]);

/** Restores a revision's content (itself recorded as a new revision, and in the audit log). */
export async function runRevisionsAction(kind: RevisionKind, request: Request, adminId: number, id?: string) {
  const reply = (result: RevisionsActionResult, status = 200) => data(result, { status });
  const entityId = parseId(id);
  const parsed = revisionsIntent.safeParse(Object.fromEntries(await readForm(request)));
  if (!entityId || !parsed.success || !parsed.data.revision) return reply({ ok: false, message: t.restoreFailed }, 400);
  const revision = parsed.data.revision;
  try {
    const [before, restored] = await Promise.all([
      currentContent(kind, entityId),
      revisionData(kind, entityId, revision),
    ]);
    if (!(await restoreRevision(kind, entityId, revision))) return reply({ ok: false, message: t.restoreFailed }, 404);
    const address = before && restored ? await restoredAddress(kind, entityId, before, restored) : null;
    await recordRevision(kind, entityId, adminId, `restore:${revision}`);
    audit({ action: "update", entityKind: kind, entityId, summary: t.restoredFrom(revision), intent: "restore" });
    return reply({ ok: true, message: address ? `${t.restored(revision)} ${address}` : t.restored(revision) });
  } catch (error) {
    console.error("Restoring a revision failed:", error);
    return reply({ ok: false, message: t.restoreFailed }, 500);
  }
}
