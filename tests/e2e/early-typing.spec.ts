import type { Page } from "@playwright/test";
import { en as enCatalog, vi as viCatalog } from "../../app/i18n/messages/catalog";
import { allowHeldScripts, expect, holdScripts, test } from "./fixtures";

/**
 * Public pages hydrate after their first paint (decision 008), and a visitor on a slow
 * phone types before the scripts arrive. What was typed or chosen stays when they do: hydration
 * once put the server's search back ('noi soi'), and Enter searched that again. The product lists'
 * filter form is the public site's only form a visitor types into (the quote form, behind a
 * setting, keeps its fields uncontrolled: quote-requests.spec.ts).
 */

const LANGS = [
  { lang: "vi", prefix: "", t: viCatalog },
  { lang: "en", prefix: "/en", t: enCatalog },
] as const;

test.use({ viewport: { width: 390, height: 844 } });
test.afterEach(({ consoleProblems }) => allowHeldScripts(consoleProblems));

/** Opens a page with its scripts held until the returned function is called. */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await holdScripts(page, held);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  return async () => {
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  };
}

for (const l of LANGS) {
  test(`a search and filters chosen before the scripts arrive are kept, and Enter searches them (${l.lang})`, async ({
    page,
  }) => {
    const hydrate = await openBeforeScripts(page, `${l.prefix}/products?q=noi+soi`);
    const search = page.getByLabel(l.t.search.label);
    await expect(search).toHaveValue("noi soi");
    // As a visitor does: into the box, everything selected, the new words typed.
    await search.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("pentax");
    await page.getByLabel(l.t.filters.department, { exact: true }).selectOption("khoa-noi-soi");
    await page.getByLabel(l.t.filters.brand, { exact: true }).selectOption("pentax-medical");

    await hydrate();
    await expect(search).toHaveValue("pentax");
    await expect(page.getByLabel(l.t.filters.department, { exact: true })).toHaveValue("khoa-noi-soi");
    await expect(page.getByLabel(l.t.filters.brand, { exact: true })).toHaveValue("pentax-medical");

    await search.press("Enter");
    await expect(page).toHaveURL(
      new RegExp(`${l.prefix}/products\\?q=pentax&department=khoa-noi-soi&brand=pentax-medical$`),
    );
    await expect(page.getByRole("link", { name: l.t.chips.remove(l.t.chips.search("pentax")) })).toBeVisible();
    await expect(search).toHaveValue("pentax");
    await expect(page.locator("main article").first()).toBeVisible();
  });
}

test("a category chosen before the scripts arrive on a department's list is kept", async ({ page }) => {
  const t = viCatalog;
  const hydrate = await openBeforeScripts(page, "/products/department/khoa-noi-soi");
  const category = page.getByLabel(t.filters.category, { exact: true });
  const value = await category.locator("option").nth(1).getAttribute("value");
  await category.selectOption(value ?? "");
  const search = page.getByLabel(t.search.label);
  await search.fill("may");
  await hydrate();
  await expect(category).toHaveValue(value ?? "");
  await expect(search).toHaveValue("may");
  await page.getByRole("button", { name: t.search.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/products/department/khoa-noi-soi\\?q=may&category=${value}$`));
});
