import type { DraftAnswer } from "~/lib/editor-drafts";
import type { EditingAnswer, EditingKind } from "~/lib/editor-presence";
import { idField, rowVersionField } from "~/lib/ids";
import { parseBoundedJson } from "~/lib/json-bounds";
import { DRAFT_MAX_CHARS, DRAFT_SCHEMAS } from "~/lib/validation/drafts";
import { z } from "~/lib/zod";
import { type AdminIdentity, readSessionToken } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { markEditing, stopEditing } from "~/server/services/editor-presence.server";
import { deleteDraft, saveDraft } from "~/server/services/revisions.server";
import { sessionIdOf } from "~/server/services/sessions.server";

const kind = z.enum(["article", "product"]);

/**
 * `heartbeat` while an editor is open (every 30 s), `leave` when it closes; `draft` keeps the
 * unsaved form (every 30 s while it changed), `discard` forgets it.
 */
export const editingIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("heartbeat"), kind, id: idField }),
  z.object({ intent: z.literal("leave"), kind, id: idField }),
  // `version`: the item's version the form was typed over; `base`: the form's values
  // as loaded from it, checked as a draft is.
  z.object({
    intent: z.literal("draft"),
    kind,
    id: idField,
    draft: z.string(),
    version: rowVersionField,
    base: z.string().optional(),
  }),
  z.object({ intent: z.literal("discard"), kind, id: idField }),
]);

type Answer = { answer: EditingAnswer | DraftAnswer; status: number };

/**
 * A draft as sent (JSON text of the editor's values): its shape checked and bounded by the save's
 * limits, its rich text sanitised as a save would; 413 when over a limit, 400 when malformed.
 */
export function parseDraft(of: EditingKind, text: string): { values: Record<string, unknown> } | { status: 400 | 413 } {
  const json = parseBoundedJson(text, { maxChars: DRAFT_MAX_CHARS[of] });
  if (!json.ok) return { status: json.reason === "too-big" ? 413 : 400 };
  const parsed = DRAFT_SCHEMAS[of].safeParse(json.value);
  if (!parsed.success) {
    return { status: parsed.error.issues.some((issue) => issue.code === "too_big") ? 413 : 400 };
  }
  if (!("content" in parsed.data)) return { values: parsed.data };
  const { content, contentEn } = parsed.data;
  return { values: { ...parsed.data, content: sanitizeRichText(content), contentEn: sanitizeRichText(contentEn) } };
}

async function keepDraft(
  of: EditingKind,
  id: number,
  admin: AdminIdentity,
  { draft: text, version, base: baseText }: { draft: string; version?: string; base?: string },
): Promise<Answer> {
  const draft = parseDraft(of, text);
  if ("status" in draft) return { answer: { ok: false }, status: draft.status };
  const base = baseText === undefined ? null : parseDraft(of, baseText);
  if (base && "status" in base) return { answer: { ok: false }, status: base.status };
  if (!(await saveDraft(of, id, admin.id, draft.values, version, base?.values))) {
    return { answer: { ok: false }, status: 404 };
  }
  return { answer: { ok: true }, status: 200 };
}

export async function handleEditingIntent(request: Request, admin: AdminIdentity): Promise<Answer> {
  const parsed = editingIntent.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success || !parsed.data.id) return { answer: { ok: false }, status: 400 };
  const { id, kind: of } = parsed.data;
  // A draft is the admin's (any of their browsers); presence is the session's.
  if (parsed.data.intent === "draft") return keepDraft(of, id, admin, parsed.data);
  if (parsed.data.intent === "discard") {
    await deleteDraft(of, id, admin.id);
    return { answer: { ok: true }, status: 200 };
  }
  const token = await readSessionToken(request);
  if (!token) return { answer: { ok: false }, status: 400 };
  const item = { kind: of, id, sessionId: sessionIdOf(token) };
  if (parsed.data.intent === "leave") {
    await stopEditing(item);
    return { answer: { ok: true, others: [] }, status: 200 };
  }
  return { answer: { ok: true, others: await markEditing({ ...item, admin }) }, status: 200 };
}
