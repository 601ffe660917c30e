/**
 * The back office on a 360 px phone: every control a finger can hit is at least
 * 24 × 24 px or has room around it (WCAG 2.2, 2.5.8: a 24 px square centred on a smaller target
 * touches no other target; links inside a sentence are exempt), no text is smaller than 12 px, and
 * the interface speaks one language per screen: Vietnamese, except the specification's English
 * news list (whose own words must then be English). Content (names, titles) is left out: only the
 * screen's own words are read (headings, labels, buttons, tabs, table heads, options, legends).
 */
import type { Page } from "@playwright/test";
import { foreignWords } from "../../app/i18n/messages/vietnamese-words";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const SCREENS = [
  "/admin/dashboard",
  "/admin/products",
  "/admin/products/new",
  "/admin/categories",
  "/admin/departments",
  "/admin/news/new",
  "/admin/inquiries",
  "/admin/settings",
  "/admin/settings/courses",
  "/admin/settings/quotes",
  "/admin/redirects",
  "/admin/audit",
  "/admin/deleted",
  "/admin/account",
  "/admin/users",
];
/** The specification's English screen. */
const ENGLISH_SCREENS = ["/admin/news"];

interface Problem {
  what: string;
  detail: string;
}

/** Targets under 24 px without room around them, and text under 12 px, as the page lays them out. */
function measure(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: { what: string; detail: string }[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex="0"]';
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && box.width > 0 && box.height > 0;
    };
    const targets = [...document.querySelectorAll(selector)].filter(
      (el) => visible(el) && !el.closest("[inert], [aria-hidden='true']") && !(el as HTMLElement).hidden,
    );
    const boxes = targets.map((el) => el.getBoundingClientRect());
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? (el as HTMLInputElement).name ?? "").trim().slice(0, 40)}"`;
    targets.forEach((el, i) => {
      const box = boxes[i] as DOMRect;
      if (box.width >= 24 && box.height >= 24) return;
      // Inline: a link in a run of text.
      if (el.tagName === "A" && getComputedStyle(el).display === "inline" && el.parentElement) {
        const text = el.parentElement.textContent ?? "";
        if (text.trim().length > (el.textContent ?? "").trim().length + 3) return;
      }
      // Spacing: a 24 px square centred on it meets no other target.
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const square = { left: cx - 12, right: cx + 12, top: cy - 12, bottom: cy + 12 };
      const crowded = boxes.some(
        (other, j) =>
          j !== i &&
          !targets[j]?.contains(el) &&
          !el.contains(targets[j] as Element) &&
          other.left < square.right &&
          other.right > square.left &&
          other.top < square.bottom &&
          other.bottom > square.top,
      );
      if (crowded)
        problems.push({ what: "target", detail: `${name(el)} ${Math.round(box.width)}×${Math.round(box.height)}` });
    });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const small = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !visible(parent) || parent.closest(".sr-only, [aria-hidden='true']"))
        continue;
      const size = Number.parseFloat(getComputedStyle(parent).fontSize);
      if (size < 12) small.add(`${size}px "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const detail of small) problems.push({ what: "text", detail });
    return problems;
  });
}

/**
 * The screen's own words: the text of its headings, labels, buttons, tabs, table heads, legends
 * and navigation, one text at a time, without what it lists (cells, options, the editors' bodies).
 * A name inside a text (a brand, a browser: "… video Pentax EPK-i7010", "Chrome trên Windows") is
 * content too: a capitalised word that does not start its text is left out, and so is a word
 * with a digit (a model, another test's run id).
 */
function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const own = "h1, h2, h3, th, label, legend, button, [role='tab'], summary, nav a";
    const content = "td, select, option, .rich-body, .ProseMirror, [data-content]";
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!parent || !text || !parent.closest(own) || parent.closest(content)) continue;
      const words = text.split(" ");
      texts.push(words.filter((word, i) => !/\d/.test(word) && (i === 0 || !/^\p{Lu}/u.test(word))).join(" "));
    }
    return texts;
  });
}

/** The English screen's words that must be English: its table's heads and its status filter. */
function englishTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main th, main label:has(select[name='status']), main select[name='status'] option")]
      .map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim())
      .filter(Boolean),
  );
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL ?? "");
  await page.setViewportSize({ width: 360, height: 780 });
});

for (const path of SCREENS) {
  test(`${path} at 360 px: targets of 24 px, text of 12 px, in Vietnamese`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    expect(await measure(page)).toEqual([]);
    const english = (await interfaceTexts(page)).flatMap((text) =>
      foreignWords(text).map((word) => `${word} (${text})`),
    );
    expect(english).toEqual([]);
  });
}

for (const path of ENGLISH_SCREENS) {
  test(`${path} at 360 px: targets of 24 px, text of 12 px, in the specification's English`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    expect(await measure(page)).toEqual([]);
    const words = await englishTexts(page);
    expect(words).toContain("Published");
    const vietnamese = words.filter((text) =>
      /[ăâđêôơưạảãàáằắẳẵặầấẩẫậẹẻẽèéềếểễệịỉĩìíọỏõòóồốổỗộờớởỡợụủũùúừứửữựỳýỷỹỵ]/i.test(text),
    );
    expect(vietnamese).toEqual([]);
  });
}
