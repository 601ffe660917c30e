import { deleteRunArticles, RUN, removeCreated, saveArticleViaAction, saveViaAction, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The slug rules stay (it follows the title or name), but a published item's
 * address never changes unannounced: the form shows the old and the new address and the 301
 * before the save and in the success message; the 301 answers (decision 013); a restored revision
 * brings its slug back under the same rule.
 */

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("a published article's new address is announced, the old one answers 301, and a restore brings it back", async ({
  page,
  baseURL,
}) => {
  const [from, to] = [`dia-chi-cu-${RUN}`, `dia-chi-moi-${RUN}`];
  const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title: `Địa chỉ cũ ${RUN}`,
    slug: from,
    isPublished: "on",
  });
  await page.goto(`/admin/news/${id}/edit`);
  await page.getByLabel("Tiêu đề *").fill(`Địa chỉ mới ${RUN}`);
  await expect(page.getByLabel(/^Slug URL/)).toHaveValue(to);
  await expect(page.locator("[data-slug-change]")).toHaveText(
    `Địa chỉ công khai sẽ đổi từ /news/${from} sang /news/${to}. Địa chỉ cũ sẽ tự chuyển hướng (301) sang địa chỉ mới.`,
  );
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lưu thành công" })).toHaveText(
    `Lưu thành công! Đang chuyển hướng... Địa chỉ công khai đã đổi từ /news/${from} sang /news/${to}; địa chỉ cũ chuyển hướng (301).`,
  );
  await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });
  for (const prefix of ["", "/en"]) {
    const old = await page.request.get(`${prefix}/news/${from}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`${prefix}/news/${to}`);
  }

  // The first version back: its slug comes back with its title, and the newer address leads there.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`/admin/news/${id}/revisions`);
  await page
    .getByRole("button", { name: /^Khôi phục phiên bản #\d+$/ })
    .first()
    .click();
  await expect(
    page.getByRole("status").filter({
      hasText: `Địa chỉ đổi lại từ /news/${to} sang /news/${from}; địa chỉ cũ chuyển hướng (301).`,
    }),
  ).toBeVisible();
  const back = await page.request.get(`/news/${to}`, { maxRedirects: 0 });
  expect(back.status()).toBe(301);
  expect(back.headers().location).toBe(`/news/${from}`);
  expect((await page.request.get(`/news/${from}`)).status()).toBe(200);
});

test("an active product's new address is announced and the old one answers 301", async ({ page, baseURL }) => {
  const base = baseURL as string;
  const departmentId = await saveViaAction(page.request, base, "department", { name: `Khoa địa chỉ ${RUN}` });
  const categoryId = await saveViaAction(page.request, base, "category", { name: `Nhóm địa chỉ ${RUN}`, departmentId });
  const [from, to] = [`may-dia-chi-${RUN}`, `may-dia-chi-moi-${RUN}`];
  const created = await page.request.post("/admin/products/new.data", {
    form: {
      categoryId: String(categoryId),
      name: `Máy địa chỉ ${RUN}`,
      slug: from,
      brands: JSON.stringify(["Olympus"]),
      features: "[]",
      specifications: "[]",
      displayOrder: "0",
      isActive: "on",
    },
    headers: { Origin: base },
  });
  expect(created.status()).toBe(200);
  let id = 0;
  try {
    await page.goto(`/admin/products?department=${departmentId}&category=${categoryId}`);
    await page
      .getByRole("link", { name: `Sửa Máy địa chỉ ${RUN}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit/);
    id = Number(/\/products\/(\d+)\/edit/.exec(page.url())?.[1]);
    const name = page.getByRole("textbox", { name: /^Tên sản phẩm \*/ });
    await expect(name).toHaveValue(`Máy địa chỉ ${RUN}`);
    await name.fill(`Máy địa chỉ mới ${RUN}`);
    await expect(page.locator("[data-slug-change]")).toHaveText(
      `Địa chỉ công khai sẽ đổi từ /products/${from} sang /products/${to}. Địa chỉ cũ sẽ tự chuyển hướng (301) sang địa chỉ mới.`,
    );
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Lưu thành công" })).toContainText(
      `Địa chỉ công khai đã đổi từ /products/${from} sang /products/${to}`,
    );
    await expect(page).toHaveURL(/\/admin\/products\?department=/, { timeout: 15_000 });
    const old = await page.request.get(`/products/${from}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/products/${to}`);
  } finally {
    if (id) {
      const removed = await page.request.post("/admin/products.data", {
        form: { intent: "delete", id: String(id), department: String(departmentId) },
        headers: { Origin: base },
      });
      expect(removed.status()).toBe(200);
    }
    await removeCreated(page.request, base);
  }
});
