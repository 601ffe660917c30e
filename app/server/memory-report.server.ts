/**
 * The memory breakdown an operator asks for with `kill -USR2 <pid>` (edge/main.ts logs it):
 * the kernel's map of resident memory (memory-map.server.ts) beside what each part reports of
 * itself: V8's heaps, PGlite's WASM memory, libvips' operation cache.
 */
import sharp from "sharp";
import { getDatabaseHandle } from "./db/index.server";
import { type MemoryMap, readMemoryMap } from "./memory-map.server";

export interface MemoryReport {
  map: MemoryMap | null;
  /** The main thread's V8 heap, and the Buffers/ArrayBuffers held outside it. */
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** The database thread's V8 heap and PGlite's WASM memory (PGlite only). */
  database: { heapUsedMb: number; heapTotalMb: number; wasmMb: number } | null;
  /** libvips' operation cache (off: see image-queue.server.ts). */
  sharpCacheMb: number;
  mallocArenaMax: string | null;
}

const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function memoryReport(): Promise<MemoryReport> {
  const usage = process.memoryUsage();
  const database = await getDatabaseHandle()
    .memory?.()
    .catch(() => null);
  return {
    map: readMemoryMap(),
    heapUsedMb: toMb(usage.heapUsed),
    heapTotalMb: toMb(usage.heapTotal),
    externalMb: toMb(usage.external),
    arrayBuffersMb: toMb(usage.arrayBuffers),
    database: database ?? null,
    sharpCacheMb: Math.round(sharp.cache().memory.current),
    mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? null,
  };
}
