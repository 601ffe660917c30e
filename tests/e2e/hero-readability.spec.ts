import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { COMPOUNDS } from "../../app/lib/vietnamese-compounds";
import { expect, test } from "./fixtures";

/**
 * The hero's text is readable on every slide and at every size, measured against the
 * pixels under it (the text made transparent, the screenshot's lightest pixel under each text
 * box), and no title line splits a Vietnamese compound ("Thiết bị Y / tế Hiện đại").
 */

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const MIN_CONTRAST = 4.5;

/** WCAG relative luminance of an sRGB colour, channels 0–255. */
function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The lightest and the darkest pixel of a PNG (the text is light: the lightest is the worst). */
async function luminanceRange(png: Buffer): Promise<{ lightest: number; darkest: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lightest = 0;
  let darkest = 1;
  for (let i = 0; i < data.length; i += info.channels) {
    const l = luminance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
    if (l > lightest) lightest = l;
    if (l < darkest) darkest = l;
  }
  return { lightest, darkest };
}

/** The element's text as the browser laid it out, one string per line. */
function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const last = lines.at(-1);
        if (last && Math.abs(last.top - rect.top) < rect.height / 2) last.text += text[i];
        else lines.push({ top: rect.top, text: text[i] ?? "" });
      }
    }
    return lines.map((line) => line.text.replace(/\s+/g, " ").trim());
  });
}

/** The element's text colour in sRGB (Tailwind 4 computes oklch(): a canvas converts it). */
function textRgb(el: Element): number[] {
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d");
  if (!context) return [];
  context.fillStyle = getComputedStyle(el).color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
}

async function showSlide(page: Page, index: number): Promise<Locator> {
  const hero = page.locator("section[data-hero]");
  await hero.locator(`a[href="#slide-${index + 1}"]`).click();
  const slide = page.locator(`#slide-${index + 1}`);
  await expect(slide).toHaveCSS("opacity", "1");
  // Its image (later slides' come after the load event) has arrived and is drawn.
  await expect
    .poll(() => slide.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return slide;
}

for (const lang of [
  { prefix: "", name: "vi" },
  { prefix: "/en", name: "en" },
]) {
  test(`hero text is readable on every slide at every size (${lang.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    // The slides cross-fade in 150 ms instead of 1 s (30 changes of slide here) and do not advance
    // by themselves; their text and images, what is measured, are the same.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const failures: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${lang.prefix}/`, { waitUntil: "load" });
      for (const index of [0, 1, 2]) {
        const slide = await showSlide(page, index);
        const panel = slide.locator("[data-hero-text]");
        const texts = [panel.locator("p").first(), panel.locator("h1, h2"), panel.locator("p").nth(1)];

        const title = texts[1] as Locator;
        const titleText = ((await title.textContent()) ?? "").replace(/\s+/g, " ").toLowerCase();
        const lines = (await renderedLines(title)).map((line) => line.toLowerCase());
        for (const compound of COMPOUNDS.filter((c) => titleText.includes(c))) {
          if (!lines.some((line) => line.includes(compound)))
            failures.push(`${size.width}px slide ${index + 1}: "${compound}" split in ${JSON.stringify(lines)}`);
        }

        const colors = await Promise.all(texts.map((t) => t.evaluate(textRgb)));
        const boxes = await Promise.all(texts.map((t) => t.boundingBox()));
        await panel.evaluate((el) => el.setAttribute("data-probe", ""));
        const style = await page.addStyleTag({
          content: "[data-probe] * { color: transparent !important; text-shadow: none !important; }",
        });
        for (const [i, box] of boxes.entries()) {
          if (!box) continue;
          const text = luminance(colors[i] ?? []);
          const png = await page.screenshot({ clip: box, animations: "disabled" });
          const { lightest, darkest } = await luminanceRange(png);
          // The text is light: the lightest pixel under it is the hardest to read it on.
          const ratio = text > darkest ? contrast(text, lightest) : contrast(text, darkest);
          if (ratio < MIN_CONTRAST)
            failures.push(`${size.width}px slide ${index + 1} text ${i}: contrast ${ratio.toFixed(2)}:1`);
        }
        await style.evaluate((el) => (el as Element).remove());
        await panel.evaluate((el) => el.removeAttribute("data-probe"));
      }
    }
    expect(failures).toEqual([]);
  });
}
