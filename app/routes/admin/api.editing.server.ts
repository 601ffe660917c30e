import { z } from "zod";
import type { EditingAnswer } from "~/lib/editor-presence";
import { idField } from "~/lib/ids";
import { type AdminIdentity, readSessionToken } from "~/server/auth.server";
import { markEditing, stopEditing } from "~/server/services/editor-presence.server";
import { sessionIdOf } from "~/server/services/sessions.server";

const kind = z.enum(["article", "product"]);

/** `heartbeat` while an editor is open (every 30 s), `leave` when it closes. */
export const editingIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("heartbeat"), kind, id: idField }),
  z.object({ intent: z.literal("leave"), kind, id: idField }),
]);

export async function handleEditingIntent(
  request: Request,
  admin: AdminIdentity,
): Promise<{ answer: EditingAnswer; status: number }> {
  const parsed = editingIntent.safeParse(Object.fromEntries(await request.formData()));
  const token = await readSessionToken(request);
  if (!parsed.success || !parsed.data.id || !token) return { answer: { ok: false }, status: 400 };
  const item = { kind: parsed.data.kind, id: parsed.data.id, sessionId: sessionIdOf(token) };
  if (parsed.data.intent === "leave") {
    await stopEditing(item);
    return { answer: { ok: true, others: [] }, status: 200 };
  }
  return { answer: { ok: true, others: await markEditing({ ...item, admin }) }, status: 200 };
}
