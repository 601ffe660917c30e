import { langContext } from "~/i18n/context";
import type { Route } from "./+types/rss";
import { getNewsFeed } from "./rss.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return getNewsFeed(new URL(request.url), context.get(langContext));
}
