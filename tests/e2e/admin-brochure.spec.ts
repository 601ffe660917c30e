/**
 * The training brochure as staff set it: a PDF uploaded under Settings → Khóa đào
 * tạo is what 'Nhận brochure' opens on /training and /en/training; removed, the button asks for
 * it on the contact page again. The spec puts back the brochure the server had.
 */

import { vi } from "../../app/i18n/messages/admin-settings";
import { en as pagesEn, vi as pagesVi } from "../../app/i18n/messages/pages";
import { BROCHURE_PATH } from "../../app/lib/documents";
import { makeDocx, makePdf } from "../../app/server/testing/document-files";
import { RUN, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("a brochure uploaded in the settings opens from the training page in both languages, and can be removed", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL ?? "");
  const before = await page.request.get(BROCHURE_PATH);
  const original = before.ok() ? await before.body() : null;
  const t = vi.brochure;
  const card = () => page.getByRole("heading", { name: t.title }).locator("..");

  await page.goto("/admin/settings/courses");
  await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
  const upload = page.getByTestId("brochure-input");

  // Not a PDF: refused, and the training page keeps what it had.
  await upload.setInputFiles({
    name: "brochure.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: makeDocx({ text: `Brochure ${RUN}` }),
  });
  await expect(card().getByRole("alert")).toHaveText(t.notPdf);

  const pdf = await makePdf({ pages: 3, text: `Training ${RUN}` });
  await upload.setInputFiles({ name: `Brochure ${RUN}.pdf`, mimeType: "application/pdf", buffer: pdf });
  await expect(card().getByRole("status")).toHaveText(t.saved);
  await expect(card()).toContainText(`Brochure ${RUN}.pdf`);
  await expect(card()).toContainText("3 trang");

  try {
    for (const [prefix, texts] of [
      ["", pagesVi.training],
      ["/en", pagesEn.training],
    ] as const) {
      await page.goto(`${prefix}/training`);
      const button = page.getByRole("link", { name: new RegExp(`^${texts.brochure} \\(PDF, [\\d.,]+ KB\\)$`) });
      await expect(button).toHaveAttribute("href", BROCHURE_PATH);
      const file = await page.request.get(BROCHURE_PATH);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      expect((await file.body()).equals(pdf)).toBe(true);
    }

    await page.goto("/admin/settings/courses");
    await card().getByRole("button", { name: t.remove }).click();
    await expect(card().getByRole("status")).toHaveText(t.removed);
    await expect(card()).toContainText(t.none);
    await page.goto("/training");
    await expect(page.getByRole("link", { name: pagesVi.training.brochure, exact: true })).toHaveAttribute(
      "href",
      "/contact?topic=brochure",
    );
    expect((await page.request.get(BROCHURE_PATH)).status()).toBe(404);
  } finally {
    // The server's own brochure (the demo's), uploaded again: the same bytes are the same document.
    if (original) {
      await page.goto("/admin/settings/courses");
      await page
        .getByTestId("brochure-input")
        .setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: original });
      await expect(card().getByRole("status")).toHaveText(t.saved);
    }
  }
});
