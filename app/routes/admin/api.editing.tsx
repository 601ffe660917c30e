import { data } from "react-router";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/api.editing";
import { handleEditingIntent } from "./api.editing.server";

/**
 * POST /admin/api/editing (form: intent heartbeat|leave|draft|discard, kind article|product, id) —
 * the open editor's heartbeat, answering { ok, others } with the names of the other admins editing
 * the item; and its unsaved form kept as this admin's server draft (`draft`: the values as JSON).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status } = await handleEditingIntent(request, requireAdmin(context));
  return data(answer, { status });
}
