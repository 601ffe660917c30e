import { redirect } from "react-router";

// Any other admin path opens the dashboard.
export function loader() {
  return redirect("/admin/dashboard");
}

// Never rendered; a component keeps this a page route (see index.tsx).
export default function UnknownAdminPath() {
  return null;
}
