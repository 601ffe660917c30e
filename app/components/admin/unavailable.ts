import { type DataStrategyResult, data, isRouteErrorResponse, type MiddlewareFunction } from "react-router";

/** The body of a 503 for a part away (app/server/db/availability.server.ts: unavailableBody). */
function isUnavailableBody(value: unknown): value is { ok: false; message: string; unavailable: string } {
  const body = value as { ok?: unknown; message?: unknown; unavailable?: unknown } | null;
  return Boolean(body && body.ok === false && typeof body.message === "string" && typeof body.unavailable === "string");
}

/**
 * Browser middleware of the admin layout: a form's save answered 503 because the
 * database or storage is away comes as an error, which would replace the editor with the error
 * page and lose what was typed. It is given to the form as its answer instead ({ ok: false,
 * message }, status 503: nothing is loaded again), so the editor shows the message beside the
 * values it still holds, and the next press of Save tries again.
 */
export const keepFormWhenUnavailable: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const results = await next();
  if (request.method === "GET" || request.method === "HEAD") return results;
  for (const [routeId, { type, result }] of Object.entries(results)) {
    if (type === "error" && isRouteErrorResponse(result) && result.status === 503 && isUnavailableBody(result.data)) {
      results[routeId] = { type: "data", result: data(result.data, { status: 503 }) };
    }
  }
  return results;
};
