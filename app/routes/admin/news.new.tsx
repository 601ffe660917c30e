import { NewsEditor } from "~/components/admin/news/news-editor";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-news";
import { requireAdmin } from "~/server/auth.server";
import { loadNewsEditor, saveNewsEditor } from "./__news-editor.server";
import type { Route } from "./+types/news.new";

export function meta() {
  return [{ title: admin.pageTitle(vi.newTitle) }];
}

export function loader() {
  return loadNewsEditor();
}

export function action({ request, context }: Route.ActionArgs) {
  return saveNewsEditor(request, requireAdmin(context).id);
}

export default function NewArticle({ loaderData }: Route.ComponentProps) {
  return <NewsEditor article={loaderData.article} draft={null} savedBy="" />;
}
