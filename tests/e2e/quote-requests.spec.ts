/**
 * Quote requests as a visitor and as staff: off by default the product's button still
 * leads to /contact as specified; switched on in /admin/settings/quotes it opens the request
 * form with the product named, which works with JavaScript (no reload) and without it (a plain
 * POST), in both languages, keeping what was typed on a refusal.
 */
import type { Page } from "@playwright/test";
import { en as quoteEn, vi as quoteVi } from "../../app/i18n/messages/quotes";
import { setQuoteRequests, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const gastroscope = {
  slug: "may-noi-soi-da-day-pentax-eg-2990i",
  name: "Máy nội soi dạ dày Pentax EG-2990i",
  nameEn: "Pentax EG-2990i Video Gastroscope",
};
const MIN_FILL_MS = 3_000;

async function fillRequest(page: Page, t: typeof quoteVi, values: { email: string; phone: string }) {
  await page.getByLabel(t.fields.name).fill("Lê Văn C");
  await page.getByLabel(t.fields.organisation).fill("Bệnh viện Đa khoa Thành phố");
  await page.getByLabel(t.fields.position).fill("Trưởng khoa Nội soi");
  await page.getByLabel(t.fields.phone).fill(values.phone);
  await page.getByRole("textbox", { name: t.fields.email, exact: true }).fill(values.email);
  await page.getByLabel(t.fields.province).selectOption("da-nang");
  await page.getByLabel(t.fields.message).fill("Xin báo giá và thời gian giao hàng.");
  await page.getByLabel(t.contacts.zalo, { exact: true }).check();
}

test("off by default: the product's 'Liên hệ tư vấn' leads to /contact and the contact page has no form", async ({
  page,
}) => {
  await page.goto(`/products/${gastroscope.slug}`);
  await expect(page.getByRole("link", { name: "Liên hệ tư vấn" })).toHaveAttribute("href", "/contact");
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: quoteVi.generalTitle })).toHaveCount(0);
  expect(
    (
      await page.request.post("/contact", { form: { name: "x" }, headers: { Origin: new URL(page.url()).origin } })
    ).status(),
  ).toBe(404);
});

test.describe("switched on", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page.request, baseURL ?? "");
    await setQuoteRequests(page, true);
  });
  test.afterEach(async ({ page }) => {
    await setQuoteRequests(page, false);
  });

  test("with JavaScript: the product's button opens the form with it named; an error keeps what was typed; the request is confirmed without a reload", async ({
    page,
  }) => {
    await page.goto(`/products/${gastroscope.slug}`);
    await page.getByRole("link", { name: "Liên hệ tư vấn" }).click();
    await expect(page).toHaveURL(
      `/contact?product=${gastroscope.slug}&from=${encodeURIComponent(`/products/${gastroscope.slug}`)}#quote`,
    );
    await expect(page.getByRole("heading", { name: quoteVi.title })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: gastroscope.name, exact: true })).toBeChecked();
    const started = Date.now();
    await fillRequest(page, quoteVi, { email: "c.le@example.vn", phone: "0905 12 34 5" });
    // Another product from the search field, in place.
    await page.getByLabel(quoteVi.search.label).fill("den mo");
    await page.getByRole("button", { name: quoteVi.search.submit }).click();
    const found = page.getByText(quoteVi.search.results).locator("..").getByRole("checkbox").first();
    await found.check();
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - started)));
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole("button", { name: quoteVi.submit }).click();
    // The error summary names the problem and links each field in error; each field says it too.
    await expect(page.getByRole("alert")).toContainText(quoteVi.errors.form);
    await expect(page.getByRole("alert").getByRole("link")).toHaveText([
      quoteVi.summaryLink(quoteVi.fields.phone, quoteVi.errors.phone),
      quoteVi.summaryLink(quoteVi.fields.consent, quoteVi.errors.consent),
    ]);
    await expect(page.getByText(quoteVi.errors.phone, { exact: true })).toBeVisible();
    await expect(page.getByText(quoteVi.errors.consent, { exact: true })).toBeVisible();
    await expect(page.getByLabel(quoteVi.fields.organisation)).toHaveValue("Bệnh viện Đa khoa Thành phố");
    await expect(page.getByRole("checkbox", { name: gastroscope.name, exact: true })).toBeChecked();
    await page.getByLabel(quoteVi.fields.phone).fill("0905 123 456");
    await page.getByRole("checkbox", { name: /Tôi đồng ý/ }).check();
    await page.getByRole("button", { name: quoteVi.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: quoteVi.done.title })).toBeVisible();
    await expect(page.getByText(/Mã yêu cầu: YC-\d+/)).toBeVisible();
    // No reload: the marker set on the page is still there.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test("without JavaScript, in English: a plain POST answers errors in English with everything kept, then confirms", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.goto(`/en/contact?product=${gastroscope.slug}`);
      await expect(page.getByRole("heading", { name: quoteEn.title })).toBeVisible();
      await expect(page.getByLabel(gastroscope.nameEn)).toBeChecked();
      await fillRequest(page, quoteEn, { email: "nojs@example.vn", phone: "12" });
      await page.getByRole("checkbox", { name: /I agree/ }).check();
      await page.waitForTimeout(MIN_FILL_MS);
      await page.getByRole("button", { name: quoteEn.submit }).click();
      await expect(page.getByText(quoteEn.errors.phone, { exact: true })).toBeVisible();
      await expect(page.getByLabel(quoteEn.fields.name)).toHaveValue("Lê Văn C");
      await expect(page.getByLabel(quoteEn.fields.province)).toHaveValue("da-nang");
      await expect(page.getByLabel(gastroscope.nameEn)).toBeChecked();
      await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
      await page.getByLabel(quoteEn.fields.phone).fill("+84 (0) 24 3826 1234");
      await page.getByRole("button", { name: quoteEn.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: quoteEn.done.title })).toBeVisible();
      await expect(page.getByText(quoteEn.done.next)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
