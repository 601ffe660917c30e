import { redirect } from "react-router";
import type { Route } from "./+types/departments";

// /admin/departments and /admin/departments/* are retired: departments are managed under
// /admin/categories and products under /admin/products, where old bookmarks are sent.
export function loader({ request }: Route.LoaderArgs) {
  console.warn(
    `[deprecated] ${new URL(request.url).pathname} is retired; redirecting to /admin/products (departments are managed at /admin/categories).`,
  );
  return redirect("/admin/products");
}

// Never rendered; a component keeps this a page route (see index.tsx).
export default function DeprecatedDepartments() {
  return null;
}
