import { data } from "react-router";
import { NotFound } from "~/components/site/not-found";
import { catalogues, langOfMatches } from "~/i18n";
import type { Route } from "./+types/not-found";

/** Any unknown public path: HTTP 404, 'Trang không tìm thấy' inside the site's shell. */
export function loader() {
  throw data(null, { status: 404 });
}

/** Its own title and description in the page's language, and kept out of search engines. */
export function meta({ matches }: Route.MetaArgs) {
  const t = catalogues[langOfMatches(matches)];
  return [
    { title: t.meta.pageTitle(t.notFound.title) },
    { name: "description", content: t.notFound.text },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFoundRoute() {
  return null;
}

export function ErrorBoundary() {
  return <NotFound />;
}
