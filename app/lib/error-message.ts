import { isRouteErrorResponse } from "react-router";

/** Production servers hide a loader's real error behind this text: it tells a visitor nothing. */
const HIDDEN_SERVER_ERROR = "Unexpected Server Error";

/**
 * A failure's own message where it is meant for people, else the given fallback (the
 * specification's words, in the page's language). A TypeError is the browser's own report of a
 * request that never got an answer ("Failed to fetch", "NetworkError when attempting to fetch
 * resource.", "Load failed"): English whatever the page's language, and no help to a visitor.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return typeof message === "string" && message.trim() ? message : fallback;
  }
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message.trim() && error.message !== HIDDEN_SERVER_ERROR) return error.message;
  return fallback;
}
