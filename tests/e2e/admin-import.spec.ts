import fs from "node:fs";
import { RUN, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The product spreadsheet as an administrator uses it: download the export, send a file with a
 * mistake (the dry run names it), fix it, import, and find the product on the public site.
 */
const HEADER =
  "slug,name,name_en,category,brands,features,features_en,specifications,display_order,is_active,country_of_origin,country_of_origin_en";

function csvOf(rows: string[]): Buffer {
  return Buffer.from(`\uFEFF${[HEADER, ...rows].join("\r\n")}\r\n`, "utf8");
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test("export, a dry run that names the bad row, then the import and the product on the public page", async ({
  page,
}) => {
  await page.goto("/admin/products");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Xuất CSV", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^san-pham-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync(await download.path());
  expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(exported.toString("utf8")).toContain("Hệ thống nội soi video Pentax EPK-i7010");
  // The country of origin in its two columns: the demo's Pentax devices are made in Japan.
  expect(exported.toString("utf8").split("\n")[0]).toContain(",country_of_origin,country_of_origin_en,");
  expect(exported.toString("utf8")).toContain(",Nhật Bản,Japan,");

  const xlsx = await page.request.get("/admin/products/export.xlsx");
  expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe("PK");

  await page.getByRole("link", { name: "Nhập từ file", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Nhập sản phẩm từ file" })).toBeVisible();
  const format = await page.request.get(
    (await page.getByRole("link", { name: /Định dạng file/ }).getAttribute("href")) as string,
  );
  expect(await format.text()).toContain("`department-slug/category-slug`");
  const file = page.getByLabel("File sản phẩm (.csv, .xlsx)");
  const check = page.getByRole("button", { name: "Kiểm tra (chạy thử)" });
  const run = page.getByRole("button", { name: "Nhập", exact: true });

  // The catalogue's own export passes the dry run.
  await file.setInputFiles({ name: "export.csv", mimeType: "text/csv", buffer: exported });
  await check.click();
  await expect(
    page.getByText(/^File hợp lệ: (\d+) dòng \(0 sản phẩm mới, 0 sản phẩm cập nhật, \1 không đổi\)/),
  ).toBeVisible();

  const slug = `may-nhap-e2e-${RUN}`;
  const good = `${slug},Máy nhập từ file ${RUN},Imported device ${RUN},khoa-noi-soi/dung-cu-noi-soi-can-thiep,"Pentax Medical
HOYA","Hình ảnh sắc nét
Nhẹ","Sharp images
Light","Trọng lượng: 2 kg",1,1,Nhật Bản,Japan`;
  const bad = `may-loi-e2e-${RUN},,Broken,khoa-noi-soi/khong-co,Pentax,,,,abc,1,,`;
  await file.setInputFiles({ name: "san-pham.csv", mimeType: "text/csv", buffer: csvOf([good, bad]) });
  await expect(run).toBeDisabled();
  await check.click();
  await expect(
    page.getByText("Có 3 lỗi trong 1 dòng. Không có gì được lưu. Hãy sửa file rồi kiểm tra lại."),
  ).toBeVisible();
  const problems = page.getByRole("table").getByRole("row");
  await expect(problems).toHaveCount(4);
  await expect(problems.nth(1)).toContainText("3B (name)Tên sản phẩm là bắt buộc");
  await expect(problems.nth(2)).toContainText("3D (category)Không tìm thấy danh mục “khoa-noi-soi/khong-co”");
  await expect(problems.nth(3)).toContainText("3I (display_order)Phải là số nguyên");
  await expect(run).toBeDisabled();

  const fixed = `may-loi-e2e-${RUN},Máy đã sửa ${RUN},Fixed,khoa-noi-soi/dung-cu-noi-soi-can-thiep,Pentax,,,,2,0,,`;
  await file.setInputFiles({ name: "san-pham.csv", mimeType: "text/csv", buffer: csvOf([good, fixed]) });
  await check.click();
  await expect(
    page.getByText("File hợp lệ: 2 dòng (2 sản phẩm mới, 0 sản phẩm cập nhật). Bấm Nhập để lưu."),
  ).toBeVisible();
  await run.click();
  await expect(page.getByText("Đã nhập xong: tạo mới 2, cập nhật 0 sản phẩm.")).toBeVisible();

  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Máy nhập từ file ${RUN}` })).toBeVisible();
  await expect(page.getByText("Hình ảnh sắc nét").first()).toBeVisible();
  await expect(page.getByTestId("regulatory-facts")).toHaveText("Xuất xứ: Nhật Bản");
  await page.goto(`/en/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Imported device ${RUN}` })).toBeVisible();
  await expect(page.getByTestId("regulatory-facts")).toHaveText("Country of origin: Japan");
  // The second product was imported inactive: not on the public site.
  const hidden = await page.request.get(`/products/may-loi-e2e-${RUN}`);
  expect(hidden.status()).toBe(404);

  // An update by slug, and the public catalogue left as the other tests count it: both inactive.
  await page.goto("/admin/products/import");
  await file.setInputFiles({
    name: "san-pham.csv",
    mimeType: "text/csv",
    buffer: csvOf([good.replace(/,1,1,Nhật Bản,/, ",1,0,Nhật Bản,"), fixed]),
  });
  await check.click();
  await expect(page.getByText("File hợp lệ: 2 dòng (0 sản phẩm mới, 1 sản phẩm cập nhật, 1 không đổi).")).toBeVisible();
  await run.click();
  await expect(page.getByText("Đã nhập xong: tạo mới 0, cập nhật 1 sản phẩm (1 không đổi).")).toBeVisible();
  expect((await page.request.get(`/products/${slug}`)).status()).toBe(404);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the import screen and its problems fit the screen", async ({ page }) => {
    await page.goto("/admin/products/import");
    await page.getByLabel("File sản phẩm (.csv, .xlsx)").setInputFiles({
      name: "san-pham.csv",
      mimeType: "text/csv",
      buffer: csvOf([`may-dien-thoai-${RUN},,,khoa-noi-soi/khong-co,,,,Không có dấu hai chấm,x,có lẽ`]),
    });
    await page.getByRole("button", { name: "Kiểm tra (chạy thử)" }).click();
    await expect(page.getByText(/^Có 6 lỗi trong 1 dòng/)).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
  });
});
