import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { vi as viTexts } from "../../app/i18n/vi";
import { expect, expectRefusal, test } from "./fixtures";
import { PUBLIC_TEMPLATES } from "./public-templates";

/**
 * axe-core finds nothing on any public template, in both languages, on a desktop and
 * on a 390 px phone: every rule axe runs by default (WCAG A and AA, and its best practices), at
 * every impact. A few states a visitor opens are checked too (the phone menu, the contact panel,
 * the gallery's viewer).
 */

const TEMPLATES = PUBLIC_TEMPLATES;

const SIZES = [
  { name: "desktop", viewport: { width: 1366, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/** Each violation, one line per element: rule, impact, element, what to fix. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ")}`),
  );
}

const localized = (path: string, prefix: string) => (path === "/" && prefix ? prefix : `${prefix}${path}`);

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    for (const path of TEMPLATES) {
      for (const prefix of ["", "/en"]) {
        const address = localized(path, prefix);
        test(`${address} has no axe violation`, async ({ page, consoleProblems }) => {
          const response = await page.goto(address);
          expect(await violations(page)).toEqual([]);
          // The 404 templates are asked for on purpose: the browser logs their status.
          if (response?.status() === 404) expectRefusal(consoleProblems, 404);
        });
      }
    }
  });
}

test.describe("opened states", () => {
  test("the phone menu and the contact panel, open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/products");
    await page.getByRole("button", { name: viTexts.header.openMenu }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByTestId("contact-widget-button").click();
    await expect(page.locator("#contact-widget-panel")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  for (const size of SIZES) {
    test(`the gallery's viewer, open (${size.name})`, async ({ page }) => {
      await page.setViewportSize(size.viewport);
      await page.goto("/en/about");
      await page
        .getByRole("link", { name: /^View larger/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
