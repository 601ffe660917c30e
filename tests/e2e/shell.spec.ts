import { COMPANY_SETTINGS } from "../../app/server/seed/data/settings";
import { axExpanded } from "./ax-expanded";
import { cardsLaidOut, expect, pressEnd, test } from "./fixtures";

/** Notes every scroll offset the page passes through (run in the page). */
function recordScrolls() {
  const seen: number[] = [];
  (window as unknown as { seen: number[] }).seen = seen;
  window.addEventListener("scroll", () => seen.push(Math.round(window.scrollY)), { passive: true });
}

/** The offsets noted by `recordScrolls`, and where the page stands (run in the page). */
function scrollsSeen() {
  return { seen: (window as unknown as { seen: number[] }).seen, y: Math.round(window.scrollY) };
}

test.describe("header, navigation and footer", () => {
  test("the header turns solid after 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveClass(/shadow-md/);
  });

  test("the header hides training and recruitment; the footer lists all eight", async ({ page }) => {
    await page.goto("/");
    const headerNav = page.locator("header nav").first();
    for (const name of ["Trang chủ", "Về chúng tôi", "Sản phẩm", "Đối tác thương hiệu", "Tin tức", "Liên hệ"]) {
      await expect(headerNav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(headerNav.getByRole("link", { name: "Đào tạo" })).toHaveCount(0);
    await expect(headerNav.getByRole("link", { name: "Thông tin tuyển dụng" })).toHaveCount(0);
    const footerNav = page.getByRole("navigation", { name: "Liên kết nhanh" });
    await expect(footerNav.getByRole("link")).toHaveCount(8);
    await expect(footerNav.getByRole("link", { name: "Đào tạo" })).toHaveAttribute("href", "/training");
    const year = new Date().getFullYear();
    await expect(page.locator("footer")).toContainText(`© ${year} ${COMPANY_SETTINGS.companyName}`);
    await expect(page.locator("footer")).toContainText(COMPANY_SETTINGS.hotline);
  });

  test("English pages link to English pages", async ({ page }) => {
    await page.goto("/en");
    const footerNav = page.getByRole("navigation", { name: "Quick links" });
    await expect(footerNav.getByRole("link", { name: "Training" })).toHaveAttribute("href", "/en/training");
    await expect(footerNav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en");
    await expect(page.locator("footer")).toContainText(COMPANY_SETTINGS.companyNameEn);
  });

  test("the products entry opens a sub-menu of departments", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Mở danh mục con của Sản phẩm" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Khoa Nội soi" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Khoa Nội soi" })).toBeHidden();
  });

  test("the language switch reloads the same path, query and hash in the other language", async ({ page }) => {
    await page.goto("/about?from=test#values");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole("link", { name: "EN", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about\?from=test#values$/);
    // A full reload: the page's script state is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The active language is not a link: choosing it does nothing.
    await expect(page.getByRole("link", { name: "EN", exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "VI", exact: true }).click();
    await expect(page).toHaveURL(/\/about\?from=test#values$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  });

  test("the contact widget offers Zalo and a call, nationwide and by region", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Hỗ trợ 24\/7/ }).click();
    await expect(page.getByRole("link", { name: "Chat Zalo toàn quốc" })).toHaveAttribute(
      "href",
      COMPANY_SETTINGS.zaloNationwide,
    );
    await expect(page.getByRole("link", { name: "Chat Zalo toàn quốc" })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Gọi hotline toàn quốc" })).toHaveAttribute(
      "href",
      `tel:${COMPANY_SETTINGS.hotline.replace(/\s/g, "")}`,
    );
    await expect(page.getByRole("link", { name: "Zalo Miền Bắc" })).toHaveAttribute("href", COMPANY_SETTINGS.zaloNorth);
    await expect(page.getByRole("link", { name: "Zalo Miền Nam" })).toHaveAttribute("href", COMPANY_SETTINGS.zaloSouth);
  });

  test("a new page scrolls back to the top", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation", { name: "Liên kết nhanh" }).getByRole("link", { name: "Về chúng tôi" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const prefix of ["", "/en"]) {
    test(`a reloaded page lands where it was at once, from the document's first scroll on (${prefix ? "en" : "vi"})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/`);
      await page.evaluate(() => window.scrollTo({ top: 2500, behavior: "instant" }));
      await page.addInitScript(recordScrolls);
      await page.reload();
      await page.waitForTimeout(500);
      const { seen, y } = await page.evaluate(scrollsSeen);
      expect(y).toBe(2500);
      expect(seen.filter((offset) => Math.abs(offset - y) > 1)).toEqual([]);
    });
  }

  for (const { lang, prefix, articleLinks } of [
    { lang: "vi", prefix: "", articleLinks: "main a[href^='/news/']" },
    { lang: "en", prefix: "/en", articleLinks: "main a[href^='/en/news/']" },
  ]) {
    test(`back to a page scrolled down shows it where it was at once, not gliding from the top (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/news`);
      // The last article on the list, down the page (the click scrolls it into view).
      await page.locator(articleLinks).last().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/.+`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate(recordScrolls);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${prefix}/news$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.waitForTimeout(500);
      // Every offset the page passed through is the one it lands on: no frame of the list's top.
      const { seen, y } = await page.evaluate(scrollsSeen);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((offset) => Math.abs(offset - y) > 1)).toEqual([]);
    });
  }
});

test.describe("the page's end", () => {
  // Sections below the first screen are drawn when they come near it, and stand at an estimated
  // height until then (app.css `.below-fold`): a scroll to the end must still reach the real end
  // with the footer's last line on the screen. A product list's cards are all laid out a few
  // frames after hydration (`.lazy-card`). Within 100 px: the page can still grow a little
  // after the scroll has ended (up to 61 px at 390 px, in 2 of 48 runs; cause not pinned down);
  // without the estimates a phone stopped 680 px short.
  for (const width of [390, 1366]) {
    for (const path of ["/", "/en", "/about", "/en/about", "/products", "/en/products"]) {
      test(`the End key reaches the page's real end at ${width} px (${path})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        if (path.endsWith("/products")) await cardsLaidOut(page);
        await pressEnd(page);
        await expect
          .poll(() =>
            page.evaluate(
              () => document.documentElement.scrollHeight - Math.round(window.scrollY + window.innerHeight),
            ),
          )
          .toBeLessThanOrEqual(100);
        await expect(page.locator("footer > div").last()).toBeInViewport();
      });
    }
  }
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, locks scroll, keeps focus inside and closes with Escape", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Mở menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          Boolean(document.getElementById("mobile-menu")?.contains(document.activeElement)) ||
          document.activeElement?.getAttribute("aria-controls") === "mobile-menu",
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Mở menu" })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("closes on an outside click and on choosing a link; sub-menus expand by their title", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Mở menu" }).click();
    await page.mouse.click(200, 800);
    await expect(page.locator("#mobile-menu")).toBeHidden();

    await page.getByRole("button", { name: "Mở menu" }).click();
    const menu = page.locator("#mobile-menu");
    // A <summary> (works before the scripts arrive): browsers expose it as a disclosure button.
    const products = menu.locator("summary", { hasText: "Sản phẩm" });
    await products.click();
    await expect.poll(() => axExpanded(products)).toBe(true);
    await expect(menu.getByRole("link", { name: "Phòng mổ" })).toBeVisible();
    await products.click();
    await expect(menu.getByRole("link", { name: "Phòng mổ" })).toBeHidden();

    await menu.getByRole("link", { name: "Liên hệ" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("home page", () => {
  test("the hero advances every 5 s, loops, and jumps with its dots", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const hero = page.locator("section[data-hero]");
    const progress = hero.getByRole("progressbar");
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(hero.getByRole("button", { name: /^Go to slide \d$/ })).toHaveCount(3);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await expect(hero.getByRole("heading", { name: "Giải pháp Y tế Toàn diện" })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await hero.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(progress).toHaveAttribute("aria-valuenow", "3");
    await expect(hero.getByRole("heading", { name: "Hỗ trợ 24/7" })).toBeVisible();
    await expect(progress).toHaveAttribute("aria-label", "Trang chiếu 3/3");
    await expect(hero.locator("#slide-3")).toHaveAttribute("aria-roledescription", "trang chiếu");
    await expect(hero).toHaveAttribute("aria-roledescription", "băng chuyền");
  });

  test("the hero's role descriptions are English on /en", async ({ page }) => {
    await page.goto("/en");
    const hero = page.locator("section[data-hero]");
    await expect(hero).toHaveAttribute("aria-roledescription", "carousel");
    await expect(hero.locator("#slide-1")).toHaveAttribute("aria-roledescription", "slide");
    await expect(hero.getByRole("progressbar")).toHaveAttribute("aria-label", "Slide 1/3");
  });

  test("the hero pauses while hovered and under reduced motion", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const hero = page.locator("section[data-hero]");
    await hero.hover();
    await expect(hero).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(12_000);
    await expect(hero.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await page.mouse.move(5, 5);
    await expect(hero).toHaveAttribute("data-paused", "false");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await page.mouse.move(5, 5);
    await expect(hero).toHaveAttribute("data-paused", "true");
  });

  test("the first hero image loads first; the hidden slides are not laid out, and their images load after the page", async ({
    page,
  }) => {
    await page.goto("/");
    const slides = page.locator("section[data-hero] [data-slide]");
    const images = page.locator("section[data-hero] img");
    await expect(images).toHaveCount(3);
    await expect(images.nth(0)).toHaveAttribute("loading", "eager");
    await expect(images.nth(0)).toHaveAttribute("fetchpriority", "high");
    // A slide out of view is not laid out (its text cost the site font's relayout 10 ms on a
    // phone), so a lazy image in it would never load: the later images come eagerly, at the
    // normal priority, once the page has loaded.
    await expect(slides.nth(0)).toHaveCSS("content-visibility", "visible");
    for (const index of [1, 2]) {
      await expect(slides.nth(index)).toHaveCSS("content-visibility", "hidden");
      await expect(images.nth(index)).toHaveAttribute("loading", "eager");
      await expect(images.nth(index)).not.toHaveAttribute("fetchpriority", "high");
      await expect
        .poll(() => images.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }
    // The chosen slide is laid out and fades in; the one it replaces is drawn until it has faded out.
    await page.getByRole("button", { name: "Go to slide 2" }).click();
    await expect(slides.nth(1)).toHaveCSS("content-visibility", "visible");
    await expect(slides.nth(1)).toHaveCSS("opacity", "1");
    await expect(slides.nth(0)).toHaveCSS("content-visibility", "hidden");
    await expect(slides.nth(1).getByRole("heading", { level: 2 })).toBeVisible();
  });

  test("why choose us is revealed when scrolled into view, and links lead on", async ({ page }) => {
    await page.goto("/");
    // Below the first screen the cards wait hidden; hiding them ran no transition (a fade out of
    // unseen content kept the compositor busy while the page loaded).
    const reveal = page.locator("[data-revealed]");
    await expect(reveal).toHaveAttribute("data-revealed", "false");
    expect(await reveal.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    const why = page.getByRole("heading", { name: "Tại sao chọn chúng tôi" });
    await why.scrollIntoViewIfNeeded();
    await expect(reveal).toHaveAttribute("data-revealed", "true");
    await expect(reveal).toHaveCSS("opacity", "1");
    await expect(page.getByText("Giải pháp toàn diện", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Xem tất cả sản phẩm/ })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("link", { name: /Xem tất cả tin tức/ })).toHaveAttribute("href", "/news");
  });
});

/**
 * Decision 008: these widgets are split out of the first-load JavaScript. The server still renders
 * them in place; their code is fetched by the browser after the first paint, and they keep working
 * with the keyboard and keep their names.
 */
test.describe("split-out widgets", () => {
  /** The JavaScript files the browser requests while the test runs. */
  function scriptRequests(page: import("@playwright/test").Page): string[] {
    const urls: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
    });
    return urls;
  }

  test("the contact widget: in the page's HTML, its code fetched apart, opened and closed with the keyboard", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    // Rendered by the server, but neither preloaded nor imported by the page's first scripts.
    expect(html).toContain('data-testid="contact-widget-button"');
    expect(html).not.toMatch(/contact-widget-[\w-]+\.js/);
    // Every hydration script is inert until the first paint.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('id="after-paint-scripts"');
    await expect.poll(() => scripts.some((s) => /\/assets\/contact-widget-[\w-]+\.js$/.test(s))).toBe(true);

    const button = page.getByTestId("contact-widget-button");
    await expect(button).toHaveAccessibleName(/Hỗ trợ 24\/7/);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => axExpanded(button)).toBe(true);
    const panel = page.locator("#contact-widget-panel");
    await expect(panel.getByRole("link", { name: "Chat Zalo toàn quốc" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect.poll(() => axExpanded(button)).toBe(false);
  });

  test("the shell's own code is one script, and chunks loaded later add no preload links of their own", async ({
    page,
  }) => {
    // Every <link rel="modulepreload"> the page ever adds, by its file name.
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { addedPreloads: string[] }).addedPreloads = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLLinkElement && node.rel === "modulepreload") {
              added.push(new URL(node.href).pathname.replace(/^\/assets\/|\.js$/g, ""));
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts = scriptRequests(page);
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    const named = [...html.matchAll(/<link rel="x-modulepreload" href="\/assets\/([\w.-]+)\.js"/g)].map(
      (m) => m[1] ?? "",
    );
    // Decision 037: the modules every public page runs (scripts/shell-modules.ts) come in one chunk,
    // where the bundler made a dozen of under 1 KB each (22 scripts on this page before, 10 after).
    expect(named.filter((name) => name.startsWith("shell-"))).toHaveLength(1);
    for (const piece of [
      "i18n",
      "lang",
      "button",
      "link",
      "logo",
      "json-ld",
      "site-data",
      "when-idle",
      "preload-helper",
    ]) {
      expect(named.filter((name) => name.startsWith(`${piece}-`))).toEqual([]);
    }
    expect(named.length).toBeLessThanOrEqual(12);
    // The chunks fetched at idle time (the slow navigation's skeletons) bring their own imports:
    // the only preload links ever added are the page's own, which the starter turns back on.
    await expect.poll(() => scripts.some((s) => /\/assets\/page-skeleton-[\w-]+\.js$/.test(s))).toBe(true);
    const added = await page.evaluate(() => (window as unknown as { addedPreloads: string[] }).addedPreloads);
    expect([...added].sort()).toEqual([...named].sort());
  });

  test("the hero's later slides: their images come after the load event, and the dots still move by keyboard", async ({
    page,
  }) => {
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    const hero = page.locator("section[data-hero]");
    // The server sends the first slide's image only; the later ones are added once the page has loaded.
    const heroHtml = html.slice(html.indexOf('data-hero=""'));
    expect(heroHtml.slice(0, heroHtml.indexOf("</section>")).match(/<img /g)).toHaveLength(1);
    await expect(hero.locator("img")).toHaveCount(3);
    await hero.getByRole("button", { name: "Go to slide 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(hero.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await expect(hero.getByRole("heading", { name: "Giải pháp Y tế Toàn diện" })).toBeVisible();
  });

  test("the product's share buttons: their code fetched apart, copy by keyboard", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const scripts = scriptRequests(page);
    const response = await page.goto("/products/may-noi-soi-da-day-pentax-eg-2990i");
    expect(await response?.text()).not.toMatch(/share-buttons-[\w-]+\.js/);
    await expect.poll(() => scripts.some((s) => /\/assets\/share-buttons-[\w-]+\.js$/.test(s))).toBe(true);
    await page.getByRole("button", { name: "Sao chép liên kết" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Đã sao chép" })).toBeVisible();
  });

  test("the article's share button and the gallery viewer: fetched when needed, named, keyboard-operable", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto("/news");
    await page.locator('main a[href^="/news/"]').first().click();
    await expect(page.getByRole("button", { name: "Chia sẻ bài viết" })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/share-button-[\w-]+\.js$/.test(s))).toBe(true);

    await page.goto("/about");
    expect(scripts.some((s) => /\/assets\/photo-viewer-[\w-]+\.js$/.test(s))).toBe(false);
    const thumbnail = page.getByRole("link", { name: /^Xem ảnh/ }).first();
    await thumbnail.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(scripts.some((s) => /\/assets\/photo-viewer-[\w-]+\.js$/.test(s))).toBe(true);
    await expect(dialog.getByRole("button", { name: "Đóng" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });
});
