/**
 * The render cache and HTTP caching (issue 13), on the e2e server as it runs in production:
 * public pages are held per content version and revalidated by ETag; the back office is private;
 * an edit made in the admin shows on the very next public request, in both languages.
 */
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const RUN = Date.now().toString(36);

test("a public page comes from the cache the second time, and a browser's copy is revalidated with 304", async ({
  request,
}) => {
  await request.get("/en/news");
  const second = await request.get("/en/news", { headers: { "Accept-Encoding": "gzip" } });
  expect(second.status()).toBe(200);
  expect(second.headers()["x-render-cache"]).toBe("hit");
  expect(second.headers()["cache-control"]).toContain("s-maxage=");
  expect(second.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  const etag = second.headers().etag ?? "";
  expect(etag).toMatch(/^"[\w-]+"$/);
  // The page's scripts carry the nonce its policy names, though the page was made for another request.
  const nonce = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"] ?? "")?.[1];
  expect(await second.text()).toContain(`nonce="${nonce}"`);

  const revalidated = await request.get("/en/news", {
    headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
  });
  expect(revalidated.status()).toBe(304);
});

test("the back office answers private, no-store", async ({ request, baseURL }) => {
  const login = await request.get("/admin/login");
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  expect(login.headers()["x-render-cache"]).toBeUndefined();
  await signIn(request, baseURL as string);
  const dashboard = await request.get("/admin");
  expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
});

test("a product edited in the admin shows on the very next public request, in both languages", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL as string);
  await page.goto("/admin/products");
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  await page.getByLabel("Danh mục").selectOption({ index: 1 });
  const edit = page.getByRole("link", { name: /^Sửa / }).first();
  const label = (await edit.getAttribute("aria-label")) ?? (await edit.innerText());
  const originalName = label.replace(/^Sửa /, "");
  await edit.click();
  await expect(page.getByRole("heading", { name: "Chỉnh sửa sản phẩm" })).toBeVisible();
  const slug = await page.getByLabel("Slug URL *").inputValue();
  const nameEn = page.getByLabel("Tên sản phẩm (tiếng Anh)");
  const originalEnglish = await nameEn.inputValue();

  // The public pages are held before the edit.
  for (const path of [`/products/${slug}`, `/en/products/${slug}`]) {
    await page.request.get(path);
    expect((await page.request.get(path)).headers()["x-render-cache"], path).toBe("hit");
  }

  const edited = `${originalName} ${RUN}`;
  const editedEnglish = `Edited device ${RUN}`;
  await page.getByLabel("Tên sản phẩm *").fill(edited);
  await nameEn.fill(editedEnglish);
  // Keep the address: the slug would follow the new name.
  await page.getByLabel("Slug URL *").fill(slug);
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?department=/);

  const vi = await page.request.get(`/products/${slug}`);
  expect(await vi.text()).toContain(edited);
  const en = await page.request.get(`/en/products/${slug}`);
  expect(await en.text()).toContain(editedEnglish);
  await page.goto(`/en/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(editedEnglish);

  // Put the seeded name back for the tests after this one; again seen at once.
  await page.goto(`/admin/products`);
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  await page.getByLabel("Danh mục").selectOption({ index: 1 });
  await page.getByRole("link", { name: `Sửa ${edited}` }).click();
  await page.getByLabel("Tên sản phẩm *").fill(originalName);
  await nameEn.fill(originalEnglish);
  await page.getByLabel("Slug URL *").fill(slug);
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?department=/);
  const restored = await (await page.request.get(`/products/${slug}`)).text();
  expect(restored).not.toContain(edited);
  expect(restored).toContain(originalName);
});

test("the sitemap is held per content version too (its links come from PUBLIC_SITE_URL)", async ({ request }) => {
  await request.get("/sitemap.xml");
  const again = await request.get("/sitemap.xml");
  expect(again.status()).toBe(200);
  expect(again.headers()["x-render-cache"]).toBe("hit");
  expect(await again.text()).toContain("<urlset");
});
