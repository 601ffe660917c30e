import { isRouteErrorResponse } from "react-router";

/** Production servers hide a loader's real error behind this text: it tells a visitor nothing. */
const HIDDEN_SERVER_ERROR = "Unexpected Server Error";

/** A failure's own message where it is meant for people, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return typeof message === "string" && message.trim() ? message : fallback;
  }
  if (error instanceof Error && error.message.trim() && error.message !== HIDDEN_SERVER_ERROR) return error.message;
  return fallback;
}
