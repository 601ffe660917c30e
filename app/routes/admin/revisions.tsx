import { RevisionHistory } from "~/components/admin/revisions/revision-history";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-revisions";
import { revisionKindOfRoute } from "~/lib/revisions";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/revisions";
import { loadRevisions, runRevisionsAction } from "./revisions.server";

/** /admin/products/:id/revisions and /admin/news/:id/revisions: the route table says which (REVISION_ROUTES). */
function kindOf(pattern: string) {
  const kind = revisionKindOfRoute(pattern);
  if (!kind) throw new Error(`${pattern} is not a revision history route`);
  return kind;
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: admin.pageTitle(data ? `${vi.title}: ${data.title}` : vi.title) }];
}

export function loader({ params, pattern }: Route.LoaderArgs) {
  return loadRevisions(kindOf(pattern), params.id);
}

export function action({ request, context, params, pattern }: Route.ActionArgs) {
  return runRevisionsAction(kindOf(pattern), request, requireAdmin(context).id, params.id);
}

export default function Revisions({ loaderData }: Route.ComponentProps) {
  return <RevisionHistory view={loaderData} />;
}
