/**
 * npm run bench:grid  (after `npm run build`)
 *
 * Uploads six 12-megapixel photos (three 4000×3000 landscapes, three 3000×4000 portraits,
 * generated) through the admin's upload endpoint, then asks the server to render them as one
 * 3+3 image grid (sharp, scale 2), printing the render time and the server's resident memory
 * (before and peak during the render), for the default style and for a heavy one.
 */
import sharp from "sharp";
import { defaultGridSettings, type GridRenderResponse, type GridSettings } from "../app/lib/image-grid/settings";
import { rssMb, signInForBench, startBenchServer } from "./bench-server";

const PASSWORD = "bench-password-123";
const RUNS = Number(process.env.BENCH_GRID_RUNS ?? 3);

/** A photo-like 12 MP JPEG: a colour field with grain (noise does not compress away). */
async function photo(width: number, height: number, colour: string): Promise<Buffer> {
  const grain = await sharp({
    create: { width, height, channels: 3, background: colour, noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .blur(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(grain.data, { raw: grain.info })
    .composite([{ input: { create: { width, height, channels: 4, background: `${colour}99` } } }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const env = { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: PASSWORD, SEED_DEMO: "false" };
const server = await startBenchServer(env);
try {
  const cookie = await signInForBench(server.url, "admin", PASSWORD);
  const headers = { Cookie: cookie, Origin: server.url };
  const fresh = rssMb(server.pid);

  const shapes = [
    [4000, 3000, "#3a6ea5"],
    [4000, 3000, "#c0392b"],
    [4000, 3000, "#27ae60"],
    [3000, 4000, "#8e44ad"],
    [3000, 4000, "#d35400"],
    [3000, 4000, "#16a085"],
  ] as const;
  const ids: number[] = [];
  let bytes = 0;
  for (const [i, [width, height, colour]] of shapes.entries()) {
    const jpeg = await photo(width, height, colour);
    bytes += jpeg.length;
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `photo-${i + 1}.jpg`);
    const response = await fetch(`${server.url}/admin/api/uploads?folder=news`, {
      method: "POST",
      body: form,
      headers,
    });
    const body = (await response.json()) as { ok: boolean; image?: { id: number } };
    if (!body.ok || !body.image) throw new Error(`Upload refused: ${JSON.stringify(body)}`);
    ids.push(body.image.id);
  }
  console.log(`Six 12 MP photos uploaded (${(bytes / 1024 / 1024).toFixed(1)} MB of JPEG in all).`);
  console.log(`Server RSS: ${fresh.toFixed(0)} MB after start, ${rssMb(server.pid).toFixed(0)} MB after the uploads.`);

  const plain: GridSettings = { ...defaultGridSettings(), template: "3landscapes-3portraits" };
  const heavy: GridSettings = {
    ...plain,
    caption: "Phòng chụp mới của khoa chẩn đoán hình ảnh: ắ ệ ữ Đ",
    style: { ...plain.style, shadow: "xl", border: "dashed", borderColor: "#0433c8", borderWidth: 2, borderRadius: 12 },
  };

  for (const [label, settings] of [
    ["default style (radius 4, cover, no border, no shadow)", plain],
    ["heavy style (dashed border, radius 12, xl shadow, caption)", heavy],
  ] as const) {
    const times: number[] = [];
    let peakAll = 0;
    let before = 0;
    let result: GridRenderResponse | null = null;
    for (let run = 0; run < RUNS; run++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      before = rssMb(server.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(server.pid));
      }, 10);
      const started = performance.now();
      const response = await fetch(`${server.url}/admin/api/image-grid`, {
        method: "POST",
        body: JSON.stringify({ settings, imageIds: ids }),
        headers: { ...headers, "Content-Type": "application/json" },
      });
      result = (await response.json()) as GridRenderResponse;
      times.push((performance.now() - started) / 1000);
      clearInterval(sampler);
      peakAll = Math.max(peakAll, peak);
      if (!result.ok) throw new Error(`Render refused: ${JSON.stringify(result)}`);
    }
    const image = result?.ok ? result.image : null;
    times.sort((a, b) => a - b);
    console.log(`\nGrid 3 landscape + 3 portrait, ${label}:`);
    console.log(`  output ${image?.width}×${image?.height} PNG, ${((image?.size ?? 0) / 1024 / 1024).toFixed(2)} MB`);
    console.log(
      `  render time over ${RUNS} runs: median ${times[Math.floor(times.length / 2)]?.toFixed(2)} s, ` +
        `min ${times[0]?.toFixed(2)} s, max ${times.at(-1)?.toFixed(2)} s (request to stored PNG and media row)`,
    );
    console.log(
      `  server RSS: ${before.toFixed(0)} MB before the last run, ${peakAll.toFixed(0)} MB peak while rendering`,
    );
  }
} finally {
  await server.stop();
}
