/**
 * What buyers look at: a visitor opens a product page (its beacon counts the view)
 * and asks for a quote naming it; the dashboard's "Sản phẩm được quan tâm" then shows the product
 * with one more view and one more request, and its request count leads to the inbox filtered to it.
 */
import type { Page } from "@playwright/test";
import { vi as inquiriesVi } from "../../app/i18n/messages/admin-inquiries";
import { formToken, postRequest, RUN, setQuoteRequests, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const colonoscope = { slug: "ong-soi-dai-trang-pentax-ec-3890li", name: "Ống soi đại tràng Pentax EC-3890Li" };
const buyer = `Lê Thị Quan Tâm ${RUN}`;
const octet = (Number.parseInt(RUN.slice(-3), 36) % 200) + 20;
const MIN_FILL_MS = 3_000;

/** The product's row in the panel: its views and requests as shown (0 when it is not listed). */
async function figures(page: Page): Promise<{ views: number; requests: number }> {
  await page.goto("/admin/dashboard");
  const panel = page.getByRole("region", { name: "Sản phẩm được quan tâm" });
  await expect(panel).toBeVisible();
  const row = panel.getByRole("row").filter({ has: page.getByRole("rowheader", { name: colonoscope.name }) });
  if ((await row.count()) === 0) return { views: 0, requests: 0 };
  const cells = await row.getByRole("cell").allTextContents();
  return { requests: Number(cells[0]), views: Number(cells[1]) };
}

test.afterEach(async ({ page }) => {
  await setQuoteRequests(page, false);
});

test("a product's views and requests show in 'Sản phẩm được quan tâm', its requests leading to the inbox", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL as string;
  await signIn(page.request, origin);
  const before = await figures(page);
  await setQuoteRequests(page, true);

  // A visitor (a browser of its own, from an address of its own) opens the product page, then
  // asks for a quote from it.
  const visitor = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.101.${octet}` },
  });
  try {
    const visit = await visitor.newPage();
    const beacon = visit.waitForResponse((r) => r.url().endsWith("/api/product-views") && r.ok());
    await visit.goto(`/products/${colonoscope.slug}`);
    // Its beacon is answered (the page reads no answer: the count shows on the dashboard).
    expect((await beacon).status()).toBe(200);
    const from = `/products/${colonoscope.slug}`;
    const token = await formToken(
      visit.request,
      `/contact?product=${colonoscope.slug}&from=${encodeURIComponent(from)}`,
    );
    await visit.waitForTimeout(MIN_FILL_MS + 200);
    await postRequest(visit.request, origin, token, `198.51.101.${octet}`, {
      name: buyer,
      phone: "0905 222 333",
      email: `quan-tam-${RUN}@example.vn`,
      message: "Xin báo giá ống soi đại tràng.",
      product: colonoscope.slug,
      source: from,
    });
  } finally {
    await visitor.close();
  }

  // The administrator sees the product with one more view and one more request.
  expect(await figures(page)).toEqual({ views: before.views + 1, requests: before.requests + 1 });
  const panel = page.getByRole("region", { name: "Sản phẩm được quan tâm" });
  await expect(panel.getByRole("link", { name: colonoscope.name, exact: true })).toHaveAttribute(
    "href",
    /^\/admin\/products\/\d+\/edit$/,
  );

  // Its request count opens the inbox filtered to the product, from the first day counted.
  await panel.getByRole("link", { name: new RegExp(`^Xem yêu cầu báo giá về ${colonoscope.name}: `) }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?product=\d+&from=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("combobox", { name: inquiriesVi.product })).toHaveValue(/^\d+$/);
  const table = page.getByRole("table", { name: inquiriesVi.caption });
  await expect(table.getByRole("row")).toHaveCount(before.requests + 2);
  await expect(table).toContainText(buyer);
});
