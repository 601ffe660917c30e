import type { Page } from "@playwright/test";
import { en as enTexts } from "../../app/i18n/en";
import { en as enCatalog, vi as viCatalog } from "../../app/i18n/messages/catalog";
import { en as enNews, vi as viNews } from "../../app/i18n/messages/news";
import { vi as viTexts } from "../../app/i18n/vi";
import { expect, test } from "./fixtures";

/** The walkthrough of issue 12: error states inside the shell, focus, the phone widget, 404 meta, labels. */

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
      // The message is inside the page: the list's own h1 stays above it (issue 29.4).
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
      await page.keyboard.press("End");
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

test("the site font draws ắ, ệ, ữ, Đ from its own files", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
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
  const loaded = await page.evaluate(
    () => [...document.fonts].filter((f) => f.family.includes("Be Vietnam Pro") && f.status === "loaded").length,
  );
  expect(loaded).toBeGreaterThanOrEqual(2);
  await expect(page.locator("#glyphs")).toHaveScreenshot("vietnamese-glyphs.png", { maxDiffPixelRatio: 0.02 });
  expect(outside).toEqual([]);
});

test("the site font comes after hydration: the weights the page shows, fetched once and swapped in together", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const weight = request.url().match(/be-vietnam-pro-(\d+)-[^/]*\.woff2$/)?.[1];
    if (weight) fetched.push(weight);
  });
  // The site font's faces as each frame sees them: a face switched on before its file arrived shows
  // as "loading" in some frame (the page laid out again at each arrival).
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { fontStates: string[] }).fontStates = states;
    const look = () => {
      const state = [...document.fonts]
        .filter((face) => face.family.replaceAll('"', "") === "Be Vietnam Pro" && face.status !== "unloaded")
        .map((face) => `${face.weight} ${face.status}`)
        .join(", ");
      if (state !== states.at(-1)) states.push(state);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  // The files arrive 300 ms apart, as on a slow link.
  await page.route(/\.woff2$/, async (route) => {
    const weight = Number(
      route
        .request()
        .url()
        .match(/be-vietnam-pro-(\d+)-/)?.[1] ?? 400,
    );
    await new Promise((resolve) => setTimeout(resolve, (weight - 400) * 1.5));
    await route.continue();
  });
  await page.goto("/products");
  await page.waitForLoadState("networkidle");
  // Every weight is declared; the product list shows no medium (500) text, so that one waits unfetched.
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', "") === "Be Vietnam Pro")
      .map((face) => `${face.weight} ${face.status}`)
      .sort();
  });
  expect(faces).toEqual(["400 loaded", "500 unloaded", "600 loaded", "700 loaded", "800 loaded"]);
  expect(fetched.sort()).toEqual(["400", "600", "700", "800"]);
  const states = await page.evaluate(() => (window as unknown as { fontStates: string[] }).fontStates);
  expect(states).toEqual(["", "400 loaded, 600 loaded, 700 loaded, 800 loaded"]);
  // A later page that shows medium text fetches that weight when it needs it, and only it.
  fetched.length = 0;
  await page.getByRole("contentinfo").getByRole("link", { name: "Về chúng tôi", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.fonts].find(
            (face) => face.family.replaceAll('"', "") === "Be Vietnam Pro" && face.weight === "500",
          )?.status,
      ),
    )
    .toBe("loaded");
  expect(fetched).toEqual(["500"]);
});

test("the site font never moves the page in view: a swap that would waits for the next page, which comes in it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The layout shifts the visitor would count (none follows an input here).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const fetched: string[] = [];
  page.on("request", (request) => {
    const weight = request.url().match(/be-vietnam-pro-(\d+)-[^/]*\.woff2$/)?.[1];
    if (weight) fetched.push(weight);
  });
  // The font files wait until the page holds text that wraps differently in the site font.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.woff2$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("html")).toHaveAttribute("data-site-font", "loading");
  // Two lines of text cut to the fallback face's width: one just fits it, one is just too narrow
  // for it. The site font's glyphs are wider or narrower, so one of them changes its line count
  // and moves the block under them, which covers half the screen.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const text = "Thiết bị y tế chính hãng cho bệnh viện";
    const probe = document.createElement("span");
    probe.style.cssText = "position:absolute;white-space:nowrap;font-size:16px";
    probe.textContent = text;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    const layer = document.createElement("div");
    layer.id = "wrap-probes";
    layer.style.cssText =
      "position:fixed;inset:0 0 auto 0;z-index:100;background:white;font-size:16px;line-height:24px";
    for (const cut of [Math.ceil(width) + 0.5, Math.floor(width) - 2]) {
      const line = document.createElement("p");
      line.style.width = `${cut}px`;
      line.textContent = text;
      layer.append(line);
    }
    const below = document.createElement("div");
    below.style.cssText = "height:420px;background:#eef";
    layer.append(below);
    document.body.append(layer);
  });
  const linesBefore = await page.locator("#wrap-probes p").evaluateAll((lines) => lines.map((l) => l.clientHeight));
  expect(linesBefore).toEqual([24, 48]);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-site-font", "held");
  // The faces arrived and were held back: nothing moved and the page keeps the fallback faces.
  const held = await page.evaluate(() => ({
    shifts: (window as unknown as { shifts: number[] }).shifts,
    faces: [...document.fonts].filter((face) => face.family.replaceAll('"', "") === "Be Vietnam Pro").length,
    lines: [...document.querySelectorAll("#wrap-probes p")].map((l) => l.clientHeight),
  }));
  expect(held).toEqual({ shifts: [], faces: 0, lines: [24, 48] });
  const fetchedOnce = [...fetched].sort();
  expect(fetchedOnce.length).toBeGreaterThan(0);
  // The next page comes in the site font, with the files already fetched.
  await page.evaluate(() => document.getElementById("wrap-probes")?.remove());
  await page.getByRole("contentinfo").getByRole("link", { name: "Về chúng tôi", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("data-site-font", "on");
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', "") === "Be Vietnam Pro" && face.status === "loaded")
      .map((face) => face.weight),
  );
  expect(loaded).toContain("400");
  expect(fetched.slice(0, fetchedOnce.length).sort()).toEqual(fetchedOnce);
  expect(new Set(fetched).size).toBe(fetched.length);
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
