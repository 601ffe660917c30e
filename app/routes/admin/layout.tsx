import { useEffect } from "react";
import { isRouteErrorResponse, Link, Outlet, useLocation, useRevalidator, useRouteError } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { loginHref, redirectToLoginOn401 } from "~/components/admin/session-expiry";
import { keepFormWhenUnavailable } from "~/components/admin/unavailable";
import { buttonClass } from "~/components/ui/button";
import { ForbiddenNotice } from "~/components/ui/forbidden-notice";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import { isForbiddenBody } from "~/lib/forbidden";
import { adminGuard, requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/layout";
import { getAdminLayout } from "./layout.server";

/**
 * Every admin route but the login page is a child of this layout, so this guard runs before
 * any of their loaders and actions: no session, no data (see app/server/auth.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = adminGuard;

// In the browser: a 401 met by a navigation or a form (the session ended) leads to the login page;
// a save refused for want of a part (503) is the form's refusal, and the form keeps what was typed.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [redirectToLoginOn401, keepFormWhenUnavailable];

export function loader({ context }: Route.LoaderArgs) {
  return getAdminLayout(requireAdmin(context));
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      username={loaderData.username}
      role={loaderData.role}
      today={loaderData.today}
      inquiries={loaderData.inquiries}
    >
      <Outlet />
    </AdminShell>
  );
}

/**
 * Errors of the admin's pages. A 401 (a session that ended, should the client middleware not
 * have caught it) leads back to the login page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useMessages(adminMessages);
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const expired = isRouteErrorResponse(error) && error.status === 401;
  const href = loginHref(pathname, search);

  useEffect(() => {
    if (expired) window.location.assign(href);
  }, [expired, href]);

  if (isRouteErrorResponse(error) && error.status === 403 && isForbiddenBody(error.data))
    return <ForbiddenNotice body={error.data} />;

  return (
    <main className="mx-auto max-w-lg px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{expired ? t.session.expiredTitle : t.session.errorTitle}</h1>
      <p className="mt-3 text-slate-600">{expired ? t.session.expiredText : t.session.errorText}</p>
      {expired ? (
        <Link to={href} reloadDocument className={buttonClass({ className: "mt-6" })}>
          {t.session.signInAgain}
        </Link>
      ) : (
        <button type="button" onClick={() => revalidator.revalidate()} className={buttonClass({ className: "mt-6" })}>
          {t.session.retry}
        </button>
      )}
    </main>
  );
}
