/**
 * The render cache and HTTP caching, on the e2e server as it runs in production:
 * public pages are held per content version and revalidated by ETag; the back office is private;
 * an edit made in the admin shows at once to the admin (never answered from memory) and to visitors
 * within the stale bound, in both languages, while the pages it did not touch stay held without a
 * render; a held page's policy names the hashes of its inline
 * scripts, so no answer shares a nonce with another.
 */
import { inlineScripts, policyAllows } from "../../edge/inline-scripts";
import { runId, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const RUN = runId();

test("a list page past its end is the site's 404, held like a page: the second answer comes from memory", async ({
  request,
}) => {
  for (const path of ["/products?page=999", "/en/products?page=999"]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(404);
    const second = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(second.status(), path).toBe(404);
    expect(second.headers()["x-render-cache"], path).toBe("hit");
    // The same page (the held copy bears no nonce, so compare what a reader sees).
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(await second.text())).toBe(title(await first.text()));
    expect(title(await first.text())).toBeTruthy();
    // Never a 304 for it, whatever the browser holds.
    const revalidated = await request.get(path, { headers: { "If-None-Match": second.headers().etag ?? "*" } });
    expect(revalidated.status(), path).toBe(404);
  }
});

test("a public page comes from the cache the second time, and a browser's copy is revalidated with 304", async ({
  request,
}) => {
  await request.get("/en/news");
  const second = await request.get("/en/news", { headers: { "Accept-Encoding": "gzip" } });
  expect(second.status()).toBe(200);
  expect(second.headers()["x-render-cache"]).toBe("hit");
  expect(second.headers()["cache-control"]).toContain("s-maxage=");
  const etag = second.headers().etag ?? "";
  expect(etag).toMatch(/^"[\w-]+"$/);

  const revalidated = await request.get("/en/news", {
    headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
  });
  expect(revalidated.status()).toBe(304);
});

test("a held page bears no nonce, its policy names its inline scripts' hashes, and its scripts run", async ({
  page,
  request,
}) => {
  await request.get("/en/about");
  const bodies = new Set<string>();
  for (const encoding of ["br", "gzip", "identity"]) {
    const answer = await request.get("/en/about", { headers: { "Accept-Encoding": encoding } });
    expect(answer.headers()["x-render-cache"]).toBe("hit");
    const policy = answer.headers()["content-security-policy"] ?? "";
    expect(policy).not.toContain("'nonce-");
    const body = await answer.text();
    expect(body).not.toContain("nonce=");
    const scripts = inlineScripts(body);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(policyAllows(policy, script)).toBe(true);
    bodies.add(body);
  }
  expect(bodies.size).toBe(1);
  // In the browser, twice from memory: the inline scripts and the modules run (a CSP violation fails the test).
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto("/en/about");
    expect(response?.headers()["x-render-cache"]).toBe("hit");
    await page.waitForFunction(() => "__reactRouterContext" in window && "__reactRouterRouteModules" in window);
  }
});

test("the back office answers private, no-store", async ({ request, baseURL }) => {
  const login = await request.get("/admin/login");
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  expect(login.headers()["x-render-cache"]).toBeUndefined();
  await signIn(request, baseURL as string);
  const dashboard = await request.get("/admin");
  expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
});

test("a product edited in the admin shows at once to the admin, and to visitors within the stale bound, in both languages", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page.request, baseURL as string);
  await page.goto("/admin/products");
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  await page.getByLabel("Danh mục").selectOption({ index: 1 });
  const edit = page.getByRole("link", { name: /^Sửa / }).first();
  const label = (await edit.getAttribute("aria-label")) ?? (await edit.textContent()) ?? "";
  const originalName = label.replace(/^Sửa /, "");
  await edit.click();
  await expect(page.getByRole("heading", { name: "Chỉnh sửa sản phẩm" })).toBeVisible();
  const slug = await page.getByLabel("Slug URL *").inputValue();
  const nameEn = page.getByLabel("Tên sản phẩm (tiếng Anh)");
  const originalEnglish = await nameEn.inputValue();

  // The public pages are held before the edit, for visitors (a request with the admin's session is never answered from memory).
  for (const path of [`/products/${slug}`, `/en/products/${slug}`]) {
    await request.get(path);
    expect((await request.get(path)).headers()["x-render-cache"], path).toBe("hit");
    expect((await page.request.get(path)).headers()["x-render-cache"], path).toBeUndefined();
  }

  // Pages the edit does not touch (another department's product, the about page), held too.
  const untouched = ["/products/may-xet-nghiem-sinh-hoa-tu-dong-lepu-medical", "/en/about"];
  const heldTags = new Map<string, string | undefined>();
  for (const path of untouched) {
    await request.get(path);
    const held = await request.get(path);
    expect(held.headers()["x-render-cache"], path).toBe("hit");
    heldTags.set(path, held.headers().etag);
  }

  const edited = `${originalName} ${RUN}`;
  const editedEnglish = `Edited device ${RUN}`;
  await page.getByLabel("Tên sản phẩm *").fill(edited);
  await nameEn.fill(editedEnglish);
  // Keep the address: the slug would follow the new name.
  await page.getByLabel("Slug URL *").fill(slug);
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?department=/);

  // What the edit did not touch is kept for the new version as it was, at once: from memory, not
  // stale (a page the edit touched is answered stale until its background render replaces it).
  for (const path of untouched) {
    const kept = await request.get(path);
    expect(kept.headers()["x-render-cache"], path).toBe("hit");
    expect(kept.headers().etag, path).toBe(heldTags.get(path));
  }

  const vi = await page.request.get(`/products/${slug}`);
  expect(await vi.text()).toContain(edited);
  const en = await page.request.get(`/en/products/${slug}`);
  expect(await en.text()).toContain(editedEnglish);
  await page.goto(`/en/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(editedEnglish);
  // A visitor may get the held page while its new version renders, never past the bound (10 s).
  const savedAt = Date.now();
  for (const [path, text] of [
    [`/products/${slug}`, edited],
    [`/en/products/${slug}`, editedEnglish],
  ] as const) {
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 10_000, intervals: [50] })
      .toContain(text);
  }
  expect(Date.now() - savedAt).toBeLessThan(10_000);
  // Those renders ran in the render thread (RENDER_THREAD), not on the main thread visitors wait on.
  const metrics = await (await request.get("/metrics")).text();
  expect(Number(/^render_thread_renders_total (\d+)$/m.exec(metrics)?.[1] ?? 0)).toBeGreaterThan(0);

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
  // Visitors too, before the specs after this one look at it.
  await expect
    .poll(async () => (await request.get(`/products/${slug}`)).text(), { timeout: 10_000, intervals: [50] })
    .not.toContain(edited);
});

test("the sitemap is held per content version too (its links come from PUBLIC_SITE_URL)", async ({ request }) => {
  await request.get("/sitemap.xml");
  const again = await request.get("/sitemap.xml");
  expect(again.status()).toBe(200);
  expect(again.headers()["x-render-cache"]).toBe("hit");
  expect(await again.text()).toContain("<urlset");
});
