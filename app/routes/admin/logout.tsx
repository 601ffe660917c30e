import { redirect } from "react-router";
import { signOut } from "~/server/auth.server";
import type { Route } from "./+types/logout";

/** POST /admin/logout ends the session (deleted from the database) and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
  const clearCookie = await signOut(request);
  return redirect("/admin/login", { status: 303, headers: { "Set-Cookie": clearCookie, "Cache-Control": "no-store" } });
}

// Signing out changes state, so it takes a POST; a GET goes back to the dashboard.
export function loader() {
  return redirect("/admin/dashboard");
}

// Never rendered; a component keeps this a page route (see index.tsx).
export default function Logout() {
  return null;
}
