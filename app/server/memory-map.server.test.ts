import { describe, expect, it } from "vitest";
import { classifyMappings, parseSmaps, readMemoryMap } from "./memory-map.server";

/** One smaps entry in the kernel's layout (only the lines the classifier reads matter). */
const entry = (start: bigint, sizeKb: number, perms: string, path: string, rssKb: number) =>
  `${start.toString(16)}-${(start + BigInt(sizeKb) * 1024n).toString(16)} ${perms} 00000000 00:00 0          ${path}\nSize: ${sizeKb} kB\nRss: ${rssKb} kB\nPss: ${rssKb} kB\n`;

const GB = 1024 * 1024;
const base = 0x7f0000000000n;

describe("classifyMappings", () => {
  it("tells WASM memories, malloc arenas, files and the rest apart, adding up to RSS", () => {
    const smaps = [
      entry(0x400000n, 8192, "r-xp", "/usr/bin/node", 6144),
      entry(0x3000000n, 4096, "rw-p", "[heap]", 3072),
      // a WASM memory: 128 MB grown, followed by its guard reservation (10 GB in all)
      entry(base, 131072, "rw-p", "", 51200),
      entry(base + 131072n * 1024n, 10 * GB - 131072, "---p", "", 0),
      // a malloc arena: 64 MB aligned to 64 MB, partly writable
      entry(base + 0x400000000n, 20480, "rw-p", "", 10240),
      entry(base + 0x400000000n + 20480n * 1024n, 65536 - 20480, "---p", "", 0),
      // anything else anonymous (a V8 page)
      entry(base + 0x500000000n + 4096n, 256, "rw-p", "", 256),
    ].join("");
    const map = classifyMappings(parseSmaps(smaps));
    expect(map).toEqual({
      rssMb: 69,
      wasmMb: 50,
      wasmCommittedMb: 128,
      mallocArenasMb: 13,
      mallocHeaps: 2,
      filesMb: 6,
      otherAnonymousMb: 0,
    });
  });

  it("reads this process's own map on Linux", () => {
    const map = readMemoryMap();
    if (process.platform !== "linux") return expect(map).toBeNull();
    expect(map?.rssMb).toBeGreaterThan(0);
    expect(map?.filesMb).toBeGreaterThan(0);
  });
});
