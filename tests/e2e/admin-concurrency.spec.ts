import { ARTICLE_TEXT, deleteRunArticles, RUN, saveArticleViaAction, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * Two editors on one article (the second is told someone else is editing; its
 * save over the newer version is refused), and the browser's autosave offered back after a closed tab.
 */

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("two sessions edit the same article: the second save is refused and keeps what was typed", async ({
  page,
  browser,
  baseURL,
}) => {
  const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title: `Hai người sửa ${RUN}`,
    slug: `hai-nguoi-sua-${RUN}`,
  });

  // A second administrator's session, in a browser context of its own.
  const other = await browser.newContext({ baseURL });
  const problems: string[] = [];
  try {
    await signIn(other.request, baseURL as string);
    const second = await other.newPage();
    second.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    second.on("pageerror", (error) => problems.push(error.message));

    // The first editor's heartbeat is in before the second opens the article.
    const heartbeat = page.waitForResponse((response) => response.url().endsWith("/admin/api/editing"));
    await page.goto(`/admin/news/${id}/edit`);
    expect((await heartbeat).ok()).toBe(true);
    await second.goto(`/admin/news/${id}/edit`);
    await expect(second.getByLabel("Tiêu đề *")).toHaveValue(`Hai người sửa ${RUN}`);
    // Someone else is editing: the other session is named.
    await expect(second.getByRole("status").filter({ hasText: "cũng đang chỉnh sửa mục này" })).toHaveText(
      "admin cũng đang chỉnh sửa mục này. Nếu người đó lưu trước, lần lưu của bạn sẽ bị từ chối.",
    );

    await page.getByLabel("Tiêu đề *").fill(`Bản người thứ nhất ${RUN}`);
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    const typed = `Bản người thứ hai ${RUN}`;
    await second.getByLabel("Tiêu đề *").fill(typed);
    const body = second.getByRole("textbox", { name: "Nội dung", exact: true });
    await body.click();
    await second.keyboard.press("End");
    await second.keyboard.type(" Câu thêm của người thứ hai.");
    await second.getByRole("button", { name: "Cập nhật" }).click();
    await expect(second.getByRole("alert").filter({ hasText: "người khác sửa" })).toHaveText(
      /^Bài viết đã được người khác sửa lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}\. Hãy tải lại để xem bản mới, nội dung bạn đang nhập vẫn được giữ\.$/,
    );
    await expect(second).toHaveURL(new RegExp(`/admin/news/${id}/edit$`));
    await expect(second.getByLabel("Tiêu đề *")).toHaveValue(typed);
    await expect(body).toContainText("Câu thêm của người thứ hai.");
    await expect(body).toContainText(ARTICLE_TEXT);
    // Saving again without a reload is refused again: never a silent overwrite.
    await second.getByRole("button", { name: "Cập nhật" }).click();
    await expect(second.getByRole("alert").filter({ hasText: "người khác sửa" })).toBeVisible();
    // The button is back (a success would keep it disabled until the redirect).
    await expect(second.getByRole("button", { name: "Cập nhật" })).toBeEnabled();
    await expect(second).toHaveURL(new RegExp(`/admin/news/${id}/edit$`));

    // Nothing of the refused save was written.
    await page.goto(`/admin/news/${id}/edit`);
    await expect(page.getByLabel("Tiêu đề *")).toHaveValue(`Bản người thứ nhất ${RUN}`);
  } finally {
    await other.close();
  }
  expect(problems, "console errors or warnings in the second session").toEqual([]);
});

test("an article's unsaved text is kept in the browser and offered back after the tab was closed", async ({
  page,
  baseURL,
}) => {
  const title = `Bản nháp tự lưu ${RUN}`;
  const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title,
    slug: `ban-nhap-tu-luu-${RUN}`,
  });
  const key = `autosave:article:${id}`;

  await page.goto(`/admin/news/${id}/edit`);
  await page.getByLabel("Tiêu đề *").fill(`${title} đã sửa`);
  const body = page.getByRole("textbox", { name: "Nội dung", exact: true });
  await body.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Đoạn chưa lưu.");
  await expect
    .poll(() => page.evaluate((name) => window.localStorage.getItem(name) ?? "", key))
    .toContain("Đoạn chưa lưu.");

  // The tab goes away without saving and without the leave prompt (as after a crash).
  const context = page.context();
  await page.close({ runBeforeUnload: false });
  const reopened = await context.newPage();
  const problems: string[] = [];
  reopened.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  reopened.on("pageerror", (error) => problems.push(error.message));

  await reopened.goto(`/admin/news/${id}/edit`);
  const offer = reopened.getByRole("region", { name: /^Khôi phục bản nháp chưa lưu \(lúc \d{2}:\d{2}\)\?$/ });
  await expect(offer).toBeVisible();
  await expect(reopened.getByLabel("Tiêu đề *")).toHaveValue(title);
  await offer.getByRole("button", { name: "Khôi phục" }).click();
  await expect(offer).toBeHidden();
  await expect(reopened.getByLabel("Tiêu đề *")).toHaveValue(`${title} đã sửa`);
  const restoredBody = reopened.getByRole("textbox", { name: "Nội dung", exact: true });
  await expect(restoredBody).toContainText("Đoạn chưa lưu.");

  // A successful save forgets the kept copy: the next visit offers nothing.
  await reopened.getByRole("button", { name: "Cập nhật" }).click();
  await expect(reopened).toHaveURL(/\/admin\/news$/);
  expect(await reopened.evaluate((name) => window.localStorage.getItem(name), key)).toBeNull();
  await reopened.goto(`/admin/news/${id}/edit`);
  await expect(reopened.getByLabel("Tiêu đề *")).toHaveValue(`${title} đã sửa`);
  await expect(reopened.getByText("Khôi phục bản nháp chưa lưu")).toHaveCount(0);
  expect(problems, "console errors or warnings in the reopened tab").toEqual([]);
});
