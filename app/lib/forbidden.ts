/**
 * A refusal by role (403, decision 040) as the admin guard answers it: a page shows it
 * (ForbiddenNotice), a fetch reads `message`. Apart from the access table, which the root's error
 * boundary (in every public page's code) need not carry.
 */
export interface ForbiddenBody {
  error: "Forbidden";
  title: string;
  message: string;
  /** The way back: the dashboard, which every role may open. */
  back: { href: string; label: string };
}

export function isForbiddenBody(value: unknown): value is ForbiddenBody {
  return typeof value === "object" && value !== null && (value as { error?: unknown }).error === "Forbidden";
}
