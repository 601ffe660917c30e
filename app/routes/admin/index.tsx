import { redirect } from "react-router";

// /admin opens the dashboard (after the layout's guard has checked the session).
export function loader() {
  return redirect("/admin/dashboard");
}

// Never rendered; a component keeps this a page route, so a visitor without a session is sent to
// the login page rather than answered with a bare 401.
export default function AdminIndex() {
  return null;
}
