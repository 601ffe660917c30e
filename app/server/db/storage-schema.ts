/**
 * The storage journal (decision 049): every file an upload is about to write is named here
 * before it is written, and its line goes in the same transaction as the row that owns it. A line
 * whose time has come names a file no row owns (an upload killed between its write and its row,
 * a failed upload whose clean-up met a storage that was away, a deleted image's files): the
 * sweep removes the file, then the line. Beside schema.ts (drizzle.config.ts reads it too).
 */
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const storageJournal = pgTable(
  "storage_journal",
  {
    key: text("key").primaryKey(),
    /** Until then the file may still be on its way to a row (an upload in flight). */
    removeAfter: timestamp("remove_after", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("storage_journal_remove_after_idx").on(t.removeAfter)],
);
