/**
 * npx tsx scripts/bench-limits.ts   (DATABASE_URL=postgres://… runs it on a scratch database there)
 *
 * Decision 039's figures, printed, never asserted: how the rate limits' counting holds up when
 * 1,000 hits on one subject arrive 50 at a time (a flood from one address), in a throwaway
 * PGlite or on DATABASE_URL (a scratch database you point it at: it migrates it):
 * - the module (rate-limit.server.ts): one upsert per window answers the count, a refused hit is
 *   taken back;
 * - a row per hit counted afterwards (insert, count the rows up to it in each window, delete it
 *   when over), as quote_submissions and login_attempts did before, in a table made and dropped here.
 * Both with the quote form's address limit (8 in 10 minutes, 40 an hour): how many got through,
 * the time, p50 and p99 per hit, and what is left counted once the flood is over.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/server/db/client.server";
import { db, queryRows, setDatabase } from "../app/server/db/index.server";
import { consume, countsOf, RATE_LIMITS } from "../app/server/rate-limit.server";
import { percentile } from "./bench-server";

const HITS = Number(process.env.BENCH_HITS ?? 1000);
const WIDTH = Number(process.env.BENCH_WIDTH ?? 50);
const limit = RATE_LIMITS.quoteAddress;

const handle = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {});
setDatabase(handle);
await handle.migrate();
const where = process.env.DATABASE_URL
  ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host}, pool of 10)`
  : "PGlite (in memory)";

async function flood(label: string, hit: () => Promise<boolean>, left: () => Promise<string>) {
  let through = 0;
  let errors = 0;
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < HITS; i += WIDTH) {
    await Promise.all(
      Array.from({ length: Math.min(WIDTH, HITS - i) }, async () => {
        const t = performance.now();
        try {
          if (await hit()) through++;
        } catch (error) {
          errors++;
          if (errors <= 3)
            console.error(`  ${label}: ${error instanceof Error ? (error.cause ?? error).toString() : error}`);
        }
        times.push(performance.now() - t);
      }),
    );
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  console.log(
    `  ${label}: ${through} of ${HITS} let through, ${errors} failed; ${Math.round(total)} ms in all, per hit p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms; counted afterwards: ${await left()}`,
  );
}

console.log(
  `${HITS} hits on one subject, ${WIDTH} at a time, on ${where}; limit ${limit.windows.map((w) => `${w.points} per ${w.ms / 60_000} min`).join(", ")}:`,
);

const subject = `203.0.113.${process.pid % 250}`;
await flood(
  "the module (a read, then an upsert per window)",
  async () => (await consume({ limit, subject })).ok,
  async () => (await countsOf(limit, subject)).join(" / "),
);

await db().execute(sql`CREATE TABLE bench_hits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, subject text NOT NULL, at timestamptz NOT NULL)`);
await db().execute(sql`CREATE INDEX bench_hits_subject_idx ON bench_hits (subject, at)`);
try {
  await flood(
    "a row per hit, counted after",
    async () => {
      const now = new Date();
      const [row] = await queryRows<{ id: number }>(
        sql`INSERT INTO bench_hits (subject, at) VALUES (${subject}, ${now.toISOString()}) RETURNING id`,
      );
      for (const window of limit.windows) {
        const [counted] = await queryRows<{ n: number }>(sql`SELECT count(*)::int AS n FROM bench_hits
          WHERE subject = ${subject} AND at > ${new Date(now.getTime() - window.ms).toISOString()} AND id <= ${row?.id}`);
        if ((counted?.n ?? 0) > window.points) {
          await db().execute(sql`DELETE FROM bench_hits WHERE id = ${row?.id}`);
          return false;
        }
      }
      return true;
    },
    async () => `${(await queryRows<{ n: number }>(sql`SELECT count(*)::int AS n FROM bench_hits`))[0]?.n} rows`,
  );
} finally {
  await db().execute(sql`DROP TABLE bench_hits`);
  await handle.close();
}
