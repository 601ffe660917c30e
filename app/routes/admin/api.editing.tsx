import { data } from "react-router";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/api.editing";
import { handleEditingIntent } from "./api.editing.server";

/**
 * POST /admin/api/editing (form: intent heartbeat|leave, kind article|product, id) — the open
 * editor's heartbeat; answers { ok, others } with the names of the other admins editing the item.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status } = await handleEditingIntent(request, requireAdmin(context));
  return data(answer, { status });
}
