import type { APIRequestContext, Page } from "@playwright/test";
import { en, vi } from "../../app/i18n/messages/pages";
import { BROCHURE_PATH } from "../../app/lib/documents";
import { COMPANY_SETTINGS } from "../../app/server/seed/data/settings";
import { expect, test } from "./fixtures";

const languages = [
  { lang: "vi", prefix: "", t: vi, siteName: "An Việt Medical" },
  { lang: "en", prefix: "/en", t: en, siteName: "An Viet Medical" },
] as const;

const partnerIds = [
  "pentax-medical",
  "steris",
  "vedkang",
  "ackermann",
  "waycen",
  "cook-medical",
  "lepu-medical",
  "creo-medical",
  "beneeon",
];

/** The server's HTML, before any script runs. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

/** Text as React writes it in HTML (ampersands and quotes escaped). */
function escaped(text: string) {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** The demo content's figures, which the about page's sentences quote (site settings). */
const SEEDED_FIGURES = { foundedYear: 2011, staffCount: 30, customerCount: 100, partnerCount: 9 };

function metaDescription(html: string) {
  return html.match(/<meta name="description" content="([^"]*)"/)?.[1];
}

for (const { lang, prefix, t, siteName } of languages) {
  const pages = [
    {
      path: "/about",
      texts: { metaTitle: t.about.metaTitle, metaDescription: t.about.metaDescription(SEEDED_FIGURES) },
      keyTexts: [
        t.about.title(SEEDED_FIGURES),
        ...t.about.story(SEEDED_FIGURES),
        t.about.partnersIntro(SEEDED_FIGURES),
        "2011",
        "30+",
        "100+",
        t.about.mission,
        "Creo Medical",
      ],
    },
    {
      path: "/partnership",
      texts: t.partnership,
      keyTexts: [t.partnership.title, "Pentax Medical", "Beneeon", t.partnership.viewProducts],
    },
    {
      path: "/training",
      texts: t.training,
      keyTexts: [
        t.training.title,
        ...t.training.courses.map((c) => c.duration),
        ...t.training.modes.map((m) => m.title),
      ],
    },
    { path: "/recruitment", texts: t.recruitment, keyTexts: t.recruitment.jobs.map((job) => job.title) },
    { path: "/contact", texts: t.contact, keyTexts: [t.contact.title, COMPANY_SETTINGS.email] },
    { path: "/colors", texts: t.colors, keyTexts: [t.colors.title, "#0433c8"] },
    { path: "/logo-demo", texts: t.logoDemo, keyTexts: [t.logoDemo.title, t.logoDemo.backgrounds.dark] },
  ];

  test.describe(`static pages, ${lang}: the server's HTML`, () => {
    for (const page of pages) {
      test(`${prefix}${page.path} answers 200 with its title, description, one h1 and key texts`, async ({
        request,
      }) => {
        const { status, html } = await serverHtml(request, `${prefix}${page.path}`);
        expect(status).toBe(200);
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<title>${escaped(`${page.texts.metaTitle} | ${siteName}`)}</title>`);
        expect(metaDescription(html)).toBe(escaped(page.texts.metaDescription));
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
        for (const text of page.keyTexts) expect(html, text).toContain(escaped(text));
      });
    }

    test(`${prefix}/about lists the nine partners with their countries and 16 gallery photos`, async ({ request }) => {
      const { html } = await serverHtml(request, `${prefix}/about`);
      const countries =
        lang === "vi"
          ? ["Nhật Bản", "Mỹ", "Trung Quốc", "Đức", "Hàn Quốc", "Anh"]
          : ["Japan", "USA", "China", "Germany", "Korea", "UK"];
      for (const name of ["Pentax Medical", "STERIS", "Vedkang", "Ackermann", "Waycen", "Cook Medical", "Lepu Medical"])
        expect(html).toContain(name);
      for (const country of countries) expect(html).toContain(`>${country}<`);
      const photos = [...html.matchAll(/<img [^>]*src="\/gallery\/[a-z-]+\.svg"[^>]*>/g)].map((m) => m[0]);
      expect(photos).toHaveLength(16);
      for (const img of photos) {
        expect(img).toMatch(/ alt="[^"]+"/);
        expect(img).toContain('width="800"');
        expect(img).toContain('height="600"');
      }
      for (const value of t.about.values) expect(html).toContain(escaped(value.title));
    });

    test(`${prefix}/training: buttons lead to the contact page, the demo's brochure and the products list`, async ({
      request,
    }) => {
      const { html } = await serverHtml(request, `${prefix}/training`);
      expect(html).toContain(`href="${prefix}/contact?topic=training"`);
      // The demo has a brochure (a PDF made at seed): the button opens it, in both languages.
      expect(html).toContain(`href="${BROCHURE_PATH}"`);
      expect(html).not.toContain("topic=brochure");
      const brochure = await request.get(BROCHURE_PATH);
      expect([brochure.status(), brochure.headers()["content-type"]]).toEqual([200, "application/pdf"]);
      expect(html).toContain(`href="${prefix}/contact?topic=consultation"`);
      expect(html).toContain(`href="${prefix}/products"`);
      expect(html).toContain(`href="${prefix}/contact?topic=training&amp;course=device-operation"`);
      for (const course of t.training.courses) {
        expect(html).toContain(escaped(course.title));
        expect(html).toContain(escaped(course.level));
        expect(html).toContain(escaped(course.audience));
      }
      for (const benefit of t.training.benefits) expect(html).toContain(escaped(benefit.title));
    });

    test(`${lang} pages carry no machine-translation overlay or script by default`, async ({ request }) => {
      const { html } = await serverHtml(request, `${prefix}/about`);
      expect(html).not.toContain("translate.google.com");
      expect(html).not.toContain("translation-overlay");
    });
  });

  test.describe(`static pages, ${lang}: in the browser`, () => {
    test(`partner cards link to the product list filtered by brand (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/partnership`);
      await expect(page.getByRole("heading", { level: 1, name: t.partnership.title })).toBeVisible();
      const links = page.getByRole("link", { name: new RegExp(`^${t.partnership.viewProducts} `) });
      await expect(links).toHaveCount(9);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        partnerIds.map((id) => `${prefix}/products?brand=${id}`),
      );
      await expect(page.getByRole("link", { name: `${t.partnership.viewProducts} Pentax Medical` })).toHaveAttribute(
        "href",
        `${prefix}/products?brand=pentax-medical`,
      );
    });

    test(`contact shows phones, email, both offices, hours and two lazy maps (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      await expect(page.getByRole("heading", { level: 1, name: t.contact.title })).toBeVisible();
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: COMPANY_SETTINGS.hotline })).toHaveAttribute(
        "href",
        "tel:1900686815",
      );
      await expect(main.getByRole("link", { name: COMPANY_SETTINGS.phoneNorth })).toHaveAttribute(
        "href",
        "tel:0912345678",
      );
      await expect(main.getByRole("link", { name: COMPANY_SETTINGS.email })).toHaveAttribute(
        "href",
        `mailto:${COMPANY_SETTINGS.email}`,
      );
      const hanoi = lang === "vi" ? COMPANY_SETTINGS.addressHanoi : COMPANY_SETTINGS.addressHanoiEn;
      const hcm = lang === "vi" ? COMPANY_SETTINGS.addressHcm : COMPANY_SETTINGS.addressHcmEn;
      await expect(page.locator("address").filter({ hasText: hanoi })).toBeVisible();
      await expect(page.locator("address").filter({ hasText: hcm })).toBeVisible();
      await expect(
        page.getByText(lang === "vi" ? COMPANY_SETTINGS.workingHours : COMPANY_SETTINGS.workingHoursEn),
      ).toBeVisible();
      const maps = page.locator("iframe");
      await expect(maps).toHaveCount(2);
      await expect(maps.nth(0)).toHaveAttribute("title", t.contact.mapOf(t.contact.hanoiOffice));
      await expect(maps.nth(1)).toHaveAttribute("title", t.contact.mapOf(t.contact.hcmOffice));
      for (const i of [0, 1]) {
        await expect(maps.nth(i)).toHaveAttribute("loading", "lazy");
        await expect(maps.nth(i)).toHaveAttribute("referrerpolicy", /.+/);
      }
      await expect(maps.nth(0)).toHaveAttribute("src", COMPANY_SETTINGS.mapUrlHanoi);
      await expect(maps.nth(1)).toHaveAttribute("src", COMPANY_SETTINGS.mapUrlHcm);
      // Scrolled into view, the maps try to load (outside hosts are unreachable here): nothing of ours logs an error.
      await maps.nth(1).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    });

    test(`contact's maps: none starts before the page is interactive, and without JavaScript they are there (${lang})`, async ({
      browser,
      request,
    }) => {
      // The server's HTML: each frame waits for hydration (data-src, no src); its <noscript> copy has the address.
      const html = await (await request.get(`${prefix}/contact`)).text();
      const frames = [...html.matchAll(/<iframe [^>]*>/g)].map((m) => m[0]);
      expect(frames.filter((f) => f.includes(" data-src=") && !f.includes(" src="))).toHaveLength(2);
      expect(html).toContain(`<noscript><iframe src="${COMPANY_SETTINGS.mapUrlHanoi.replaceAll("&", "&amp;")}"`);

      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${prefix}/contact`);
      const maps = page.locator("iframe:visible");
      await expect(maps).toHaveCount(2);
      await expect(maps.nth(0)).toHaveAttribute("src", COMPANY_SETTINGS.mapUrlHanoi);
      await expect(maps.nth(1)).toHaveAttribute("src", COMPANY_SETTINGS.mapUrlHcm);
      await expect(maps.nth(0)).toHaveAttribute("title", t.contact.mapOf(t.contact.hanoiOffice));
      await context.close();
    });

    test(`contact explains the enquiry a training button sent (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/contact?topic=training&course=maintenance-repair`);
      const note = page.getByRole("complementary", { name: t.contact.topicTitle });
      await expect(note).toContainText(t.contact.topics.training);
      await expect(note).toContainText(t.contact.course(t.training.courses[1]?.title ?? ""));
      await page.goto(`${prefix}/contact?topic=nonsense`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("complementary", { name: t.contact.topicTitle })).toHaveCount(0);
    });

    test(`careers shows both openings and how to apply by phone or email (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/recruitment`);
      for (const job of t.recruitment.jobs) {
        const card = page.getByRole("article", { name: job.title });
        await expect(card).toBeVisible();
        for (const text of [job.location, job.schedule, job.salary, job.experience, ...job.duties, ...job.requirements])
          await expect(card).toContainText(text);
        await expect(card.getByRole("link", { name: new RegExp(t.recruitment.applyByEmail) })).toHaveAttribute(
          "href",
          `mailto:${COMPANY_SETTINGS.email}?subject=${encodeURIComponent(t.recruitment.emailSubject(job.title))}`,
        );
      }
      await expect(page.getByText(t.recruitment.contactName, { exact: true })).toBeVisible();
      await expect(page.locator("main").getByRole("link", { name: COMPANY_SETTINGS.phoneSouth })).toHaveAttribute(
        "href",
        "tel:0908765432",
      );
      await expect(page.locator("main").getByRole("link", { name: COMPANY_SETTINGS.email })).toHaveAttribute(
        "href",
        /^mailto:info@anvietmedical\.vn\?subject=/,
      );
      await expect(page.locator("form")).toHaveCount(0);
    });
  });
}

test.describe("about gallery viewer", () => {
  const photos = vi.about.photos;

  async function openViewer(page: Page, title: string) {
    const thumbnail = page.getByRole("link", { name: vi.about.openPhoto(title) });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    return { thumbnail, dialog };
  }

  test("opens on a photo, moves with the keys and buttons, closes on Escape, outside click and the close button", async ({
    page,
  }) => {
    await page.goto("/about");
    const { thumbnail, dialog } = await openViewer(page, photos["office-hanoi"].title);
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toContainText(photos["office-hanoi"].description);
    await expect(dialog).toContainText("Ảnh 1/16");
    await expect(dialog.getByRole("button", { name: vi.about.viewer.close })).toBeFocused();
    await expect(dialog.getByRole("img", { name: photos["office-hanoi"].alt })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: photos.warehouse.title })).toContainText(
      photos.warehouse.description,
    );
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: photos["office-hcm"].title })).toContainText("Ảnh 16/16");
    await page.getByRole("button", { name: vi.about.viewer.next }).click();
    await expect(page.getByRole("dialog", { name: photos["office-hanoi"].title })).toBeVisible();

    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(thumbnail).toBeFocused();

    await openViewer(page, photos.seminar.title);
    await page.mouse.click(8, 8);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: vi.about.openPhoto(photos.seminar.title) })).toBeFocused();

    const reopened = await openViewer(page, photos.delivery.title);
    await reopened.dialog.getByRole("img").click();
    await expect(reopened.dialog).toBeVisible();
    await reopened.dialog.getByRole("button", { name: vi.about.viewer.close }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("works in English too", async ({ page }) => {
    await page.goto("/en/about");
    await page.getByRole("link", { name: en.about.openPhoto(en.about.photos.warehouse.title) }).click();
    const dialog = page.getByRole("dialog", { name: en.about.photos.warehouse.title });
    await expect(dialog).toContainText("Photo 2 of 16");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: en.about.photos["training-room"].title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("colour palette", () => {
  test("a click on a swatch copies its value and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/colors");
    const swatches = page.locator("main").getByRole("button");
    expect(await swatches.count()).toBeGreaterThanOrEqual(15);
    await page.getByRole("button", { name: /#0433c8$/ }).click();
    await expect(page.getByRole("status")).toHaveText("Đã sao chép #0433c8");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#0433c8");

    await page.getByRole("button", { name: /#16a34a$/ }).click();
    await expect(page.getByRole("status")).toHaveText("Đã sao chép #16a34a");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#16a34a");
  });

  test("in English", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/en/colors");
    await page.getByRole("button", { name: /#0433c8$/ }).click();
    await expect(page.getByRole("status")).toHaveText("Copied #0433c8");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#0433c8");
  });

  test("when the clipboard is refused, the value is shown to copy by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
      document.execCommand = () => false;
    });
    await page.goto("/colors");
    await page.getByRole("button", { name: /#dc2626$/ }).click();
    await expect(page.getByRole("status")).toHaveText(vi.colors.copyFailed("#dc2626"));
  });
});

test("the logo showcase shows the logo on four backgrounds and four sizes", async ({ page }) => {
  await page.goto("/logo-demo");
  await expect(page.getByRole("heading", { level: 1, name: vi.logoDemo.title })).toBeVisible();
  await expect(page.locator("main svg")).toHaveCount(8);
  await page.goto("/en/logo-demo");
  await expect(page.getByRole("heading", { level: 1, name: en.logoDemo.title })).toBeVisible();
});
