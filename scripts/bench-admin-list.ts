/**
 * `npm run bench:admin-list [-- --products 10000 --requests 40]`: the admin product list with a
 * large category (2,341 products made one 8.4 MB page). Seeds N products (two
 * descriptions, features, specifications, an image address each: rows of about 2 KB, as the
 * import makes them) into one category of a throwaway PGlite, starts the built server on it,
 * signs in, and prints for the list's first page, a deep page and the department's 'all' list:
 * the bytes of the HTML document and of its `.data` (as sent, before gzip, and gzipped), and the
 * time to the last byte over loopback, p50 and p95 of `--requests` sequential requests after a
 * warm-up; and the same for a category of 5 products, the reference for the machine's pace in the
 * same run. Needs a build (made when missing or stale).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { openDatabase } from "../app/server/db/client.server";
import { setDatabase } from "../app/server/db/index.server";
import { productItems } from "../app/server/db/schema";
import { createCategory, createDepartment } from "../app/server/testing/factories";
import { buildIfNeeded } from "../edge/build-if-needed";
import { percentile, signInForBench, startBenchServer } from "./bench-server";

const { values } = parseArgs({ options: { products: { type: "string" }, requests: { type: "string" } } });
const count = Number(values.products ?? 10_000);
const requests = Number(values.requests ?? 40);
const password = "bench-password-1234";

buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-admin-list-"));

// Seeded here, then closed: PGlite admits one process per folder, and the server is the next.
// The server opens DATA_DIR/pgdata.
const handle = await openDatabase({ dataDir: path.join(dataDir, "pgdata") });
setDatabase(handle);
await handle.migrate();
const department = await createDepartment({ slug: "khoa-bench", displayOrder: 0 });
const category = await createCategory(department.id, { slug: "danh-muc-bench" });
const started = performance.now();
for (let from = 0; from < count; from += 500) {
  await handle.db.insert(productItems).values(
    Array.from({ length: Math.min(500, count - from) }, (_, k) => {
      const i = from + k + 1;
      return {
        categoryId: category.id,
        slug: `may-noi-soi-bench-${i}`,
        name: `Máy nội soi dạ dày Pentax EG-${2990 + i}`,
        nameEn: `Pentax EG-${2990 + i} gastroscope`,
        description: "Ống soi dạ dày độ phân giải cao, kênh sinh thiết 2,8 mm, tương thích EPK-i7010. ".repeat(4),
        descriptionEn: "High-definition gastroscope, 2.8 mm biopsy channel, works with the EPK-i7010. ".repeat(4),
        brands: ["Pentax Medical", "HOYA"],
        imageUrl: `/uploads/products/bench-${i}.jpg`,
        features: ["Hình ảnh HD+", "Đầu soi mảnh 9,8 mm", "Chống nước"].map((text, n) => ({
          id: `f${n}`,
          text,
          textEn: text,
          order: n + 1,
        })),
        specifications: ["Đường kính", "Chiều dài", "Kênh sinh thiết", "Góc nhìn"].map((key, n) => ({
          key,
          keyEn: key,
          value: `${n + 9},8 mm`,
          valueEn: `${n + 9}.8 mm`,
          order: n + 1,
        })),
        displayOrder: i,
        isFeatured: i % 50 === 0,
      };
    }),
  );
}
// A category of 5 products beside it: the same page at its smallest, for the machine's own pace.
const small = await createCategory(department.id, { slug: "danh-muc-nho", displayOrder: 1 });
await handle.db
  .insert(productItems)
  .values(
    [1, 2, 3, 4, 5].map((i) => ({ categoryId: small.id, slug: `nho-${i}`, name: `Nhỏ ${i}`, nameEn: `Small ${i}` })),
  );
console.log(`Seeded ${count} products into one category in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await handle.close();

const server = await startBenchServer({ ADMIN_PASSWORD: password, SEED_DEMO: "false" }, { dataDir });
try {
  const cookie = await signInForBench(server.url, "admin", password);
  const scope = `department=${department.id}&category=${category.id}`;
  const lastPage = Math.ceil(count / 50);
  const pages = [
    ["first page", `/admin/products?${scope}`],
    ["deep page", `/admin/products?${scope}&page=${Math.ceil(lastPage / 2)}`],
    ["'all' mode", `/admin/products?department=${department.id}`],
    ["5 products", `/admin/products?department=${department.id}&category=${small.id}`],
  ] as const;

  /** One request to the last byte: its time, its bytes as sent, and gzipped. */
  async function measure(address: string) {
    const at = performance.now();
    const response = await fetch(`${server.url}${address}`, {
      headers: { Cookie: cookie, "Accept-Encoding": "identity" },
    });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - at;
    if (!response.ok || response.redirected) throw new Error(`${address}: ${response.status} ${response.url}`);
    return { ms, bytes: body.length, gzip: gzipSync(body).length };
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\n${count} products in one category; ${requests} sequential requests each after 5 warm-up (load ${os.loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    `${"page".padEnd(12)} ${"kind".padEnd(6)} ${"bytes".padStart(10)} ${"gzipped".padStart(10)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`,
  );
  for (const [name, address] of pages) {
    const dataAddress = address.replace("/admin/products?", "/admin/products.data?");
    for (const [kind, target] of [
      ["HTML", address],
      [".data", dataAddress],
    ] as const) {
      for (let i = 0; i < 5; i++) await measure(target);
      const runs = [];
      for (let i = 0; i < requests; i++) runs.push(await measure(target));
      const times = runs.map((r) => r.ms).sort((a, b) => a - b);
      const last = runs.at(-1);
      console.log(
        `${name.padEnd(12)} ${kind.padEnd(6)} ${kb(last?.bytes ?? 0).padStart(10)} ${kb(last?.gzip ?? 0).padStart(10)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.95).toFixed(1).padStart(8)}`,
      );
    }
  }
} finally {
  await server.stop();
}
