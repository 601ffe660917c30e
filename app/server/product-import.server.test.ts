import type dns from "node:dns";
import http from "node:http";
import type { AddressInfo } from "node:net";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SHEET_COLUMNS, type SheetCells } from "~/lib/product-sheet";
import { db } from "./db/index.server";
import { media, productItems } from "./db/schema";
import { storeRasterImage } from "./images.server";
import { exportProducts, importProductFile } from "./product-import.server";
import { readProductSheet, writeProductSheet } from "./product-sheet.server";
import { downloadImage, isBlockedAddress } from "./remote-image.server";
import { deleteProduct } from "./services/products-admin.server";
import { listProductsForExport } from "./services/products-transfer.server";
import { findProductRedirect } from "./services/redirects.server";
import { setupTestDatabase } from "./testing/database";
import { createCategory, createDepartment, createProduct } from "./testing/factories";

setupTestDatabase();

const categoryRef = "noi-soi/may-noi-soi";
const otherRef = "noi-soi/phu-kien";
let categoryId = 0;
let otherId = 0;

beforeAll(async () => {
  const department = await createDepartment({ slug: "noi-soi" });
  const category = await createCategory(department.id, { slug: "may-noi-soi", displayOrder: 1 });
  const other = await createCategory(department.id, { slug: "phu-kien", displayOrder: 2, isActive: false });
  categoryId = category.id;
  otherId = other.id;
});

beforeEach(async () => {
  await db().delete(productItems);
});

const countProducts = async () => (await db().select({ id: productItems.id }).from(productItems)).length;

function cells(n: number, values: Partial<SheetCells> = {}): SheetCells {
  return {
    slug: `may-${n}`,
    name: `Máy nội soi số ${n}`,
    name_en: `Endoscope ${n}`,
    category: categoryRef,
    description: "Mô tả",
    description_en: "Description",
    brands: "Pentax Medical",
    features: "Độ phân giải cao",
    features_en: "High resolution",
    specifications: "Trọng lượng: 2 kg",
    specifications_en: "Weight: 2 kg",
    image: "",
    gallery: "",
    gallery_alt: "",
    gallery_alt_en: "",
    risk_class: "",
    circulation_number: "",
    country_of_origin: "",
    country_of_origin_en: "",
    display_order: n,
    is_active: 1,
    is_featured: 0,
    ...values,
  };
}

const csvFile = async (rows: SheetCells[]) => ({ name: "products.csv", bytes: await writeProductSheet(rows, "csv") });

describe("reading files", () => {
  it("reads a CSV with a BOM, quoted multi-line cells, ';' separators, and keeps every cell as text", async () => {
    const text =
      '\uFEFFslug;name;category;brands;display_order\r\nmay-1;"Máy; nội soi";noi-soi/may-noi-soi;"Pentax\nOlympus";007\r\n';
    const sheet = await readProductSheet(Buffer.from(text, "utf8"), "csv");
    expect(sheet.problems).toEqual([]);
    expect(sheet.rows).toEqual([
      {
        row: 2,
        cells: {
          slug: "may-1",
          name: "Máy; nội soi",
          category: "noi-soi/may-noi-soi",
          brands: "Pentax\nOlympus",
          display_order: "007",
        },
      },
    ]);
  });

  it("reads an XLSX written by Excel-like tools: numbers, rich text, a formula's result", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Sheet1");
    sheet.addRow(["slug", "name", "category", "brands", "display_order", "is_active"]);
    sheet.addRow([
      "may-2",
      { richText: [{ text: "Máy " }, { text: "siêu âm", font: { bold: true } }] },
      categoryRef,
      "GE",
      { formula: "1+2", result: 3 },
      true,
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readProductSheet(bytes, "xlsx");
    expect(read.rows[0]?.cells).toEqual({
      slug: "may-2",
      name: "Máy siêu âm",
      category: categoryRef,
      brands: "GE",
      display_order: "3",
      is_active: "true",
    });
    const result = await importProductFile({ name: "a.xlsx", bytes }, { dryRun: false, adminId: null });
    expect(result).toMatchObject({ ok: true, created: 1, updated: 0 });
  });

  it("names missing, unknown and repeated columns of the header", async () => {
    const bytes = Buffer.from("slug,name,nme,name\nx,y,z,w\n", "utf8");
    const result = await importProductFile({ name: "a.csv", bytes }, { dryRun: true, adminId: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [1, 3, "Cột không xác định “nme”"],
      [1, 4, "Cột “name” xuất hiện hai lần"],
      [1, 0, "Thiếu cột bắt buộc “category”"],
      [1, 0, "Thiếu cột bắt buộc “brands”"],
    ]);
  });

  it("refuses other kinds of file and unreadable ones", async () => {
    expect(
      await importProductFile({ name: "a.xls", bytes: Buffer.from("x") }, { dryRun: true, adminId: null }),
    ).toMatchObject({
      ok: false,
      message: "Chỉ nhận file .csv hoặc .xlsx",
    });
    expect(
      await importProductFile({ name: "a.xlsx", bytes: Buffer.from("not a zip") }, { dryRun: true, adminId: null }),
    ).toMatchObject({ ok: false });
  });
});

describe("a 1,000-row file with 3 bad rows", () => {
  const rows = Array.from({ length: 1000 }, (_, i) => cells(i + 1));
  rows[99] = cells(100, { name: "" }); // file row 101
  rows[499] = cells(500, { category: "noi-soi/khong-co" }); // file row 501
  rows[899] = cells(900, { display_order: "abc" }); // file row 901

  it("the dry run reports exactly those 3, with row and column, and writes nothing", async () => {
    const result = await importProductFile(await csvFile(rows), { dryRun: true, adminId: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const column = (name: string) => SHEET_COLUMNS.indexOf(name as never) + 1;
    expect(result.problems).toEqual([
      { row: 101, column: column("name"), columnName: "name", message: "Tên sản phẩm là bắt buộc" },
      {
        row: 501,
        column: column("category"),
        columnName: "category",
        message: "Không tìm thấy danh mục “noi-soi/khong-co”",
      },
      { row: 901, column: column("display_order"), columnName: "display_order", message: "Phải là số nguyên" },
    ]);
    expect(result.message).toBe("Có 3 lỗi trong 3 dòng. Không có gì được lưu. Hãy sửa file rồi kiểm tra lại.");
    expect(await countProducts()).toBe(0);
  });

  it("the real import refuses as a whole and writes nothing", async () => {
    const result = await importProductFile(await csvFile(rows), { dryRun: false, adminId: null });
    expect(result).toMatchObject({ ok: false, message: "Đã hủy nhập: có 3 lỗi. Không có gì được lưu." });
    expect(await countProducts()).toBe(0);
  });

  it("fixed, it creates 1,000 products in one go, and a second import updates them by slug", async () => {
    const fixed = Array.from({ length: 1000 }, (_, i) => cells(i + 1));
    const dry = await importProductFile(await csvFile(fixed), { dryRun: true, adminId: null });
    expect(dry).toMatchObject({ ok: true, dryRun: true, created: 1000, updated: 0 });
    expect(await countProducts()).toBe(0);
    expect(await importProductFile(await csvFile(fixed), { dryRun: false, adminId: null })).toMatchObject({
      ok: true,
      created: 1000,
      updated: 0,
      message: "Đã nhập xong: tạo mới 1000, cập nhật 0 sản phẩm.",
    });
    fixed[0] = cells(1, { name: "Máy đổi tên" });
    expect(await importProductFile(await csvFile(fixed), { dryRun: false, adminId: null })).toMatchObject({
      ok: true,
      created: 0,
      updated: 1,
      unchanged: 999,
      message: "Đã nhập xong: tạo mới 0, cập nhật 1 sản phẩm (999 không đổi).",
    });
    const [first] = (await listProductsForExport()).filter((p) => p.product.slug === "may-1");
    expect(first?.product.name).toBe("Máy đổi tên");
  });
});

describe("rules", () => {
  it("applies the product form's rules: slug pattern, lengths, brands, feature and specification formats", async () => {
    const result = await importProductFile(
      await csvFile([
        cells(1, { slug: "Có Dấu" }),
        cells(2, { brands: "" }),
        cells(3, { name_en: "x".repeat(201) }),
        cells(4, { specifications: "Không có dấu hai chấm" }),
        cells(5, { features: "A", features_en: "A\nB" }),
        cells(6, { is_featured: "maybe" }),
        cells(7, { slug: "may-2" }),
        cells(8, { image: "/uploads/products/khong-co.jpg" }),
        cells(9, { image: "ftp://example.com/a.jpg" }),
        cells(10, { country_of_origin: "x".repeat(101) }),
      ]),
      { dryRun: true, adminId: null },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.row, p.columnName, p.message])).toEqual([
      [2, "slug", "Slug chỉ được chứa chữ thường, số và dấu gạch ngang"],
      [3, "brands", "Ít nhất một thương hiệu là bắt buộc"],
      [4, "name_en", "Nội dung quá dài"],
      [5, "specifications", "Dòng 1 của ô thiếu dấu hai chấm (dạng “thông số: giá trị”)"],
      [6, "features_en", "Nhiều dòng hơn cột tiếng Việt (1)"],
      [7, "is_featured", "Phải là 1 hoặc 0"],
      [8, "slug", "Slug trùng với dòng 3"],
      [9, "image", "Ảnh /uploads/... này không có trong thư viện ảnh"],
      [10, "image", "URL không hợp lệ"],
      [11, "country_of_origin", "Nội dung quá dài"],
    ]);
  });

  it("an update keeps the fields whose columns the file leaves out", async () => {
    await createProduct(categoryId, { slug: "giu-nguyen", description: "Mô tả cũ", brands: ["Olympus"] });
    const bytes = Buffer.from(`slug,name,category,brands\ngiu-nguyen,Tên mới,${otherRef},Olympus\n`, "utf8");
    expect(await importProductFile({ name: "a.csv", bytes }, { dryRun: false, adminId: null })).toMatchObject({
      ok: true,
      updated: 1,
    });
    const [row] = await listProductsForExport();
    expect(row?.product).toMatchObject({ name: "Tên mới", description: "Mô tả cũ", categoryId: otherId });
  });
});

describe("addresses", () => {
  it("a created product takes back the address of a deleted one (its 410 is dropped)", async () => {
    const old = await createProduct(categoryId, { slug: "may-cu" });
    await deleteProduct(old.id);
    expect(await findProductRedirect("may-cu")).toEqual({ gone: true });
    const result = await importProductFile(await csvFile([cells(1, { slug: "may-cu" })]), {
      dryRun: false,
      adminId: null,
    });
    expect(result).toMatchObject({ ok: true, created: 1 });
    expect(await findProductRedirect("may-cu")).toBeNull();
  });
});

describe("images by address", () => {
  let server: http.Server;
  let base = "";
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0433c8" } })
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      if (req.url === "/a.png") res.writeHead(200, { "content-type": "image/png" }).end(png);
      else if (req.url === "/slow.png") setTimeout(() => res.writeHead(200).end(png), 2000);
      else if (req.url === "/text.png") res.writeHead(200).end("not an image");
      else if (req.url === "/to-a.png") res.writeHead(302, { location: "/a.png" }).end();
      else if (req.url === "/to-private.png") res.writeHead(302, { location: "http://10.1.2.3/a.png" }).end();
      else if (req.url === "/to-inside-name.png")
        res
          .writeHead(301, { location: `http://inside.example.test:${(server.address() as AddressInfo).port}/a.png` })
          .end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const download = (url: string) => downloadImage(url, { allowPrivateHosts: true, timeoutMs: 500 });

  it("downloads an http(s) image through the upload pipeline (re-encoded, renditions) once per address", async () => {
    const result = await importProductFile(
      await csvFile([cells(1, { image: `${base}/a.png` }), cells(2, { image: `${base}/a.png` })]),
      { dryRun: false, adminId: null, download },
    );
    expect(result).toMatchObject({ ok: true, created: 2 });
    const products = await listProductsForExport();
    const url = products[0]?.product.imageUrl ?? "";
    expect(url).toMatch(/^\/uploads\/products\/.+\.png$/);
    expect(products[1]?.product.imageUrl).toBe(url);
    const stored = (await db().select().from(media)).filter((m) => m.url === url);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.variants.length).toBeGreaterThan(0);
  });

  it("carries a gallery: library photos kept, outside ones downloaded, alt texts by line", async () => {
    const library = await storeRasterImage({
      input: await sharp({ create: { width: 200, height: 150, channels: 3, background: "#0f0" } })
        .jpeg()
        .toBuffer(),
      originalName: "thu-vien.jpg",
      folder: "products",
    });
    const result = await importProductFile(
      await csvFile([
        cells(1, {
          gallery: `${library.url}\n${base}/a.png`,
          gallery_alt: "Ảnh thư viện",
          gallery_alt_en: "\nDownloaded",
        }),
      ]),
      { dryRun: false, adminId: null, download },
    );
    expect(result).toMatchObject({ ok: true, created: 1 });
    const [exported] = await listProductsForExport();
    const gallery = exported?.product.gallery ?? [];
    expect(gallery.map((photo) => [photo.alt, photo.altEn])).toEqual([
      ["Ảnh thư viện", ""],
      ["", "Downloaded"],
    ]);
    expect(gallery[0]?.url).toBe(library.url);
    expect(gallery[1]?.url).toMatch(/^\/uploads\/products\/.+\.png$/);
    // The same photos imported again (an exported file) change nothing.
    const again = cells(1, {
      gallery: gallery.map((photo) => photo.url).join("\n"),
      gallery_alt: "Ảnh thư viện",
      gallery_alt_en: "\nDownloaded",
    });
    expect(await importProductFile(await csvFile([again]), { dryRun: true, adminId: null, download })).toMatchObject({
      ok: true,
      updated: 0,
      unchanged: 1,
    });

    // An address of the library that is not there, more descriptions than photos, and alt texts without addresses.
    const refused = await importProductFile(
      await csvFile([
        cells(2, { gallery: "/uploads/products/khong-co.webp" }),
        cells(3, { gallery: library.url, gallery_alt: "Một\nHai" }),
      ]),
      { dryRun: true, adminId: null },
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.problems.map((p) => [p.row, p.columnName, p.message])).toEqual([
      [2, "gallery", "Ảnh /uploads/... này không có trong thư viện ảnh"],
      [3, "gallery_alt", "Nhiều dòng hơn số ảnh trong cột địa chỉ ảnh (1)"],
    ]);
  });

  it("refuses the whole import when an image cannot be had: not found, not an image, too slow", async () => {
    const before = (await db().select().from(media)).length;
    const result = await importProductFile(
      await csvFile([
        cells(1, { image: `${base}/a.png` }),
        cells(2, { image: `${base}/missing.png` }),
        cells(3, { image: `${base}/text.png` }),
        cells(4, { image: `${base}/slow.png` }),
      ]),
      { dryRun: false, adminId: null, download },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.row, p.columnName, p.message])).toEqual([
      [3, "image", "Không tải được ảnh: máy chủ trả lời 404"],
      [4, "image", "Không tải được ảnh: Định dạng không hỗ trợ"],
      [5, "image", "Không tải được ảnh: hết thời gian chờ"],
    ]);
    expect(await countProducts()).toBe(0);
    // The image that did arrive is not left behind.
    expect((await db().select().from(media)).length).toBe(before);
  });

  it("never fetches from the server's own network, and caps the size", async () => {
    await expect(downloadImage(`${base}/a.png`)).rejects.toThrow("Không tải được ảnh: File không hợp lệ");
    await expect(downloadImage(`${base}/a.png`, { allowPrivateHosts: true, maxBytes: 100 })).rejects.toThrow(
      "Không tải được ảnh: Dung lượng vượt quá 0 MB",
    );
  });

  it("refuses a name that resolves inside, and a redirect to an address or a name inside", async () => {
    const refused = "Không tải được ảnh: File không hợp lệ";
    const port = (server.address() as AddressInfo).port;
    // "localhost" is refused by what it resolves to (127.0.0.1 or ::1), not by its spelling.
    await expect(downloadImage(`http://localhost:${port}/a.png`)).rejects.toThrow(refused);
    // Here 127.0.0.1 plays the public internet and 10.0.0.0/8 the inside; names resolve as set.
    const names: Record<string, string> = { "public.example.test": "127.0.0.1", "inside.example.test": "10.1.2.3" };
    const lookup = ((hostname: string, _options: object, callback: (...args: unknown[]) => void) => {
      const address = names[hostname];
      if (!address) return callback(Object.assign(new Error("not found"), { code: "ENOTFOUND" }));
      callback(null, [{ address, family: 4 }]);
    }) as unknown as typeof dns.lookup;
    const options = { blockedAddress: (address: string) => address.startsWith("10."), lookup, timeoutMs: 2000 };
    await expect(downloadImage("http://inside.example.test/a.png", options)).rejects.toThrow(refused);
    await expect(downloadImage("http://10.1.2.3/a.png", options)).rejects.toThrow(refused);
    await expect(downloadImage(`http://public.example.test:${port}/to-private.png`, options)).rejects.toThrow(refused);
    await expect(downloadImage(`http://public.example.test:${port}/to-inside-name.png`, options)).rejects.toThrow(
      refused,
    );
    const image = await downloadImage(`http://public.example.test:${port}/to-a.png`, options);
    expect(image.url).toMatch(/^\/uploads\/products\/.+\.png$/);
  });

  it("blocks the machine's own and private networks in every spelling, and nothing public", () => {
    for (const address of [
      "127.0.0.1",
      "0.0.0.0",
      "10.0.0.5",
      "100.64.0.1",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "224.0.0.1",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::a00:1",
      "fd00::1",
      "fe80::1",
      "not an address",
    ])
      expect([address, isBlockedAddress(address)]).toEqual([address, true]);
    for (const address of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2001:4860:4860::8888"])
      expect([address, isBlockedAddress(address)]).toEqual([address, false]);
  });
});

describe("export and import back", () => {
  it("writes CSV with a BOM and every product, and an export imported into an empty catalogue reproduces it", async () => {
    const image = await storeRasterImage({
      input: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#fff" } })
        .jpeg()
        .toBuffer(),
      originalName: "anh.jpg",
      folder: "products",
    });
    const side = await storeRasterImage({
      input: await sharp({ create: { width: 300, height: 300, channels: 3, background: "#000" } })
        .jpeg()
        .toBuffer(),
      originalName: "ben.jpg",
      folder: "products",
    });
    await createProduct(categoryId, {
      slug: "may-noi-soi-pentax",
      name: "Máy nội soi Pentax — “đặc biệt”, có dấu phẩy",
      nameEn: "Pentax endoscope",
      description: "Dòng 1\nDòng 2; có chấm phẩy",
      descriptionEn: "Line 1\nLine 2",
      brands: ["Pentax Medical", "Olympus"],
      features: [
        { id: "a", text: "Hình ảnh HD", textEn: "HD images", order: 1 },
        { id: "b", text: "Nhẹ", textEn: "", order: 2 },
      ],
      specifications: [
        { key: "Tỷ lệ", keyEn: "Ratio", value: "16:9", valueEn: "16:9", order: 1 },
        { key: "Trọng lượng", keyEn: "", value: "2 kg", valueEn: "", order: 2 },
      ],
      imageUrl: image.url,
      // The gallery's photos, in order, with their alt texts.
      gallery: [
        { url: side.url, alt: "Nhìn nghiêng, có dấu phẩy, chấm phẩy;", altEn: "" },
        { url: image.url, alt: "", altEn: "Front" },
      ],
      countryOfOrigin: "Nhật Bản",
      countryOfOriginEn: "Japan",
      displayOrder: 3,
      isFeatured: true,
    });
    await createProduct(otherId, {
      slug: "cong-thuc",
      name: '=HYPERLINK("x")',
      nameEn: "",
      brands: ["-Lạ"],
      isActive: false,
      displayOrder: 0,
    });
    const before = await listProductsForExport();
    const csv = await exportProducts("csv");
    const xlsx = await exportProducts("xlsx");
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString("utf8")).toContain("Máy nội soi Pentax");
    expect(csv.toString("utf8")).toContain("'=HYPERLINK");
    expect(csv.toString("utf8").split("\n")[0]).toContain("circulation_number,country_of_origin,country_of_origin_en,");
    expect(csv.toString("utf8")).toContain(",Nhật Bản,Japan,");

    const same = (list: typeof before) =>
      list.map(({ categoryRef: ref, product: { id: _id, features, ...product } }) => ({
        ref,
        ...product,
        features: features.map(({ id: _f, ...f }) => f),
      }));
    for (const [name, bytes] of [
      ["catalogue.csv", csv],
      ["catalogue.xlsx", xlsx],
    ] as const) {
      await db().delete(productItems);
      const result = await importProductFile({ name, bytes }, { dryRun: false, adminId: null });
      expect(result).toMatchObject({ ok: true, created: 2, updated: 0 });
      expect(same(await listProductsForExport())).toEqual(same(before));
      expect(await exportProducts("csv")).toEqual(csv);
    }
  });
});
