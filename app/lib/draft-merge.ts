import { htmlToText } from "./article-text";
import { canonicalJson } from "./editor-drafts";
import { blocksNest, htmlBlocks, htmlIsEmpty } from "./html-blocks";
import { type MergeChunk, merge3 } from "./merge3";

/**
 * An editor's draft typed over an older version than the one saved now, merged field by field
 * (decision 043) with the version it was typed over as the base:
 * - a field the draft did not change, or that reads the same on both sides, is not offered;
 * - a field only the draft changed is the draft's ("draft");
 * - a field both changed is merged: plain text by words, rich text by blocks, lists by entries
 *   ("merged"); where both changed the same words, blocks or entries differently, the editor
 *   chooses ("conflict"). Yes/no, numbers and addresses are one token: a conflict when both changed.
 * A draft that does not say its base (kept before this) conflicts wherever it differs.
 */

/** How a field's value is cut for the merge. */
export type MergeFormat = "words" | "blocks" | "items" | "whole";

export type MergeChoice = "mine" | "theirs" | "both";

export type FieldOutcome = "draft" | "merged" | "conflict";

export interface FieldMerge {
  field: string;
  outcome: FieldOutcome;
  format: MergeFormat;
  /** The merged value's tokens: runs that need no choice, and conflicts. */
  chunks: MergeChunk<string>[];
}

export interface DraftMergeOptions {
  /** Fields holding rich text (HTML): merged by blocks. */
  html?: readonly string[];
  /** Fields that go with another (a product's department with its category): merged as one. */
  linked?: Readonly<Record<string, string>>;
  /** Fields never offered (form-only state). */
  skip?: readonly string[];
}

type Values = Record<string, unknown>;

/** A value as compared: empty text, an empty body, no image and an empty list are all nothing. */
function comparable(value: unknown, html: boolean): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") {
    if (html) return htmlIsEmpty(value) ? "" : htmlBlocks(value).map(blockKey).join("");
    return value.trim() === "" ? "" : value;
  }
  if (Array.isArray(value) && value.length === 0) return "";
  return canonicalJson(value);
}

/** A block as compared: its markup with the spacing around and inside tags ignored. */
function blockKey(block: string): string {
  return block
    .replace(/\s+/g, " ")
    .replace(/\s*(<[^>]*>)\s*/g, "$1")
    .trim();
}

/** A list entry as compared: without its place in the list (its `order`). */
function itemKey(item: string): string {
  const { order: _order, ...rest } = JSON.parse(item) as Values;
  return canonicalJson(rest);
}

/** Words and the spaces between them, each a token: joined back, the text is as it was written. */
function wordsOf(text: string): string[] {
  return text.match(/\s+|\S+/g) ?? [];
}

/** Text when all three sides are text, lists when all are lists; anything else (yes/no, ids, an image or none) whole. */
function formatOf(values: readonly unknown[], html: boolean): MergeFormat {
  if (values.every((value) => typeof value === "string")) return html ? "blocks" : "words";
  if (values.every((value) => Array.isArray(value))) return "items";
  return "whole";
}

function tokensOf(value: unknown, format: MergeFormat): string[] {
  switch (format) {
    case "words":
      return wordsOf(typeof value === "string" ? value : "");
    case "blocks":
      return typeof value === "string" && !htmlIsEmpty(value) ? htmlBlocks(value) : [];
    case "items":
      return Array.isArray(value) ? value.map((item) => JSON.stringify(item)) : [];
    default:
      return [JSON.stringify(value ?? null)];
  }
}

const keyOf: Record<MergeFormat, (token: string) => string> = {
  words: (token) => token,
  blocks: blockKey,
  items: (token) => (token.startsWith("{") ? itemKey(token) : token),
  whole: (token) => token,
};

/** The fields of the draft to offer against the item as saved now, each merged with it. */
export function mergeDraft<T extends object>(
  base: Partial<T> | null | undefined,
  draft: Partial<T>,
  current: T,
  { html = [], linked = {}, skip = [] }: DraftMergeOptions = {},
): FieldMerge[] {
  const followers = new Set(Object.values(linked));
  const value = (values: Partial<T> | T, field: string): unknown => {
    const own = (values as Values)[field];
    const follower = linked[field];
    return follower ? [own ?? null, (values as Values)[follower] ?? null] : own;
  };
  const merges: FieldMerge[] = [];
  for (const field of Object.keys(current)) {
    if (skip.includes(field) || followers.has(field) || !(field in draft)) continue;
    const isHtml = html.includes(field);
    const whole = field in linked;
    const [mine, theirs] = [value(draft, field), value(current, field)];
    const old = base ? value(base, field) : undefined;
    const same = (a: unknown, b: unknown) => comparable(a, isHtml) === comparable(b, isHtml);
    // Nothing the draft would change, or nothing of the draft's own.
    if (same(mine, theirs) || (base && same(mine, old))) continue;
    const format = whole ? "whole" : formatOf(base ? [old, mine, theirs] : [mine, theirs], isHtml);
    const tokens = (of: unknown) => tokensOf(of, format);
    if (!base) {
      const conflict = { base: [], mine: tokens(mine), theirs: tokens(theirs) };
      merges.push({ field, outcome: "conflict", format, chunks: [{ conflict }] });
      continue;
    }
    if (same(theirs, old)) {
      merges.push({ field, outcome: "draft", format, chunks: [{ ok: tokens(mine) }] });
      continue;
    }
    let chunks =
      format === "whole"
        ? [{ conflict: { base: tokens(old), mine: tokens(mine), theirs: tokens(theirs) } }]
        : merge3(tokens(old), tokens(mine), tokens(theirs), keyOf[format]);
    // Blocks put together must still nest (a list opened and closed once): else the whole body is the choice.
    if (format === "blocks" && !chunks.some((chunk) => "conflict" in chunk) && !blocksNest(okTokens(chunks))) {
      chunks = [{ conflict: { base: tokens(old), mine: tokens(mine), theirs: tokens(theirs) } }];
    }
    const outcome = chunks.some((chunk) => "conflict" in chunk) ? "conflict" : "merged";
    merges.push({ field, outcome, format, chunks });
  }
  return merges;
}

function okTokens(chunks: readonly MergeChunk<string>[]): string[] {
  return chunks.flatMap((chunk) => ("ok" in chunk ? chunk.ok : []));
}

/** The conflicts of a merged field, in order. */
export function conflictsOf(merge: FieldMerge) {
  return merge.chunks.flatMap((chunk) => ("conflict" in chunk ? [chunk.conflict] : []));
}

/** Whether keeping both sides of a conflict (theirs, then mine) makes sense: text, and blocks that nest on their own. */
export function canKeepBoth(merge: FieldMerge, conflict: { mine: string[]; theirs: string[] }): boolean {
  if (merge.format === "whole") return false;
  if (merge.format === "blocks") return blocksNest(conflict.mine) && blocksNest(conflict.theirs);
  return true;
}

function valueFrom(tokens: readonly string[], format: MergeFormat): unknown {
  switch (format) {
    case "words":
    case "blocks":
      return tokens.join("");
    case "items": {
      const items = tokens.map((token) => JSON.parse(token) as unknown);
      // Entries numbered in the order they now stand, as the form numbers them.
      return items.map((item, index) =>
        item && typeof item === "object" && "order" in item ? { ...item, order: index + 1 } : item,
      );
    }
    default:
      return JSON.parse(tokens[0] ?? "null");
  }
}

/** A field's value with each of its conflicts decided (undecided ones keep the saved side). */
export function resolveField(merge: FieldMerge, choices: readonly (MergeChoice | undefined)[] = []): unknown {
  let index = 0;
  const tokens = merge.chunks.flatMap((chunk) => {
    if ("ok" in chunk) return chunk.ok;
    const choice = choices[index++] ?? "theirs";
    const { mine, theirs } = chunk.conflict;
    if (choice === "mine") return mine;
    if (choice === "both" && canKeepBoth(merge, chunk.conflict))
      return [...theirs, ...joinable(theirs, merge.format), ...mine];
    return theirs;
  });
  return valueFrom(tokens, merge.format);
}

/** Between two runs of words kept together, a space when the first does not end with one. */
function joinable(tokens: readonly string[], format: MergeFormat): string[] {
  const last = tokens[tokens.length - 1];
  return format === "words" && last !== undefined && !/\s$/.test(last) ? [" "] : [];
}

/** The choices made on a merge review: per field, taken or not, and each conflict's side. */
export interface MergeDecision {
  /** Fields left as saved (their tick removed). */
  skipped: readonly string[];
  /** Per field, the side chosen for each of its conflicts, in order. */
  choices: Readonly<Record<string, readonly (MergeChoice | undefined)[]>>;
}

/** The item as saved now with the draft merged in as decided. */
export function applyDraftMerge<T extends object>(
  current: T,
  merges: readonly FieldMerge[],
  { skipped, choices }: MergeDecision,
  { linked = {} }: Pick<DraftMergeOptions, "linked"> = {},
): T {
  const next = { ...current } as Values;
  for (const merge of merges) {
    if (skipped.includes(merge.field)) continue;
    const value = resolveField(merge, choices[merge.field]);
    const follower = linked[merge.field];
    if (follower && Array.isArray(value)) {
      next[merge.field] = value[0];
      next[follower] = value[1];
    } else {
      next[merge.field] = value;
    }
  }
  return next as T;
}

/** How many conflicts still wait for a choice. */
export function undecided(merges: readonly FieldMerge[], choices: MergeDecision["choices"]): number {
  return merges.reduce(
    (count, merge) => count + conflictsOf(merge).filter((_conflict, index) => !choices[merge.field]?.[index]).length,
    0,
  );
}

/** What a reader sees of a conflict's side: the text of words, each block's text (or that it is an image), each entry. */
export function readableTokens(format: MergeFormat, tokens: readonly string[]): { text: string; image: boolean }[] {
  switch (format) {
    case "words":
      return [{ text: tokens.join("").trim(), image: false }];
    case "blocks":
      return tokens
        .map((block) => ({ text: htmlToText(block), image: /<img\b/i.test(block) }))
        .filter((block) => block.text !== "" || block.image);
    case "items":
      return tokens.map((token) => ({ text: readableItem(JSON.parse(token)), image: false }));
    default:
      return [{ text: readableItem(JSON.parse(tokens[0] ?? "null")), image: false }];
  }
}

function readableItem(item: unknown): string {
  if (item === null || item === undefined) return "";
  if (typeof item === "boolean") return item ? "✓" : "–";
  if (Array.isArray(item)) return item.map(readableItem).join(" / ");
  if (typeof item === "object") {
    const { uid: _uid, id: _id, order: _order, ...entry } = item as Values;
    return Object.values(entry).map(String).join(" / ");
  }
  return String(item);
}

/** Up to `words` words of the text around a conflict of plain text: where it is. */
export function conflictContext(
  merge: FieldMerge,
  conflictIndex: number,
  words = 6,
): { before: string; after: string } {
  // Words and spaces are tokens of their own.
  const tokens = words * 2;
  if (merge.format !== "words") return { before: "", after: "" };
  let seen = -1;
  const at = merge.chunks.findIndex((chunk) => "conflict" in chunk && ++seen === conflictIndex);
  const beforeChunk = merge.chunks[at - 1];
  const afterChunk = merge.chunks[at + 1];
  const before = beforeChunk && "ok" in beforeChunk ? beforeChunk.ok.slice(-tokens).join("") : "";
  const after = afterChunk && "ok" in afterChunk ? afterChunk.ok.slice(0, tokens).join("") : "";
  return { before: before.trim(), after: after.trim() };
}
