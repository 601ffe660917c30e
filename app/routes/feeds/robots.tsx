import type { Route } from "./+types/robots";
import { getRobots } from "./robots.server";

export function loader({ request }: Route.LoaderArgs) {
  return getRobots(new URL(request.url));
}
