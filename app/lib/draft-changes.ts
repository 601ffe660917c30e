import { diffWords } from "diff";
import type { DiffPart } from "./revisions";

/** A word diff of two texts (the revisions screen's). An older draft is merged instead (draft-merge.ts). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    ...(part.added ? { added: true } : {}),
    ...(part.removed ? { removed: true } : {}),
  }));
}
