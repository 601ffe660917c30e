import { useLocation, useNavigation } from "react-router";
import { EditorError } from "~/components/admin/editor-error";
import { NewsEditor } from "~/components/admin/news/news-editor";
import { NewsEditorSkeleton } from "~/components/admin/news/news-editor-skeleton";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as newsAdminMessages, vi } from "~/i18n/messages/admin-news";
import { requireAdmin } from "~/server/auth.server";
import { loadNewsEditor, saveNewsEditor } from "./__news-editor.server";
import type { Route } from "./+types/news.$id.edit";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: admin.pageTitle(data?.article ? `${vi.editTitle}: ${data.article.title}` : vi.editTitle) }];
}

export function loader({ params, context }: Route.LoaderArgs) {
  return loadNewsEditor(params.id, requireAdmin(context).id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return saveNewsEditor(request, requireAdmin(context).id, params.id);
}

export default function EditArticle({ loaderData }: Route.ComponentProps) {
  const t = useMessages(newsAdminMessages);
  const navigation = useNavigation();
  const location = useLocation();
  // Opening another article from here: its skeleton until it arrives.
  const next = navigation.state === "loading" ? navigation.location.pathname : null;
  if (next && next !== location.pathname && /^\/admin\/news\/\d+\/edit$/.test(next)) {
    return <NewsEditorSkeleton label={t.loading} />;
  }
  // A new key per article: the form starts from that article's values.
  return (
    <NewsEditor
      key={loaderData.article?.id}
      article={loaderData.article}
      draft={loaderData.draft}
      savedBy={loaderData.savedBy}
    />
  );
}

/** A missing article says so (404) with the way back to the list; other failures offer a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages(newsAdminMessages);
  return <EditorError error={error} listHref="/admin/news" texts={t} />;
}
