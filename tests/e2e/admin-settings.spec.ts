/**
 * Site settings as a staff member: what is saved under /admin/settings shows on the public site
 * at once, in both languages. Every test puts back what it changed (one server serves the run).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { en as siteEn } from "../../app/i18n/en";
import { vi } from "../../app/i18n/messages/admin-settings";
import { en as pagesEn, vi as pagesVi } from "../../app/i18n/messages/pages";
import { vi as siteVi } from "../../app/i18n/vi";
import { COMPANY_SETTINGS } from "../../app/server/seed/data/settings";
import { decodeSingleFetch, keyboardDragUntil, RUN, signIn } from "./admin-helpers";
import { answerQuestion, expect, test } from "./fixtures";

type Screen = "settings" | "settings.$section";

/** A settings screen's loader data, read as the browser would (single fetch). */
async function loaderData(request: APIRequestContext, path: string, screen: Screen) {
  const response = await request.get(`${path}.data`);
  expect(response.status()).toBe(200);
  const decoded = (await decodeSingleFetch(await response.body())) as Record<string, { data?: unknown }>;
  return decoded[`routes/admin/${screen}`]?.data as { values?: unknown; entries?: unknown };
}

/** Saves a settings screen's values as its form does. */
async function saveValues(request: APIRequestContext, baseURL: string, path: string, values: unknown) {
  const response = await request.post(`${path}.data`, {
    form: { intent: "save", values: JSON.stringify(values) },
    headers: { Origin: baseURL },
  });
  expect(response.status(), `restore ${path}`).toBe(200);
}

/** Remembers a screen's values and puts them back after the test. */
async function keep(page: Page, baseURL: string, path: string) {
  const screen: Screen = path === "/admin/settings" ? "settings" : "settings.$section";
  const data = await loaderData(page.request, path, screen);
  const values = data.values ?? data.entries;
  return () => saveValues(page.request, baseURL, path, values);
}

async function save(page: Page) {
  await page.getByRole("button", { name: vi.save }).click();
  await expect(page.getByRole("status").filter({ hasText: vi.saved })).toBeVisible();
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL ?? "");
});

test("the sidebar leads to the settings; the hotline and a hero slide's English title show on / and /en", async ({
  page,
  baseURL,
}) => {
  const restoreCompany = await keep(page, baseURL ?? "", "/admin/settings");
  const restoreHero = await keep(page, baseURL ?? "", "/admin/settings/hero");
  try {
    await page.goto("/admin/dashboard");
    await page.getByRole("navigation", { name: "Điều hướng quản trị" }).getByRole("link", { name: vi.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: vi.title })).toBeVisible();
    const hotline = `1900 ${RUN.slice(-4)}`;
    await page.getByLabel("Hotline toàn quốc").fill(hotline);
    await save(page);

    await page.getByRole("link", { name: vi.sections.hero }).click();
    await page.getByRole("button", { name: "1. Thiết bị Y tế Hiện đại" }).click();
    const title = `Modern equipment ${RUN}`;
    await page.getByLabel("Tiêu đề (Tiếng Anh)").first().fill(title);
    await save(page);

    await page.goto("/");
    await expect(page.locator("footer")).toContainText(hotline);
    await expect(page.getByRole("heading", { name: "Thiết bị Y tế Hiện đại" })).toBeVisible();
    await page.goto("/en");
    await expect(page.locator("footer")).toContainText(hotline);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  } finally {
    await restoreCompany();
    await restoreHero();
  }
  await page.goto("/");
  await expect(page.locator("footer")).toContainText(COMPANY_SETTINGS.hotline);
});

test("the company's enterprise code is checked as typed and shows with its registration and office in the footer, in both languages", async ({
  page,
  baseURL,
}) => {
  const restoreCompany = await keep(page, baseURL ?? "", "/admin/settings");
  try {
    await page.goto("/admin/settings");
    const code = page.getByLabel(vi.fields.taxCode);
    await code.fill("0105 123");
    await page.getByRole("button", { name: vi.save }).click();
    await expect(page.getByText(vi.errors.taxCode)).toBeVisible();
    await code.fill("0109876543-002");
    await page.getByLabel(`${vi.fields.registeredAddress} (Tiếng Anh)`).fill(`12 Trang Thi, Hanoi ${RUN}`);
    await save(page);

    await page.goto("/");
    const legal = page.locator("footer").getByTestId("legal-details");
    await expect(legal).toContainText(
      `${COMPANY_SETTINGS.companyName}, ${siteVi.footer.taxCode}: 0109876543-002, ${COMPANY_SETTINGS.registration}`,
    );
    await expect(legal).toContainText(`${siteVi.footer.registeredAddress}: ${COMPANY_SETTINGS.registeredAddress}`);
    const organization = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(organization.join("\n")).toContain('"taxID":"0109876543-002"');
    await page.goto("/en");
    await expect(page.locator("footer").getByTestId("legal-details")).toContainText(
      `${siteEn.footer.taxCode}: 0109876543-002, ${COMPANY_SETTINGS.registrationEn}`,
    );
    await expect(page.locator("footer").getByTestId("legal-details")).toContainText(
      `${siteEn.footer.registeredAddress}: 12 Trang Thi, Hanoi ${RUN}`,
    );
  } finally {
    await restoreCompany();
  }
  await page.goto("/");
  await expect(page.locator("footer").getByTestId("legal-details")).toContainText(COMPANY_SETTINGS.taxCode);
});

test("the founding year, staff and customer counts change the about page's figures and sentences and the footer", async ({
  page,
  baseURL,
}) => {
  const restoreCompany = await keep(page, baseURL ?? "", "/admin/settings");
  const figures = { foundedYear: 2009, staffCount: 45, customerCount: 160, partnerCount: 9 };
  try {
    await page.goto("/admin/settings");
    await page.getByLabel(vi.fields.foundedYear, { exact: true }).fill("2009");
    await page.getByLabel(vi.fields.staffCount, { exact: true }).fill("45");
    await page.getByLabel(vi.fields.customerCount, { exact: true }).fill("160");
    await save(page);

    for (const [path, t, blurb] of [
      ["/about", pagesVi, siteVi.footer.blurb],
      ["/en/about", pagesEn, siteEn.footer.blurb],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.about.title(figures));
      for (const sentence of t.about.story(figures)) await expect(page.getByText(sentence)).toBeVisible();
      await expect(page.getByText(t.about.partnersIntro(figures))).toBeVisible();
      await expect(page.getByRole("definition")).toHaveText(["2009", "45+", "160+"]);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        t.about.metaDescription(figures),
      );
      await expect(page.locator("footer")).toContainText(blurb(2009));
    }
  } finally {
    await restoreCompany();
  }
  await page.goto("/about");
  await expect(page.locator("footer")).toContainText(siteVi.footer.blurb(2011));
});

test("a new partner brand shows on /partnership and its link lists the brand's products", async ({ page, baseURL }) => {
  const restore = await keep(page, baseURL ?? "", "/admin/settings/partners");
  try {
    await page.goto("/admin/settings/partners");
    await page.getByRole("button", { name: vi.add.partners }).click();
    // "Pentax" matches the catalogue's "Pentax Medical" products (the brand filter matches a part).
    await page.getByLabel("Tên thương hiệu").fill("Pentax");
    await page.getByLabel("Quốc gia (Tiếng Việt)").last().fill("Nhật Bản");
    await page.getByLabel("Quốc gia (Tiếng Anh)").last().fill("Japan");
    await expect(page.getByText("Liên kết sản phẩm: /products?brand=pentax")).toBeVisible();
    await save(page);

    await page.goto("/en/partnership");
    const link = page.getByRole("link", { name: `${pagesEn.partnership.viewProducts} Pentax`, exact: true });
    await expect(link).toHaveAttribute("href", "/en/products?brand=pentax");
    await link.click();
    await expect(page).toHaveURL(/\/en\/products\?brand=pentax$/);
    await expect(page.getByText(/^Found [1-9]\d* products?$/)).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Pentax Medical");
  } finally {
    await restore();
  }
});

test("a job posted in the admin shows on /recruitment", async ({ page, baseURL }) => {
  const restore = await keep(page, baseURL ?? "", "/admin/settings/jobs");
  try {
    await page.goto("/admin/settings/jobs");
    await page.getByRole("button", { name: vi.add.jobs }).click();
    const title = `Kỹ sư ứng dụng ${RUN}`;
    await page.getByLabel("Tiêu đề (Tiếng Việt)").last().fill(title);
    await page.getByLabel("Địa điểm (Tiếng Việt)").last().fill("Văn phòng Hà Nội");
    await page.getByLabel("Mức lương (Tiếng Việt)").last().fill("Thỏa thuận");
    await page.getByLabel("Mô tả công việc (Tiếng Việt)").last().fill("Lắp đặt thiết bị\nĐào tạo người dùng");
    await save(page);

    await page.goto("/recruitment");
    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Văn phòng Hà Nội");
    await expect(card).toContainText("Đào tạo người dùng");
  } finally {
    await restore();
  }
});

test("hero slides reorder with the keyboard, announced in Vietnamese, and the home page follows", async ({
  page,
  baseURL,
}) => {
  const restore = await keep(page, baseURL ?? "", "/admin/settings/hero");
  try {
    await page.goto("/admin/settings/hero");
    const handle = page.getByRole("button", { name: "Kéo để sắp xếp: Thiết bị Y tế Hiện đại" });
    await handle.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(live).toHaveText(/“Thiết bị Y tế Hiện đại”,? đang ở vị trí 1 trên 3\./);
    // Down, press by press, until it is said to be in the second place.
    await keyboardDragUntil(page, handle, live, "ArrowDown", /đang ở vị trí 2 trên 3\./);
    await page.keyboard.press("Space");
    await expect(live).toHaveText("Đã thả “Thiết bị Y tế Hiện đại” vào vị trí 2 trên 3.");
    await expect(page.getByRole("button", { name: "1. Giải pháp Y tế Toàn diện" })).toBeVisible();
    await expect(page.getByRole("button", { name: "2. Thiết bị Y tế Hiện đại" })).toBeVisible();
    await save(page);

    await page.goto("/");
    await expect(page.getByRole("region", { name: "Giải pháp Y tế Toàn diện" })).toBeVisible();
  } finally {
    await restore();
  }
});

test("a map that is not a Google Maps embed address is refused with its message; the form keeps what was typed", async ({
  page,
}) => {
  await page.goto("/admin/settings");
  const hotline = page.getByLabel("Hotline toàn quốc");
  await hotline.fill("1900 0000 00");
  const map = page.getByLabel("Bản đồ văn phòng TP. Hồ Chí Minh (URL nhúng)");
  const bad = '<iframe src="https://evil.example/maps"></iframe>';
  await map.fill(bad);
  await page.getByRole("button", { name: vi.save }).click();
  await expect(page.getByRole("alert").filter({ hasText: vi.errors.form })).toBeVisible();
  await expect(page.getByText(vi.errors.mapUrl)).toBeVisible();
  await expect(map).toBeFocused();
  await expect(map).toHaveAttribute("aria-invalid", "true");
  await expect(map).toHaveValue(bad);
  await expect(hotline).toHaveValue("1900 0000 00");

  // The server refuses it too, whatever the browser does.
  const { values } = await loaderData(page.request, "/admin/settings", "settings");
  const refused = await page.request.post("/admin/settings.data", {
    form: {
      intent: "save",
      values: JSON.stringify({ ...(values as object), mapUrlHcm: "https://evil.example/embed" }),
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);

  // Unsaved changes: leaving asks first; staying keeps everything.
  await answerQuestion(
    page,
    () => page.getByRole("navigation", { name: "Điều hướng quản trị" }).getByRole("link", { name: "Sản phẩm" }).click(),
    "dismiss",
  );
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(map).toHaveValue(bad);
  await page.goto("/contact");
  await expect(page.locator("main")).toContainText(COMPANY_SETTINGS.hotline);
});
