import { getRobots } from "./robots.server";

export function loader() {
  return getRobots();
}
