/**
 * npm run bench:import [-- --rows 10000]
 *
 * The product import on a large file, in a throwaway PGlite (or on DATABASE_URL, into a scratch
 * database you point it at): a CSV and an XLSX of N generated products (3 features, 5
 * specifications, both languages each), their dry runs, the import into an empty catalogue
 * (all created), the same file again (all unchanged: nothing written), a file that changes every
 * name (all updated), and the export. Prints milliseconds.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { SheetCells } from "../app/lib/product-sheet";
import { openDatabase } from "../app/server/db/client.server";
import { setDatabase } from "../app/server/db/index.server";
import { exportProducts, importProductFile } from "../app/server/product-import.server";
import { writeProductSheet } from "../app/server/product-sheet.server";
import { setStorage } from "../app/server/storage/index.server";
import { createLocalStorage } from "../app/server/storage/local.server";
import { createCategory, createDepartment } from "../app/server/testing/factories";

const { values } = parseArgs({ options: { rows: { type: "string" } } });
const count = Number(values.rows ?? 10_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
const handle = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: path.join(dir, "pgdata") },
);
setDatabase(handle);
setStorage(createLocalStorage(path.join(dir, "uploads")));
await handle.migrate();

const department = await createDepartment({ slug: "khoa-bench" });
const categories = await Promise.all(
  [1, 2, 3, 4].map((n) => createCategory(department.id, { slug: `danh-muc-bench-${n}` })),
);

const rows: SheetCells[] = Array.from({ length: count }, (_, i) => ({
  slug: `thiet-bi-bench-${i + 1}`,
  name: `Máy nội soi dạ dày Pentax EG-${2990 + i}`,
  name_en: `Pentax EG-${2990 + i} gastroscope`,
  category: `khoa-bench/${categories[i % categories.length]?.slug}`,
  description: "Ống soi dạ dày độ phân giải cao, kênh sinh thiết 2,8 mm, tương thích bộ xử lý EPK-i7010. ".repeat(3),
  description_en: "High-definition gastroscope, 2.8 mm biopsy channel, works with the EPK-i7010 processor. ".repeat(3),
  brands: "Pentax Medical\nHOYA",
  features: "Hình ảnh HD+\nĐầu soi mảnh 9,8 mm\nChống nước toàn phần",
  features_en: "HD+ images\nSlim 9.8 mm tip\nFully immersible",
  specifications:
    "Đường kính: 9,8 mm\nChiều dài làm việc: 1050 mm\nKênh sinh thiết: 2,8 mm\nGóc nhìn: 140°\nTrọng lượng: 0,9 kg",
  specifications_en:
    "Diameter: 9.8 mm\nWorking length: 1050 mm\nBiopsy channel: 2.8 mm\nField of view: 140°\nWeight: 0.9 kg",
  image: "",
  gallery: "",
  gallery_alt: "",
  gallery_alt_en: "",
  risk_class: "B",
  circulation_number: `2300${i}ĐKLH/BYT-HTTB`,
  country_of_origin: "Nhật Bản",
  country_of_origin_en: "Japan",
  display_order: i,
  is_active: 1,
  is_featured: i % 50 === 0 ? 1 : 0,
}));

async function time<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  const detail = typeof result === "object" && result && "message" in result ? `  ${String(result.message)}` : "";
  console.log(`${label.padEnd(34)} ${(performance.now() - started).toFixed(0).padStart(7)} ms${detail}`);
  return result;
}

console.log(`${handle.kind}: ${count} products`);
const csv = await time("write CSV", () => writeProductSheet(rows, "csv"));
const xlsx = await time("write XLSX", () => writeProductSheet(rows, "xlsx"));
console.log(`CSV ${(csv.length / 1024 / 1024).toFixed(1)} MB, XLSX ${(xlsx.length / 1024 / 1024).toFixed(1)} MB`);
const options = { adminId: null };
await time("dry run, CSV", () => importProductFile({ name: "a.csv", bytes: csv }, { ...options, dryRun: true }));
await time("dry run, XLSX", () => importProductFile({ name: "a.xlsx", bytes: xlsx }, { ...options, dryRun: true }));
await time("import CSV, empty catalogue", () =>
  importProductFile({ name: "a.csv", bytes: csv }, { ...options, dryRun: false }),
);
await time("the same XLSX again (all unchanged)", () =>
  importProductFile({ name: "a.xlsx", bytes: xlsx }, { ...options, dryRun: false }),
);
const renamed = await writeProductSheet(
  rows.map((row) => ({ ...row, name: `${row.name} (2)` })),
  "csv",
);
await time("every name changed (all updates)", () =>
  importProductFile({ name: "b.csv", bytes: renamed }, { ...options, dryRun: false }),
);
await time("export CSV", () => exportProducts("csv"));
await time("export XLSX", () => exportProducts("xlsx"));

await handle.close();
fs.rmSync(dir, { recursive: true, force: true });
