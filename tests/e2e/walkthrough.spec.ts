import type { Page } from "@playwright/test";
import { en as enTexts } from "../../app/i18n/en";
import { en as enCatalog, vi as viCatalog } from "../../app/i18n/messages/catalog";
import { en as enNews, vi as viNews } from "../../app/i18n/messages/news";
import { vi as viTexts } from "../../app/i18n/vi";
import { cardsLaidOut, expect, pressEnd, test } from "./fixtures";

/** A walkthrough of the public site: error states inside the shell, focus, the phone widget, 404 meta, labels. */

const LANGS = [
  { lang: "vi", prefix: "", t: viTexts, catalog: viCatalog, news: viNews },
  { lang: "en", prefix: "/en", t: enTexts, catalog: enCatalog, news: enNews },
] as const;

const PRODUCT = "/products/he-thong-noi-soi-video-pentax-epk-i7010";
const ARTICLE = "/news/chinh-thuc-tro-thanh-nha-phan-phoi-uy-quyen-cua-pentax-medical-tai-viet-nam";
const TEMPLATES = [
  "/",
  "/products",
  PRODUCT,
  "/departments",
  "/departments/khoa-noi-soi",
  "/news",
  ARTICLE,
  "/about",
  "/contact",
  "/partnership",
  "/training",
  "/recruitment",
  "/no-such-page",
];

/** The dropped connection makes the browser report failed requests; that is what these tests expect. */
function allowDroppedRequests(problems: string[]) {
  const expected = /ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 404/;
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.test(p)));
}

async function dropDataRequests(page: Page, pattern: string) {
  await page.route(pattern, (route) => route.abort("internetdisconnected"));
}

/**
 * Every element the Tab key reaches on the page, in tab order, with whether its focus shows a
 * ring, in one evaluation instead of two round trips per element. One real Tab puts the page
 * under keyboard use (so ':focus-visible' follows focus); then, inside the page, the next element
 * in document order that takes focus is focused, as the next Tab press would, and its computed
 * outline and box-shadow are read. Candidates are the sequential focus order (tabIndex >= 0; the
 * app sets no positive tabindex) and scroll containers, which Chromium makes Tab stops when
 * nothing inside them takes focus. Frames are not stops: Tab moves into the framed document (the
 * maps, which draw their own rings) or, as here where they cannot load, past them.
 */
async function focusWalk(page: Page): Promise<{ id: string; ring: boolean }[]> {
  await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const scrolls = (overflow: string, size: number, client: number) =>
      (overflow === "auto" || overflow === "scroll") && size > client;
    const candidates = () =>
      [...document.body.querySelectorAll<HTMLElement | SVGElement>("*")].filter((el) => {
        if (el.tagName === "IFRAME") return false;
        if (el.tabIndex >= 0) return true;
        const style = getComputedStyle(el);
        return (
          scrolls(style.overflowX, el.scrollWidth, el.clientWidth) ||
          scrolls(style.overflowY, el.scrollHeight, el.clientHeight)
        );
      });
    const stops: { id: string; ring: boolean }[] = [];
    let current = document.activeElement;
    while ((current instanceof HTMLElement || current instanceof SVGElement) && current !== document.body) {
      const style = getComputedStyle(current);
      const ring =
        (style.outlineStyle !== "none" &&
          Number.parseFloat(style.outlineWidth) >= 1 &&
          style.outlineColor !== "rgba(0, 0, 0, 0)") ||
        (style.boxShadow !== "none" && style.boxShadow !== "");
      const id = `${current.tagName} ${current.getAttribute("href") ?? ""} ${current.textContent?.trim().slice(0, 40) ?? ""}`;
      stops.push({ id, ring });
      // Listed again at each step: a focus may open a menu or render more.
      const list = candidates();
      const after = list.slice(list.indexOf(current) + 1);
      current =
        after.find((el) => {
          el.focus();
          return document.activeElement === el;
        }) ?? null;
    }
    return stops;
  });
}

for (const l of LANGS) {
  test.describe(`walkthrough (${l.lang})`, () => {
    test("a product list that fails to load keeps the header and footer and offers a retry", async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(`${l.prefix}/products`);
      await dropDataRequests(page, "**/products.data*");
      await page.getByLabel(l.catalog.filters.brand, { exact: true }).selectOption("steris");
      // The message is inside the page: the list's own h1 stays above it.
      await expect(page.getByRole("heading", { level: 2, name: l.catalog.error.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: l.catalog.allProducts })).toBeVisible();
      await expect(page.getByRole("button", { name: l.catalog.error.retry })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      allowDroppedRequests(consoleProblems);
    });

    test("news that fails to load keeps the header and footer and offers a retry", async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(`${l.prefix}/about`);
      await dropDataRequests(page, "**/news.data*");
      await page.getByRole("banner").getByRole("link", { name: l.t.nav.news, exact: true }).first().click();
      await expect(page.getByText(l.news.newsLoadError)).toBeVisible();
      await expect(page.getByRole("button", { name: l.news.retry })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      allowDroppedRequests(consoleProblems);
    });

    test("every focusable element of every template shows a visible focus ring", async ({ page, consoleProblems }) => {
      // Thirteen pages to load: room for a busy machine.
      test.setTimeout(120_000);
      for (const path of TEMPLATES) {
        await page.goto(`${l.prefix}${path}`);
        const stops = await focusWalk(page);
        expect(stops.length, `${l.prefix}${path}: Tab reaches nothing`).toBeGreaterThan(0);
        const missing = stops.filter((stop) => !stop.ring).map((stop) => stop.id);
        expect(missing, `${l.prefix}${path}: no visible focus on these`).toEqual([]);
      }
      allowDroppedRequests(consoleProblems);
    });

    test("on a phone the contact button is round, expands on tap and leaves the page's end clear", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${l.prefix}/products`);
      const button = page.getByTestId("contact-widget-button");
      const box = await button.boundingBox();
      expect(box && Math.abs(box.width - box.height)).toBeLessThanOrEqual(2);
      expect(box?.width).toBeLessThanOrEqual(64);
      await button.click();
      await expect.poll(async () => (await button.boundingBox())?.width).toBeGreaterThan(120);
      await expect(page.getByRole("link", { name: l.t.contactWidget.callNationwide })).toBeVisible();
      await expect(page.locator("#contact-widget-panel").getByText(l.t.contactWidget.title)).toBeVisible();
      await button.click();
      // At the end of the page, the copyright line sits above the button, not under it.
      await cardsLaidOut(page);
      await pressEnd(page);
      // The page scrolls smoothly: compare once it has come to rest at the end.
      await expect
        .poll(async () => {
          const line = await page.locator("footer > div").last().boundingBox();
          const after = await button.boundingBox();
          return Boolean(line && after && line.y + 40 <= after.y);
        })
        .toBe(true);
    });

    test("the 404 page has its own title, description and noindex", async ({ page, consoleProblems }) => {
      const response = await page.goto(`${l.prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(l.t.meta.pageTitle(l.t.notFound.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", l.t.notFound.text);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("banner")).toBeVisible();
      allowDroppedRequests(consoleProblems);
    });

    test("every aria-label and alt text is in the page's language", async ({ page, consoleProblems }) => {
      const other = l.lang === "vi" ? enTexts : viTexts;
      const mine = l.t;
      // Words of the other language's catalogue that never appear in this one's.
      const foreign = new Set<string>(
        [other.product.brands, other.contactWidget.open, other.nav.news, other.footer.quickLinks].filter(
          (word) => word !== mine.nav.news,
        ),
      );
      const vietnamese = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
      for (const path of TEMPLATES) {
        await page.goto(`${l.prefix}${path}`);
        const labels = await page.evaluate(() =>
          [...document.querySelectorAll("[aria-label], img[alt]")].map(
            (el) => el.getAttribute("aria-label") ?? el.getAttribute("alt") ?? "",
          ),
        );
        for (const label of labels) {
          expect(foreign.has(label), `${l.prefix}${path}: "${label}" is from the other language`).toBe(false);
          if (l.lang === "en") expect(label, `${path}: Vietnamese label on an English page`).not.toMatch(vietnamese);
        }
      }
      allowDroppedRequests(consoleProblems);
    });
  });
}

/** The site font's faces in the document, as "weight status", sorted. */
function siteFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', "") === "Be Vietnam Pro")
      .map((face) => `${face.weight} ${face.status}`)
      .sort(),
  );
}

test("the site font draws ắ, ệ, ữ, Đ from its own files", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  // The first page of a visit fetches the files; the next comes in them.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-site-font", "held");
  await page.getByRole("contentinfo").getByRole("link", { name: "Về chúng tôi", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("data-site-font", "on");
  await page.evaluate(() => {
    const p = document.createElement("p");
    p.id = "glyphs";
    p.textContent = "ắ ệ ữ Đ – Đặng Thị Hữu Nghiệp";
    p.style.cssText = "font-size:48px;font-weight:700;padding:16px;background:#fff;color:#0f172a";
    document.body.append(p);
  });
  const used = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('700 48px "Be Vietnam Pro"', "ắệữĐ");
  });
  expect(used).toBe(true);
  expect(await siteFaces(page)).toEqual(["400 loaded", "500 loaded", "600 loaded", "700 loaded", "800 loaded"]);
  await expect(page.locator("#glyphs")).toHaveScreenshot("vietnamese-glyphs.png", { maxDiffPixelRatio: 0.02 });
  expect(outside).toEqual([]);
});

test("the site font is never swapped into a painted page: a document's first page keeps the fallback faces, the next comes in the site font", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The site font's faces as each frame sees them, and the layout shifts a visitor would count.
  await page.addInitScript(() => {
    const w = window as unknown as { fontStates: string[]; shifts: number[] };
    w.fontStates = [];
    w.shifts = [];
    const look = () => {
      const state = [...document.fonts]
        .filter((face) => face.family.replaceAll('"', "") === "Be Vietnam Pro" && face.status !== "unloaded")
        .map((face) => `${face.weight} ${face.status}`)
        .join(", ");
      if (state !== w.fontStates.at(-1)) w.fontStates.push(state);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const fetched: string[] = [];
  page.on("request", (request) => {
    const weight = request.url().match(/be-vietnam-pro-(\d+)-[^/]*\.woff2$/)?.[1];
    if (weight) fetched.push(weight);
  });
  const seen = () =>
    page.evaluate(() => {
      const w = window as unknown as { fontStates: string[]; shifts: number[] };
      return { fontStates: w.fontStates, shifts: w.shifts };
    });

  // The first page: drawn in the fallback faces from start to end; the five files come after it
  // has loaded and are kept aside.
  await page.goto("/products");
  await expect(page.locator("html")).toHaveAttribute("data-site-font", "held");
  expect(await seen()).toEqual({ fontStates: [""], shifts: [] });
  expect(fetched.sort()).toEqual(["400", "500", "600", "700", "800"]);
  expect(await siteFaces(page)).toEqual([]);

  // The next page comes in the site font, all five faces at once, without fetching them again.
  await page.getByRole("contentinfo").getByRole("link", { name: "Về chúng tôi", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("data-site-font", "on");
  const all = "400 loaded, 500 loaded, 600 loaded, 700 loaded, 800 loaded";
  expect((await seen()).fontStates).toEqual(["", all]);
  expect(fetched).toHaveLength(5);

  // A new document (a full load) starts in the fallback faces again.
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-site-font", "held");
  expect(await seen()).toEqual({ fontStates: [""], shifts: [] });
});

test("public pages render and hydrate without Intl: a page's first Intl call loads its locale data, 20-60 ms of the main thread", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const watch = (owner: object, name: string, label: string) => {
      const original = Reflect.get(owner, name) as (...args: unknown[]) => unknown;
      Reflect.set(owner, name, function (this: unknown, ...args: unknown[]) {
        calls.push(label);
        return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
      });
    };
    watch(Number.prototype, "toLocaleString", "Number#toLocaleString");
    watch(Date.prototype, "toLocaleString", "Date#toLocaleString");
    watch(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
    watch(Intl, "NumberFormat", "Intl.NumberFormat");
    watch(Intl, "DateTimeFormat", "Intl.DateTimeFormat");
  });
  // Home, and an article with its date and its views (counted on the first visit, shown on the next).
  const slug = "thong-bao-chuoi-hoi-thao-dao-tao-tai-xu-ly-ong-soi-mem-nam-2026";
  for (const path of ["/", `/news/${slug}`, `/en/news/${slug}`]) {
    await page.goto(path);
    if (path !== "/") {
      await page.reload();
      await expect(page.getByTestId("view-count")).toHaveText(/^[\d.,]+ (lượt xem|views?)$/);
    }
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls)).toEqual([]);
  }
});
