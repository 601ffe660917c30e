/**
 * Product documents through the admin in Chromium and down to the public page in both
 * languages: several files at once (real PDFs made here, one with JavaScript, one encrypted, one
 * corrupt, and a DOCX), the refusals' reasons, titles, kind and access, the save, then the product page's section
 * and the download's headers.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  makeCorruptPdf,
  makeDocx,
  makeEncryptedPdf,
  makePdf,
  makePdfWithJavaScript,
} from "../../app/server/testing/document-files";
import { RUN, signIn } from "./admin-helpers";
import { expect, expectRefusal, test } from "./fixtures";

const files = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-documents-"));

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

async function write(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(files, name);
  fs.writeFileSync(file, bytes);
  return file;
}

test("documents uploaded on the product form, refused with their reason, saved, listed and downloaded in both languages", async ({
  page,
  consoleProblems,
}) => {
  await page.goto("/admin/products");
  await page.getByRole("link", { name: /^Sửa / }).first().click();
  await expect(page.getByRole("group", { name: "Tài liệu" })).toBeVisible();
  const slug = await page.getByLabel("Slug URL *").inputValue();
  // The demo's own two: the datasheet and the instructions for use made at seed.
  const rows = page.getByTestId("document-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`${slug}-datasheet.pdf`);
  await expect(rows.nth(1)).toContainText(`${slug}-ifu.pdf`);

  await page
    .getByTestId("document-input")
    .setInputFiles([
      await write(`datasheet-${RUN}.pdf`, await makePdf({ pages: 3, text: `Datasheet ${RUN}` })),
      await write("script.pdf", await makePdfWithJavaScript()),
      await write("locked.pdf", await makeEncryptedPdf()),
      await write("broken.pdf", makeCorruptPdf()),
      await write(`hdsd-${RUN}.docx`, makeDocx({ text: `Hướng dẫn sử dụng ${RUN}` })),
    ]);
  await expect(page.getByText(/script\.pdf: Tệp PDF chứa mã JavaScript/)).toBeVisible();
  await expect(page.getByText(/locked\.pdf: Tệp PDF được mã hóa/)).toBeVisible();
  await expect(page.getByText(/broken\.pdf: Tệp PDF bị hỏng hoặc không đọc được/)).toBeVisible();
  expectRefusal(consoleProblems, 422);
  expectRefusal(consoleProblems, 422);
  expectRefusal(consoleProblems, 422);
  await expect(rows).toHaveCount(4);

  const pdfRow = rows.filter({ hasText: `datasheet-${RUN}.pdf` });
  await expect(pdfRow).toContainText("3 trang");
  await pdfRow.getByLabel("Tên tài liệu (tiếng Việt)").fill(`Thông số kỹ thuật ${RUN}`);
  await pdfRow.getByLabel("Tên tài liệu (tiếng Anh)").fill(`Datasheet ${RUN}`);
  const docxRow = rows.filter({ hasText: `hdsd-${RUN}.docx` });
  await docxRow.getByLabel("Tên tài liệu (tiếng Việt)").fill(`Hướng dẫn sử dụng ${RUN}`);
  await docxRow.getByLabel("Loại").selectOption({ label: "Hướng dẫn sử dụng" });
  await docxRow.getByLabel("Công khai (tải về từ trang sản phẩm)").uncheck();

  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?/);

  // The public page, in Vietnamese: the public document downloads, the other is asked for.
  await page.goto(`/products/${slug}`);
  const section = page.getByRole("region", { name: "Tài liệu" });
  await expect(section).toBeVisible();
  // The seed's datasheet first, then this one: the product's second datasheet by its name.
  await expect(section.getByRole("link", { name: "Tải về Thông số kỹ thuật", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^/documents/\\d+/${slug}-datasheet\\.pdf$`),
  );
  await expect(section.getByRole("link", { name: "Tải về Hướng dẫn sử dụng", exact: true })).toBeVisible();
  const download = section.getByRole("link", { name: `Tải về Thông số kỹ thuật ${RUN}` });
  const href = await download.getAttribute("href");
  expect(href).toMatch(new RegExp(`^/documents/\\d+/${slug}-datasheet-2\\.pdf$`));
  await expect(section).toContainText("3 trang");
  await expect(section.getByRole("link", { name: "Yêu cầu tài liệu" })).toHaveAttribute("href", /\/contact/);

  const answer = await page.request.get(href ?? "");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toBe(`inline; filename="${slug}-datasheet-2.pdf"`);
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers()["content-security-policy"]).toContain("sandbox");
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // In English: the English title and texts, the same address.
  await page.goto(`/en/products/${slug}`);
  const english = page.getByRole("region", { name: "Documents" });
  await expect(english.getByRole("link", { name: `Download Datasheet ${RUN}` })).toHaveAttribute("href", href ?? "");
  await expect(english.getByRole("link", { name: "Request this document" })).toBeVisible();

  // Leave the seeded product as it was: the documents added here removed, the demo's two kept.
  await page.goto("/admin/products");
  await page.getByRole("link", { name: /^Sửa / }).first().click();
  await page.getByRole("button", { name: `Xóa tài liệu "Thông số kỹ thuật ${RUN}"` }).click();
  await page.getByRole("button", { name: `Xóa tài liệu "Hướng dẫn sử dụng ${RUN}"` }).click();
  await expect(page.getByTestId("document-row")).toHaveCount(2);
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?/);
  expect((await page.request.get(href ?? "")).status()).toBe(404);
});
