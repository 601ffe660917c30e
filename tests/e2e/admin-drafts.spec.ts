import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import {
  decodeSingleFetch,
  deleteRunArticles,
  RUN,
  removeCreated,
  saveArticleViaAction,
  saveViaAction,
  signIn,
} from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The server's part of autosave: an existing item's unsaved form is kept on the
 * server as the admin's draft every 30 s while it changes, and offered back in another browser
 * (empty localStorage), where only the server draft can be the offer.
 */

type KeptDraft = { savedAt: string; values: Record<string, unknown> } | null;

/** The admin's server draft of an item, as the editor's loader answers it. */
async function serverDraft(request: APIRequestContext, kind: "news" | "products", id: number): Promise<KeptDraft> {
  const response = await request.get(`/admin/${kind}/${id}/edit.data`);
  expect(response.status()).toBe(200);
  const decoded = (await decodeSingleFetch(await response.body())) as Record<string, { data?: { draft: KeptDraft } }>;
  return decoded[`routes/admin/${kind}.$id.edit`]?.data?.draft ?? null;
}

/** The offer's time as the editor shows it: the draft's time in Vietnam. */
const vietnamTime = (iso: string) =>
  new Intl.DateTimeFormat("vi-VN", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Ho_Chi_Minh" }).format(
    new Date(iso),
  );

/** Lets the editor's 30 s pass on the page's own clock and waits for the draft it sends. */
async function passThirtySeconds(page: Page) {
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith("/admin/api/editing") &&
      /name="intent"\r\n\r\ndraft\r\n/.test(response.request().postData() ?? ""),
  );
  await page.clock.runFor(31_000);
  expect((await sent).ok()).toBe(true);
}

/**
 * The same administrator in another browser: its own cookies and an empty localStorage, or those
 * of `storageState`. Its page's console errors and warnings are collected in `problems`.
 */
async function otherBrowser(
  browser: Browser,
  baseURL: string,
  storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>,
) {
  const context = await browser.newContext({ baseURL, storageState });
  if (!storageState) await signIn(context.request, baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { context, page, problems };
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("an article's unsaved text is kept on the server every 30 s and offered in another browser", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Nháp trên máy chủ ${RUN}`;
  const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title,
    slug: `nhap-tren-may-chu-${RUN}`,
  });
  await page.clock.install();
  await page.goto(`/admin/news/${id}/edit`);
  await page.getByLabel("Tiêu đề *").fill(`${title} đang sửa`);
  const body = page.getByRole("textbox", { name: "Nội dung", exact: true });
  await body.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Đoạn nháp trên máy chủ.");
  expect(await serverDraft(page.request, "news", id)).toBeNull();

  await passThirtySeconds(page);
  const kept = await serverDraft(page.request, "news", id);
  expect(kept?.values.title).toBe(`${title} đang sửa`);
  expect(String(kept?.values.content)).toContain("Đoạn nháp trên máy chủ.");
  await page.close({ runBeforeUnload: false });

  const other = await otherBrowser(browser, baseURL as string);
  try {
    const { page: second } = other;
    await second.goto(`/admin/news/${id}/edit`);
    const offer = second.getByRole("region", {
      name: `Khôi phục bản nháp chưa lưu (lúc ${vietnamTime(kept?.savedAt ?? "")})?`,
    });
    await expect(offer).toBeVisible();
    await expect(second.getByLabel("Tiêu đề *")).toHaveValue(title);
    await offer.getByRole("button", { name: "Khôi phục" }).click();
    await expect(offer).toBeHidden();
    await expect(second.getByLabel("Tiêu đề *")).toHaveValue(`${title} đang sửa`);
    await expect(second.getByRole("textbox", { name: "Nội dung", exact: true })).toContainText(
      "Đoạn nháp trên máy chủ.",
    );
    // Restoring saved nothing: the draft is still the server's until the editor saves.
    expect((await serverDraft(other.context.request, "news", id))?.values.title).toBe(`${title} đang sửa`);

    await second.getByRole("button", { name: "Cập nhật" }).click();
    await expect(second).toHaveURL(/\/admin\/news$/);
    expect(await serverDraft(other.context.request, "news", id)).toBeNull();
    // The draft never was a version: the history has the two saves.
    await second.goto(`/admin/news/${id}/revisions`);
    await expect(second.getByRole("listitem").filter({ hasText: "Phiên bản #" })).toHaveCount(2);
    await second.goto(`/admin/news/${id}/edit`);
    await expect(second.getByLabel("Tiêu đề *")).toHaveValue(`${title} đang sửa`);
    await expect(second.getByText("Khôi phục bản nháp chưa lưu")).toHaveCount(0);
  } finally {
    await other.context.close();
  }
  expect(other.problems, "console errors or warnings in the other browser").toEqual([]);
});

test("a product's server draft: dismissed in another browser it is gone; the newer of two copies is offered", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const departmentId = await saveViaAction(page.request, base, "department", { name: `Khoa nháp ${RUN}` });
  const categoryId = await saveViaAction(page.request, base, "category", { name: `Nhóm nháp ${RUN}`, departmentId });
  const created = await page.request.post("/admin/products/new.data", {
    form: {
      categoryId: String(categoryId),
      name: `Máy nháp ${RUN}`,
      slug: `may-nhap-${RUN}`,
      brands: JSON.stringify(["Olympus"]),
      features: "[]",
      specifications: "[]",
      displayOrder: "0",
      isActive: "on",
    },
    headers: { Origin: base },
  });
  expect(created.status()).toBe(200);
  const list = await page.request.get(`/admin/products.data?department=${departmentId}&category=${categoryId}`);
  const rows = ((await decodeSingleFetch(await list.body())) as Record<string, { data?: { rows: { id: number }[] } }>)[
    "routes/admin/products"
  ]?.data?.rows;
  const id = rows?.[0]?.id as number;
  expect(id).toBeGreaterThan(0);
  // By role: a label's text takes in its textarea's text once React has set it.
  const description = (on: Page) => on.getByRole("textbox", { name: "Mô tả", exact: true });
  const offerAt = (on: Page, kept: KeptDraft) =>
    on.getByRole("region", { name: `Khôi phục bản nháp chưa lưu (lúc ${vietnamTime(kept?.savedAt ?? "")})?` });

  try {
    // This browser: a first draft, kept locally and on the server.
    await page.clock.install();
    await page.goto(`/admin/products/${id}/edit`);
    await description(page).fill("Bản nháp thứ nhất.");
    await passThirtySeconds(page);
    const first = await serverDraft(page.request, "products", id);
    expect(first?.values.description).toBe("Bản nháp thứ nhất.");
    // Unchanged since: the next 30 s send nothing.
    let sentAgain = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/admin/api/editing") && (request.postData() ?? "").includes('name="draft"')) {
        sentAgain = true;
      }
    });
    await page.clock.runFor(31_000);
    expect(sentAgain).toBe(false);
    const mine = page.context();
    await page.close({ runBeforeUnload: false });

    // Another browser: only the server draft can be offered; dismissing it discards it on the server.
    const other = await otherBrowser(browser, base);
    let second: KeptDraft = null;
    try {
      await other.context.clock.install();
      await other.page.goto(`/admin/products/${id}/edit`);
      const offer = offerAt(other.page, first);
      await expect(offer).toBeVisible();
      await offer.getByRole("button", { name: "Bỏ qua" }).click();
      await expect(offer).toBeHidden();
      await expect(description(other.page)).toHaveValue("");
      await expect.poll(() => serverDraft(other.context.request, "products", id)).toBeNull();
      // A second draft from there.
      await description(other.page).fill("Bản nháp thứ hai.");
      await passThirtySeconds(other.page);
      second = await serverDraft(other.context.request, "products", id);
      expect(second?.values.description).toBe("Bản nháp thứ hai.");
      await other.page.close({ runBeforeUnload: false });
    } finally {
      await other.context.close();
    }
    expect(other.problems, "console errors or warnings in the other browser").toEqual([]);

    // The first browser again (its cookies and its own older copy in localStorage, carried into a
    // context without the fake clock): the newer copy, the server's, is offered.
    const back = await otherBrowser(browser, base, await mine.storageState());
    try {
      const again = back.page;
      await again.goto(`/admin/products/${id}/edit`);
      expect(await again.evaluate((key) => window.localStorage.getItem(key), `autosave:product:${id}`)).toContain(
        "Bản nháp thứ nhất.",
      );
      const offer = offerAt(again, second);
      await expect(offer).toBeVisible();
      await offer.getByRole("button", { name: "Khôi phục" }).click();
      await expect(description(again)).toHaveValue("Bản nháp thứ hai.");
      await again.getByRole("button", { name: "Cập nhật" }).click();
      await expect(again).toHaveURL(/\/admin\/products\?department=/);
      expect(await serverDraft(back.context.request, "products", id)).toBeNull();
    } finally {
      await back.context.close();
    }
    expect(back.problems, "console errors or warnings in the reopened tab").toEqual([]);
  } finally {
    const removed = await page.request.post("/admin/products.data", {
      form: { intent: "delete", id: String(id), department: String(departmentId) },
      headers: { Origin: base },
    });
    expect(removed.status()).toBe(200);
    await removeCreated(page.request, base);
  }
});
