import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * A row's version for optimistic concurrency: its `updated_at` to the microsecond, as ISO text
 * (a JS Date keeps only milliseconds, so it would never match the column again).
 */
export function rowVersion(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The condition of an UPDATE that applies only over the version the editor loaded. */
export function atVersion(column: AnyColumn, version: string): SQL {
  return sql`${column} = ${version}::timestamptz`;
}
