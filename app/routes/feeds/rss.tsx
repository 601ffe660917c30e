import { langContext } from "~/i18n/context";
import type { Route } from "./+types/rss";
import { getNewsFeed } from "./rss.server";

export function loader({ context }: Route.LoaderArgs) {
  return getNewsFeed(context.get(langContext));
}
