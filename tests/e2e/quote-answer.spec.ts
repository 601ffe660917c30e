/**
 * The answer to a quote request where the buyer's eyes are, and nothing typed lost.
 * After 'Gửi yêu cầu' the error summary (a link to each field in error) or the confirmation with
 * the request's number is inside the screen, on a 390×844 phone and on a desktop, with scripts
 * (focus moved to it) and without (the answer page opens at the form's anchor). The message's
 * counter, the required marks, and a training course's link chosen in the form, stored, and
 * shown to staff; the page with the form on passes the Nu HTML Checker.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { vi as inquiryVi } from "../../app/i18n/messages/admin-inquiries";
import { en as pagesEn, vi as pagesVi } from "../../app/i18n/messages/pages";
import { en as quoteEn, vi as quoteVi } from "../../app/i18n/messages/quotes";
import { RUN, setQuoteRequests, signIn } from "./admin-helpers";
import { expect, holdScripts, test } from "./fixtures";

const gastroscope = { slug: "may-noi-soi-da-day-pentax-eg-2990i", name: "Máy nội soi dạ dày Pentax EG-2990i" };
const course = { id: "device-operation", title: "Vận hành thiết bị y tế" };
const MIN_FILL_MS = 3_000;
const SIZES = [
  { name: "a 390×844 phone", viewport: { width: 390, height: 844 } },
  { name: "a 1280×800 desktop", viewport: { width: 1280, height: 800 } },
] as const;

/** Each test posts from its own address (the server trusts the loopback proxy): the hourly limit is per address. */
let visitor = 0;
const address = () => `198.51.100.${(Date.now() % 200) + ++visitor}`;

/** Every field but the name, which the first post leaves empty (a required field). */
async function fillAllButName(page: Page, email: string) {
  const t = quoteVi;
  await page.getByLabel(t.fields.organisation).fill("Bệnh viện Đa khoa Tỉnh");
  await page.getByLabel(t.fields.phone).fill("0912 345 678");
  await page.getByRole("textbox", { name: t.fields.email, exact: true }).fill(email);
  await page.getByLabel(t.fields.province).selectOption("hue");
  await page.getByLabel(t.fields.message).fill("Xin báo giá kèm thời gian giao hàng.");
  await page.getByRole("checkbox", { name: /Tôi đồng ý/ }).check();
}

/** The error summary: its box (which takes focus) around the alert. */
const errorSummary = (page: Page) => page.locator("#quote-error-summary");
const confirmation = (page: Page) => page.getByRole("status").filter({ hasText: quoteVi.done.title });

/**
 * From the product's 'Liên hệ tư vấn' to the confirmation: a first post without the name answers
 * the summary, a second the confirmation; each is inside the viewport. Answers the reference.
 */
async function requestFromProductPage(page: Page, scripts: boolean): Promise<string> {
  const t = quoteVi;
  await page.goto(`/products/${gastroscope.slug}`);
  await page.getByRole("link", { name: "Liên hệ tư vấn" }).click();
  await expect(page).toHaveURL(
    `/contact?product=${gastroscope.slug}&from=${encodeURIComponent(`/products/${gastroscope.slug}`)}#quote`,
  );
  await expect(page.getByRole("checkbox", { name: gastroscope.name, exact: true })).toBeChecked();
  const started = Date.now();
  await fillAllButName(page, `answer-${RUN}-${++visitor}@example.vn`);
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - started)));

  await page.getByRole("button", { name: t.submit }).click();
  const summary = errorSummary(page);
  await expect(summary.getByRole("alert")).toContainText(t.errors.form);
  await expect(summary).toBeInViewport({ ratio: 1 });
  const link = summary.getByRole("link", { name: t.summaryLink(t.fields.name, t.errors.name) });
  await expect(link).toHaveAttribute("href", "#quote-name");
  await expect(summary.getByRole("link")).toHaveCount(1);
  // Everything typed is still there.
  await expect(page.getByLabel(t.fields.organisation)).toHaveValue("Bệnh viện Đa khoa Tỉnh");
  await expect(page.getByRole("checkbox", { name: /Tôi đồng ý/ })).toBeChecked();
  if (scripts) await expect(summary).toBeFocused();
  await link.click();
  await expect(page.getByLabel(t.fields.name)).toBeFocused();
  await expect(page.getByLabel(t.fields.name)).toBeInViewport({ ratio: 1 });
  await page.getByLabel(t.fields.name).fill("Phạm Thị D");

  await page.getByRole("button", { name: t.submit }).click();
  const done = confirmation(page);
  await expect(done).toContainText(/Mã yêu cầu: YC-\d+/);
  await expect(done).toBeInViewport({ ratio: 1 });
  if (scripts) await expect(done).toBeFocused();
  return (await done.textContent())?.match(/YC-\d+/)?.[0] ?? "";
}

/** A browser context without JavaScript, its console heard as the fixtures hear the test's own. */
async function withoutScripts(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport,
    extraHTTPHeaders: { "X-Forwarded-For": address() },
  });
  const problems: string[] = [];
  context.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
  expect(problems, "console errors or warnings without scripts").toEqual([]);
}

test.describe("with quote requests switched on", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page.request, baseURL ?? "");
    await setQuoteRequests(page, true);
  });
  test.afterEach(async ({ page }) => {
    await setQuoteRequests(page, false);
  });

  for (const size of SIZES) {
    test(`on ${size.name} with scripts: focus moves to the error summary, then to the confirmation, each in view`, async ({
      page,
    }) => {
      await page.setViewportSize(size.viewport);
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": address() });
      const reference = await requestFromProductPage(page, true);
      // Staff see where it came from.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/admin/inquiries/${reference.slice(3)}`);
      const sender = page.getByRole("region", { name: inquiryVi.detail.sender });
      await expect(sender.getByRole("definition").filter({ hasText: inquiryVi.detail.topics.quote })).toBeVisible();
      await expect(sender.getByRole("link", { name: `/products/${gastroscope.slug}` })).toBeVisible();
    });

    test(`on ${size.name} without scripts: the answer page opens at the form, the summary then the confirmation in view`, async ({
      browser,
      baseURL,
    }) => {
      await withoutScripts(browser, baseURL, size.viewport, async (page) => {
        await requestFromProductPage(page, false);
      });
    });
  }

  test("a training course's link chooses the topic and the course in the form; staff see them, the export lists them", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address() });
    await page.goto("/training");
    await page.getByRole("link", { name: pagesVi.training.registerFor(course.title) }).click();
    await expect(page).toHaveURL(`/contact?topic=training&course=${course.id}&from=%2Ftraining#quote`);
    const topic = page.getByRole("combobox", { name: quoteVi.fields.topic, exact: true });
    const chosenCourse = page.getByRole("combobox", { name: quoteVi.fields.course, exact: true });
    await expect(topic).toHaveValue("training");
    await expect(chosenCourse).toBeVisible();
    await expect(chosenCourse).toHaveValue(course.id);
    await expect(chosenCourse.locator("option:checked")).toHaveText(course.title);
    // The course belongs to a registration: another topic puts it out of sight, training brings it back as it was.
    await topic.selectOption("quote");
    await expect(chosenCourse).toBeHidden();
    await topic.selectOption("training");
    await expect(chosenCourse).toHaveValue(course.id);
    // The page's own note about the enquiry is not repeated above: the form says it.
    await expect(page.getByRole("complementary", { name: pagesVi.contact.topicTitle })).toHaveCount(0);

    const email = `training-${RUN}@example.vn`;
    await page.getByLabel(quoteVi.fields.name).fill("Ngô Văn E");
    await fillAllButName(page, email);
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: quoteVi.submit }).click();
    const done = confirmation(page);
    await expect(done).toBeInViewport({ ratio: 1 });
    const id = (await done.textContent())?.match(/YC-(\d+)/)?.[1];

    await page.goto(`/admin/inquiries/${id}`);
    const sender = page.getByRole("region", { name: inquiryVi.detail.sender });
    for (const [label, value] of [
      [inquiryVi.detail.topic, inquiryVi.detail.topics.training],
      [inquiryVi.detail.course, course.title],
      [inquiryVi.detail.source, "/training"],
    ] as const) {
      await expect(sender.getByText(label, { exact: true }).locator("..").getByRole("definition")).toContainText(value);
    }
    const csv = await (await page.request.get(`/admin/inquiries/export.csv?q=${encodeURIComponent(email)}`)).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(header).toContain(`${inquiryVi.detail.topic},${inquiryVi.detail.course}`);
    expect(row).toContain(`${inquiryVi.detail.topics.training},${course.title}`);
    expect(row).toContain("/training");
  });

  test("the partnership page's button opens the form with its topic chosen, in view, naming the page", async ({
    page,
  }) => {
    await page.goto("/en/partnership");
    await page.getByRole("link", { name: pagesEn.partnership.ctaButton }).click();
    await expect(page).toHaveURL("/en/contact?topic=partnership&from=%2Fen%2Fpartnership#quote");
    await expect(page.getByRole("combobox", { name: quoteEn.fields.topic, exact: true })).toHaveValue("partnership");
    await expect(page.locator("#quote")).toBeInViewport();
  });

  test("a message typed before the scripts arrive is counted once they do", async ({ page }) => {
    let release = () => {};
    await holdScripts(
      page,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    await page.goto("/contact#quote", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await page.getByLabel(quoteVi.fields.message).fill("Cần báo giá máy thở cho khoa hồi sức.");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("quote-message-count")).toHaveText("37/5000");
    await expect(page.getByLabel(quoteVi.fields.message)).toHaveValue("Cần báo giá máy thở cho khoa hồi sức.");
  });

  test("the message counts to 5000 and says the limit before it is reached; past it nothing is cut and the server's limit shows", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address() });
    await page.goto("/contact#quote");
    const t = quoteVi;
    // The required fields are marked, and the mark explained once above them.
    await expect(page.getByText(t.required)).toHaveCount(1);
    for (const name of [t.fields.name, t.fields.phone, t.fields.province]) {
      await expect(page.locator("label", { hasText: name }).getByText("*")).toBeVisible();
      await expect(page.getByLabel(name)).toHaveAttribute("required", "");
    }
    await expect(page.locator("label", { hasText: t.fields.position }).getByText("*")).toHaveCount(0);
    for (const [name, token] of [
      [t.fields.name, "name"],
      [t.fields.organisation, "organization"],
      [t.fields.phone, "tel"],
      [t.fields.province, "address-level1"],
    ] as const) {
      await expect(page.getByLabel(name)).toHaveAttribute("autocomplete", token);
    }
    await expect(page.getByRole("textbox", { name: t.fields.email, exact: true })).toHaveAttribute(
      "autocomplete",
      "email",
    );

    const message = page.getByLabel(t.fields.message);
    await expect(message).not.toHaveAttribute("maxlength");
    const count = page.getByTestId("quote-message-count");
    await expect(count).toHaveText("0/5000");
    await message.fill("x".repeat(1234));
    await expect(count).toHaveText("1234/5000");
    await expect(page.getByText(t.counter.left(3766))).toHaveCount(0);
    await message.fill("x".repeat(4600));
    await expect(page.getByText(t.counter.left(400)).first()).toBeVisible();
    // Said to screen readers once typing pauses, politely.
    await expect(page.locator("[aria-live=polite]").filter({ hasText: t.counter.left(400) })).toHaveCount(1);
    await message.fill("x".repeat(5010));
    await expect(message).toHaveValue("x".repeat(5010));
    await expect(count).toHaveText("5010/5000");
    await expect(page.getByText(t.counter.over(10)).first()).toBeVisible();

    await page.getByLabel(t.fields.name).fill("Đỗ Thị F");
    await fillAllButName(page, `long-${RUN}@example.vn`);
    await message.fill("x".repeat(5010));
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: t.submit }).click();
    const summary = errorSummary(page);
    await expect(
      summary.getByRole("link", { name: t.summaryLink(t.fields.message, t.errors.tooLong(5000)) }),
    ).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page.locator("#quote-message-error")).toHaveText(t.errors.tooLong(5000));
    await expect(message).toHaveValue("x".repeat(5010));
  });

  test("in English without scripts: the required mark is explained, a search answers at the products, the summary links the fields in error", async ({
    browser,
    baseURL,
  }) => {
    await withoutScripts(browser, baseURL, SIZES[0].viewport, async (page) => {
      const t = quoteEn;
      await page.goto("/en/contact");
      await expect(page.getByText(t.required)).toBeVisible();
      // A search for more products answers at the products, not at the top of the page.
      await page.getByLabel(t.search.label).fill("Pentax");
      await page.getByRole("button", { name: t.search.submit }).click();
      await expect(page).toHaveURL(/\/en\/contact#quote-products$/);
      await expect(page.getByText(t.search.results)).toBeInViewport();
      await page.waitForTimeout(MIN_FILL_MS);
      await page.getByRole("button", { name: t.submit }).click();
      const summary = errorSummary(page);
      await expect(summary).toBeInViewport({ ratio: 1 });
      await expect(summary.getByRole("link")).toHaveText([
        t.summaryLink(t.fields.name, t.errors.name),
        t.summaryLink(t.fields.phone, t.errors.phone),
        t.summaryLink(t.fields.email, t.errors.email),
        t.summaryLink(t.fields.province, t.errors.province),
        t.summaryLink(t.fields.consent, t.errors.consent),
      ]);
    });
  });

  test("the contact page with the form, and a product's page, pass the Nu HTML Checker", async ({ page }) => {
    test.setTimeout(120_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-quote-"));
    try {
      const files: string[] = [];
      for (const address of [
        "/contact",
        `/en/contact?topic=training&course=${course.id}&from=%2Fen%2Ftraining`,
        `/contact?product=${gastroscope.slug}`,
        `/products/${gastroscope.slug}`,
        "/training",
      ]) {
        const response = await page.request.get(address);
        expect(response.status(), address).toBe(200);
        const file = path.join(dir, `${files.length}.html`);
        fs.writeFileSync(file, await response.text());
        files.push(file);
      }
      const vnu = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");
      const { stdout } = await promisify(execFile)(
        "java",
        ["-Xss4m", "-jar", vnu, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const { messages } = JSON.parse(stdout) as { messages: { message: string; extract?: string }[] };
      // The inlined style sheet's CSS is the checker's lag (html-validity.spec.ts sets it aside); the HTML counts.
      expect(messages.filter((m) => !m.message.startsWith("CSS:")).map((m) => `${m.message} [${m.extract}]`)).toEqual(
        [],
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
