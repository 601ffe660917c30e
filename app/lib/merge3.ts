import { diffIndices } from "node-diff3";

/**
 * A three-way merge of token sequences: what the draft ("mine") and the version saved
 * since ("theirs") each changed in the version the draft was typed over ("base"), put together.
 * The longest common subsequences come from node-diff3; tokens are compared by `key` (a block's
 * markup with its spacing ignored, say) and the outcome keeps the tokens as they were written.
 *
 * Unlike diff3's regions, changes that only touch (one side changed a paragraph, the other the
 * next one) are not a conflict: only changes that overlap, or two insertions at one place, are.
 */

export type MergeChunk<T> = { ok: T[] } | { conflict: { base: T[]; mine: T[]; theirs: T[] } };

interface Hunk {
  side: "mine" | "theirs";
  baseStart: number;
  baseEnd: number;
  start: number;
  end: number;
}

function hunksOf(side: Hunk["side"], base: readonly string[], other: readonly string[]): Hunk[] {
  return diffIndices(base as string[], other as string[]).map((hunk) => ({
    side,
    baseStart: hunk.buffer1[0],
    baseEnd: hunk.buffer1[0] + hunk.buffer1[1],
    start: hunk.buffer2[0],
    end: hunk.buffer2[0] + hunk.buffer2[1],
  }));
}

/** Whether a change meets a region of changes: ranges overlap, or two insertions share a place. */
function meets(region: { start: number; end: number }, hunk: Hunk): boolean {
  if (hunk.baseStart === hunk.baseEnd && region.start === region.end) return hunk.baseStart === region.start;
  if (hunk.baseStart === hunk.baseEnd) return region.start < hunk.baseStart && hunk.baseStart < region.end;
  if (region.start === region.end) return hunk.baseStart < region.start && region.start < hunk.baseEnd;
  return hunk.baseStart < region.end && region.start < hunk.baseEnd;
}

/** One side's tokens over a region of the base, from its changes in it and the base around them. */
function sideSpan(hunks: readonly Hunk[], start: number, end: number): [number, number] {
  const first = hunks[0] as Hunk;
  const last = hunks[hunks.length - 1] as Hunk;
  return [first.start - (first.baseStart - start), last.end + (end - last.baseEnd)];
}

export function merge3<T>(base: readonly T[], mine: readonly T[], theirs: readonly T[], key: (token: T) => string) {
  const [baseKeys, mineKeys, theirKeys] = [base, mine, theirs].map((tokens) => tokens.map(key)) as [
    string[],
    string[],
    string[],
  ];
  const hunks = [...hunksOf("mine", baseKeys, mineKeys), ...hunksOf("theirs", baseKeys, theirKeys)].sort(
    (a, b) => a.baseStart - b.baseStart || a.baseEnd - b.baseEnd,
  );
  const chunks: MergeChunk<T>[] = [];
  const ok = (tokens: readonly T[]) => {
    if (tokens.length === 0) return;
    const last = chunks[chunks.length - 1];
    if (last && "ok" in last) last.ok.push(...tokens);
    else chunks.push({ ok: [...tokens] });
  };
  let at = 0;
  while (hunks.length > 0) {
    const region = [hunks.shift() as Hunk];
    let start = region[0]?.baseStart as number;
    let end = region[0]?.baseEnd as number;
    while (hunks.length > 0 && meets({ start, end }, hunks[0] as Hunk)) {
      const next = hunks.shift() as Hunk;
      region.push(next);
      start = Math.min(start, next.baseStart);
      end = Math.max(end, next.baseEnd);
    }
    ok(base.slice(at, start));
    at = end;
    const mineHunks = region.filter((hunk) => hunk.side === "mine");
    const theirHunks = region.filter((hunk) => hunk.side === "theirs");
    if (theirHunks.length === 0 || mineHunks.length === 0) {
      const hunk = region[0] as Hunk;
      ok((hunk.side === "mine" ? mine : theirs).slice(hunk.start, hunk.end));
      continue;
    }
    const [mineStart, mineEnd] = sideSpan(mineHunks, start, end);
    const [theirStart, theirEnd] = sideSpan(theirHunks, start, end);
    const conflict = {
      base: base.slice(start, end),
      mine: mine.slice(mineStart, mineEnd),
      theirs: theirs.slice(theirStart, theirEnd),
    };
    // Both sides made the same change: nothing to choose.
    const same =
      mineKeys.slice(mineStart, mineEnd).join("\u0000") === theirKeys.slice(theirStart, theirEnd).join("\u0000");
    if (same) ok(conflict.mine);
    else chunks.push({ conflict });
  }
  ok(base.slice(at));
  return chunks;
}
