/**
 * Where the process's resident memory is, from /proc/self/smaps (Linux): the kernel's own
 * account, so the parts add up to RSS. The kinds are told apart by the shape of their mappings,
 * since no API names them:
 * - WebAssembly memories (PGlite's, undici's llhttp) are a read-write mapping followed by a
 *   reserved one, 8–10 GB together (V8's guard regions);
 * - glibc's per-thread malloc arenas are 64 MB reservations aligned to 64 MB, and `[heap]` is the
 *   main arena;
 * - files are code and data mapped from disk (node itself, libvips, fonts);
 * - everything else anonymous is V8's heaps, large malloc blocks (Buffers, libvips' pixels) and stacks.
 */
import fs from "node:fs";

export interface MemoryMap {
  rssMb: number;
  /** Resident pages of WebAssembly memories, and what they have grown to (committed). */
  wasmMb: number;
  wasmCommittedMb: number;
  /** glibc malloc: the main arena ([heap]) and the per-thread arenas. */
  mallocArenasMb: number;
  /** How many 64 MB heaps they use ([heap] counted as one): an arena grows by adding heaps. */
  mallocHeaps: number;
  /** Mapped files: node's own code, libvips and the other shared libraries. */
  filesMb: number;
  /** V8's heaps, big malloc blocks, thread stacks. */
  otherAnonymousMb: number;
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  path: string;
  rssKb: number;
}

const ARENA_BYTES = 64n * 1024n * 1024n;
const WASM_RESERVATION_BYTES = 8n * 1024n * 1024n * 1024n;
const mb = (kb: number) => Math.round(kb / 1024);

export function parseSmaps(text: string): Mapping[] {
  const mappings: Mapping[] = [];
  for (const line of text.split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3] as string,
        path: header[4] ?? "",
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = mappings.at(-1);
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  return mappings;
}

export function classifyMappings(mappings: Mapping[]): MemoryMap {
  const kb = { wasm: 0, wasmCommitted: 0, arenas: 0, files: 0, other: 0, total: 0 };
  let arenaCount = 0;
  for (const [index, m] of mappings.entries()) {
    kb.total += m.rssKb;
    const next = mappings[index + 1];
    const reservedAfter = next && next.start === m.end && next.perms === "---p" && next.path === "" ? next : null;
    const span = reservedAfter ? reservedAfter.end - m.start : m.end - m.start;
    if (m.path === "[heap]") {
      kb.arenas += m.rssKb;
      arenaCount++;
    } else if (m.path.startsWith("/")) {
      kb.files += m.rssKb;
    } else if (m.path === "" && m.perms === "rw-p" && span >= WASM_RESERVATION_BYTES) {
      kb.wasm += m.rssKb;
      kb.wasmCommitted += Number((m.end - m.start) / 1024n);
    } else if (m.path === "" && m.perms === "rw-p" && m.start % ARENA_BYTES === 0n && span === ARENA_BYTES) {
      kb.arenas += m.rssKb;
      arenaCount++;
    } else {
      kb.other += m.rssKb;
    }
  }
  return {
    rssMb: mb(kb.total),
    wasmMb: mb(kb.wasm),
    wasmCommittedMb: mb(kb.wasmCommitted),
    mallocArenasMb: mb(kb.arenas),
    mallocHeaps: arenaCount,
    filesMb: mb(kb.files),
    otherAnonymousMb: mb(kb.other),
  };
}

/** This process's memory map (or another's, for benchmarks); null off Linux. */
export function readMemoryMap(pid: number | "self" = "self"): MemoryMap | null {
  try {
    return classifyMappings(parseSmaps(fs.readFileSync(`/proc/${pid}/smaps`, "utf8")));
  } catch {
    return null;
  }
}
