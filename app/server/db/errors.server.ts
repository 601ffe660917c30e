/** PostgreSQL error codes the services turn into the specification's messages. */
export const UNIQUE_VIOLATION = "23505";
/** ON DELETE RESTRICT: 23001 on PostgreSQL 17 (PGlite), 23503 on older servers. */
const STILL_REFERENCED = new Set(["23001", "23503"]);

export interface DatabaseErrorInfo {
  code?: string;
  constraint?: string;
}

/** The code and constraint of a failed statement; drizzle wraps the driver's error in `cause`. */
export function databaseErrorOf(error: unknown): DatabaseErrorInfo {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return {};
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const info = databaseErrorOf(error);
  return info.code === UNIQUE_VIOLATION && info.constraint === constraint;
}

/** A delete refused because other rows still reference the row (or a reference to a missing row). */
export function isStillReferenced(error: unknown): boolean {
  return STILL_REFERENCED.has(databaseErrorOf(error).code ?? "");
}
