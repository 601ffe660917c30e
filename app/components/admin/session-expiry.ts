import { type DataStrategyResult, isRouteErrorResponse, type MiddlewareFunction, redirect } from "react-router";

/** The login page, asked to come back to `pathname` + `search` afterwards. */
export function loginHref(pathname: string, search = ""): string {
  return `/admin/login?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Browser middleware of the admin layout: when the session has ended while the admin was open,
 * the server answers the next navigation's or form's data request with 401; go to the login
 * page instead of showing an error, and come back afterwards.
 */
export const redirectToLoginOn401: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const results = await next();
  const refused = Object.values(results).some(
    ({ type, result }) => type === "error" && isRouteErrorResponse(result) && result.status === 401,
  );
  if (!refused) return results;
  const url = new URL(request.url);
  throw redirect(loginHref(url.pathname, url.search));
};
