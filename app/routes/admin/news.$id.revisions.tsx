import { RevisionHistory } from "~/components/admin/revisions/revision-history";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-revisions";
import { requireAdmin } from "~/server/auth.server";
import { loadRevisions, runRevisionsAction } from "./__revisions.server";
import type { Route } from "./+types/news.$id.revisions";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: admin.pageTitle(data ? `${vi.title}: ${data.title}` : vi.title) }];
}

export function loader({ params }: Route.LoaderArgs) {
  return loadRevisions("article", params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return runRevisionsAction("article", request, requireAdmin(context).id, params.id);
}

export default function Revisions({ loaderData }: Route.ComponentProps) {
  return <RevisionHistory view={loaderData} />;
}
