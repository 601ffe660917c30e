/**
 * How a request meets a part that is away: the database restarting or stopped, the
 * storage endpoint stalled, a full disk. One record per request of which part failed, filled by
 * React Router's handleError and by the admin guard; the root middleware then answers 503 with
 * Retry-After instead of a 500, and counts a failed save by cause for /metrics.
 */
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import {
  type FailureCause,
  failureCause,
  noteSaveFailed,
  RETRY_AFTER_SECONDS,
  unavailableBody,
} from "./db/availability.server";

/** Between an action's answer and the root middleware only: taken off before the response leaves. */
export const UNAVAILABLE_PART_HEADER = "X-Unavailable-Part";

interface FailureRecord {
  cause: FailureCause | null;
}

const failureContext = createContext<FailureRecord | null>(null);

/** Notes which part an error of this request is about (React Router's handleError calls it). */
export function noteRequestFailure(context: unknown, error: unknown): void {
  const cause = failureCause(error);
  if (cause === "other") return;
  const provider = context as Partial<Pick<RouterContextProvider, "get">> | undefined;
  if (typeof provider?.get !== "function") return;
  try {
    const record = provider.get(failureContext);
    if (record && record.cause === null) record.cause = cause;
  } catch {
    // A context without the record (not a middleware request): nothing to note.
  }
}

/** Root middleware: a 5xx for a part away becomes a 503 with Retry-After; a failed save is counted. */
export const answerUnavailable: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const record: FailureRecord = { cause: null };
  context.set(failureContext, record);
  const response = await next();
  if (response.status < 500) return response;
  // An action that answered its own 503 (unavailableAnswer) names the part in a header of ours.
  const named = response.headers.get(UNAVAILABLE_PART_HEADER) as FailureCause | null;
  const cause = record.cause ?? named ?? (response.status === 503 ? "database" : "other");
  if (request.method !== "GET" && request.method !== "HEAD") noteSaveFailed(cause);
  if (cause === "other") return response;
  const headers = new Headers(response.headers);
  headers.delete(UNAVAILABLE_PART_HEADER);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
};

/** The 503 a save answers when `cause` is away: the form layer's refusal, in Vietnamese. */
export function unavailableAnswer(cause: Exclude<FailureCause, "other">) {
  return data(unavailableBody(cause), {
    status: 503,
    headers: {
      "Retry-After": String(RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
      [UNAVAILABLE_PART_HEADER]: cause,
    },
  });
}

/**
 * A middleware that, failing for want of a part (the guard's session lookup with the database
 * away), answers that 503 instead of an error page: the browser's form layer shows it as a
 * refusal and keeps what was typed (components/admin/unavailable.ts).
 */
export function answeringUnavailable<Result>(middleware: MiddlewareFunction<Result>): MiddlewareFunction<Result> {
  return async (args, next) => {
    try {
      return await middleware(args, next);
    } catch (error) {
      const cause = failureCause(error);
      if (cause === "other") throw error;
      noteRequestFailure(args.context, error);
      console.error(`${args.request.method} ${new URL(args.request.url).pathname}: ${cause} unavailable`);
      throw unavailableAnswer(cause);
    }
  };
}
