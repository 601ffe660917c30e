/**
 * `npm run screenshots`: the README's two pictures, taken from the running demo so that they stay
 * true. Builds when needed, starts the production server on a free loopback port with a throwaway
 * DATA_DIR (it seeds the demo itself and creates an administrator with a password made here),
 * opens the public home page on a phone and an article in the back office's news editor in the
 * tests' Chromium, and writes them as WebP under docs/screenshots/. The server and its data are
 * gone afterwards.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContextOptions, chromium, devices, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { buildIfNeeded } from "../edge/build-if-needed";
import { signInForBench, startBenchServer } from "./bench-server";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./chromium";

const OUT_DIR = path.resolve("docs/screenshots");

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };

/**
 * Opens `first`, then follows the link `next` picks there as a visitor would. A document's first
 * page is drawn in the fallback faces and the site font is fetched after it, for the next page
 * (app/site-font.ts, decision 036): the pictures show the site as it is from the second page on.
 */
async function secondPage(page: Page, first: string, next: (page: Page) => Locator): Promise<void> {
  await page.goto(first);
  await page.locator('html[data-site-font="held"]').waitFor({ state: "attached", timeout: 30_000 });
  await next(page).click();
  await page.locator('html[data-site-font="on"]').waitFor({ state: "attached" });
}

/**
 * Waits until the page is what a visitor sees: hydrated, its fonts loaded, and every image in the
 * viewport decoded (lazy ones below it are not in the picture).
 */
async function settled(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  });
  // Transitions started by hydration (menus, a slide fading in) come to rest.
  await page.waitForTimeout(500);
}

/** The viewport as WebP in docs/screenshots/NAME.webp; answers its size in bytes. */
async function save(page: Page, name: string): Promise<number> {
  const png = await page.screenshot({ animations: "disabled", caret: "hide" });
  const file = path.join(OUT_DIR, `${name}.webp`);
  await sharp(png).webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(file);
  return fs.statSync(file).size;
}

buildIfNeeded();
const admin = { username: "admin", password: randomBytes(18).toString("base64url") };
// Made here, so that it goes even when the server fails to start.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "screenshots-data-"));
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
let browser: Browser | undefined;
try {
  server = await startBenchServer(
    { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
    { dataDir, siteUrlIsOrigin: true },
  );
  browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const common: BrowserContextOptions = {
    baseURL: server.url,
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    reducedMotion: "reduce",
  };
  const sizes: [string, number][] = [];

  const phone = await browser.newContext({ ...common, ...PHONE });
  const home = await phone.newPage();
  await secondPage(home, "/news", (page) => page.locator('header a[href="/"]').first());
  await home.waitForURL(`${server.url}/`);
  await settled(home);
  sizes.push(["home-phone", await save(home, "home-phone")]);
  await phone.close();

  const desktop = await browser.newContext({ ...common, ...DESKTOP });
  const cookie = await signInForBench(server.url, admin.username, admin.password);
  const at = cookie.indexOf("=");
  await desktop.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: server.url }]);
  const editor = await desktop.newPage();
  // The newest demo article, opened from the list.
  await secondPage(editor, "/admin/news", (page) => page.locator('a[href^="/admin/news/"][href$="/edit"]').first());
  // The rich-text editor is a chunk of its own, fetched when the screen opens.
  await editor
    .getByRole("group", { name: "Nội dung", exact: true })
    .getByRole("toolbar", { name: "Công cụ định dạng" })
    .waitFor({ timeout: 30_000 });
  await settled(editor);
  sizes.push(["news-editor", await save(editor, "news-editor")]);
  await desktop.close();

  for (const [file, bytes] of sizes) console.log(`docs/screenshots/${file}.webp  ${(bytes / 1024).toFixed(0)} KB`);
} finally {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
