/**
 * npm run bench:upload  (after `npm run build`)
 *
 * Uploads a ~48 MB JPEG through the admin's upload endpoint (the product form's 50 MB limit),
 * printing throughput and the server's resident memory before and during the upload, then
 * the bytes of the product card image renditions the public list serves.
 */
import sharp from "sharp";
import { rssMb, signInForBench, startBenchServer } from "./bench-server";

const PASSWORD = "bench-password-123";
const TARGET_MB = Number(process.env.BENCH_UPLOAD_MB ?? 48);

/** A photo-like noise JPEG of about the target size (noise does not compress). */
async function bigJpeg(targetBytes: number): Promise<Buffer> {
  let side = 2000;
  for (;;) {
    const image = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    if (Math.abs(image.length - targetBytes) < targetBytes * 0.08 || side > 12000) return image;
    side = Math.round(side * Math.sqrt(targetBytes / image.length));
  }
}

// Seed once, then measure a freshly started server on that data (steady state, not seeding's heap).
const env = { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: PASSWORD };
const seeding = await startBenchServer(env, { keepData: true });
await seeding.stop();
const server = await startBenchServer(env, { dataDir: seeding.dataDir });
try {
  const cookie = await signInForBench(server.url, "admin", PASSWORD);

  const jpeg = await bigJpeg(TARGET_MB * 1024 * 1024);
  const mb = jpeg.length / 1024 / 1024;
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "bench-photo.jpg");

  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${server.url}/admin/api/uploads?folder=products&max=50`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: server.url },
  });
  const body = (await response.json()) as { ok: boolean; image?: { url: string; width: number; height: number } };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!body.ok) throw new Error(`Upload refused: ${JSON.stringify(body)}`);

  console.log(`Upload of a ${mb.toFixed(1)} MB JPEG (${body.image?.width}×${body.image?.height}):`);
  console.log(`  ${seconds.toFixed(2)} s end to end (receive, check, re-encode without metadata, 4 WebP renditions)`);
  console.log(`  ${(mb / seconds).toFixed(1)} MB/s`);
  console.log(`  server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak during the upload`);

  const html = await (await fetch(`${server.url}/products`)).text();
  const srcset = html.match(/<img[^>]+srcSet="([^"]+)"/i)?.[1] ?? html.match(/<img[^>]+srcset="([^"]+)"/i)?.[1];
  if (srcset) {
    console.log("\nProduct card image on /products (first card), bytes per rendition:");
    for (const candidate of srcset.split(",")) {
      const [url, width] = candidate.trim().split(/\s+/);
      const bytes = (await (await fetch(new URL(url as string, server.url))).arrayBuffer()).byteLength;
      console.log(`  ${String(width).padEnd(6)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url}`);
    }
    console.log('  (sizes="(min-width: 1024px) 25vw, …": a 1440 px wide screen at 1x picks the 640w WebP)');
  }
} finally {
  await server.stop();
}
