import type { EditorStats } from "../editor-contract";

export const WORDS_PER_MINUTE = 200;

/** Words of a plain text: runs of characters between white space. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

/** Minutes to read: words / 200 rounded up; at least 1 when there is any text. */
export function readingMinutes(words: number): number {
  return words > 0 ? Math.ceil(words / WORDS_PER_MINUTE) : 0;
}

/** The counts the editor reports with every change. */
export function textStats(text: string): EditorStats {
  const words = countWords(text);
  return { words, characters: text.replace(/\s+/gu, " ").trim().length, readingMinutes: readingMinutes(words) };
}
