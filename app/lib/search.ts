/**
 * Folds text for accent-insensitive search: lowercase, Vietnamese (and other Latin) diacritics
 * removed, đ -> d. Must agree with the database's search_fold() (drizzle/0000_search_functions.sql).
 */
export function foldSearchText(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase();
}

/** A visitor's query, folded and with whitespace collapsed; empty when there is nothing to search. */
export function normaliseQuery(input: string | null | undefined): string {
  return foldSearchText(input ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
}

/** Escapes LIKE wildcards so that a visitor's "%" or "_" matches itself. */
export function escapeLike(input: string): string {
  return input.replace(/[\\%_]/g, (c) => `\\${c}`);
}
