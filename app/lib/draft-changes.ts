import { diffWords } from "diff";
import { htmlToText } from "./article-text";
import { canonicalJson } from "./editor-drafts";
import type { DiffPart } from "./revisions";

/** What an older draft would change in the item as saved now, field by field (issue 28.2). */

/** A word diff of two texts (the revisions screen's and the draft offer's). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    ...(part.added ? { added: true } : {}),
    ...(part.removed ? { removed: true } : {}),
  }));
}

/** The words of one side of a diff: the saved side without what was added, the draft's without what was removed. */
export function sideOf(parts: readonly DiffPart[], side: "before" | "after"): DiffPart[] {
  return parts.filter((part) => (side === "before" ? !part.added : !part.removed));
}

export interface DraftFieldOptions {
  /** Fields holding rich text: compared as their text. */
  html?: readonly string[];
  /** Fields that go with another (a product's department with its category): applied with it, listed only alone. */
  linked?: Readonly<Record<string, string>>;
  /** Fields never offered (form-only state). */
  skip?: readonly string[];
}

export interface DraftChange {
  field: string;
  parts: DiffPart[];
}

/** A form value as a reader compares it: text of HTML, lists one entry a line, yes/no as ✓/–. */
export function readableValue(value: unknown, html = false): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "✓" : "–";
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (typeof item !== "object" || item === null) return String(item);
        const { uid: _uid, id: _id, order: _order, ...entry } = item as Record<string, unknown>;
        return Object.values(entry).map(String).join(" / ");
      })
      .join("\n");
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return html ? htmlToText(text) : text;
}

/** The fields in which `draft` differs from `current`, each with a word diff from the saved value to the draft's. */
export function draftChanges<T extends object>(
  current: T,
  draft: Partial<T>,
  { html = [], linked = {}, skip = [] }: DraftFieldOptions = {},
): DraftChange[] {
  const differs = (field: string) =>
    field in draft &&
    canonicalJson((draft as Record<string, unknown>)[field]) !==
      canonicalJson((current as Record<string, unknown>)[field]);
  const changes: DraftChange[] = [];
  for (const field of Object.keys(current)) {
    if (skip.includes(field) || !differs(field)) continue;
    // A linked field shows through its partner when both changed.
    const partner = Object.entries(linked).find(([, follower]) => follower === field)?.[0];
    if (partner && differs(partner)) continue;
    const isHtml = html.includes(field);
    const before = readableValue((current as Record<string, unknown>)[field], isHtml);
    const after = readableValue((draft as Record<string, unknown>)[field], isHtml);
    changes.push({ field, parts: wordDiff(before, after) });
  }
  return changes;
}

/** The item as saved now with the chosen fields of the draft (and the fields linked to them). */
export function applyDraftFields<T extends object>(
  current: T,
  draft: Partial<T>,
  fields: readonly string[],
  { linked = {} }: Pick<DraftFieldOptions, "linked"> = {},
): T {
  const next = { ...current } as Record<string, unknown>;
  for (const field of fields) {
    for (const name of [field, linked[field]]) {
      if (name && name in draft) next[name] = (draft as Record<string, unknown>)[name];
    }
  }
  return next as T;
}
