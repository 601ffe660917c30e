import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { decodeSingleFetch, RUN, removeCreated, saveViaAction, signIn } from "./admin-helpers";
import { expect } from "./fixtures";

/** The offer of a draft typed over an older version than the one saved. */
export const OLDER = /^Bản nháp này được tạo trước lần lưu của admin lúc \d{2}:\d{2}$/;

/** A second browser of the same administrator: its own cookies and storage; console problems collected. */
export async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await signIn(context.request, baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // The reload with unsaved changes asks first (beforeunload): B means it.
  page.on("dialog", (dialog) => void dialog.accept());
  return { context, page, problems };
}

/** Waits until the editor's browser copy holds `text` (the autosave writes after a pause). */
export async function keptLocally(page: Page, key: string, text: string) {
  await expect.poll(() => page.evaluate((at) => window.localStorage.getItem(at) ?? "", key)).toContain(text);
}

/**
 * An active product of the test's own, in a department and category of its own, created through
 * the editor's action; `remove` deletes all three again.
 */
export async function createOwnProduct(
  request: APIRequestContext,
  baseURL: string,
  label: string,
  fields: { name: string; slug: string; description?: string },
) {
  const departmentId = await saveViaAction(request, baseURL, "department", { name: `Khoa ${label} ${RUN}` });
  const categoryId = await saveViaAction(request, baseURL, "category", { name: `Nhóm ${label} ${RUN}`, departmentId });
  const created = await request.post("/admin/products/new.data", {
    form: {
      categoryId: String(categoryId),
      name: fields.name,
      slug: fields.slug,
      description: fields.description ?? "",
      brands: JSON.stringify(["Olympus"]),
      features: "[]",
      specifications: "[]",
      displayOrder: "0",
      isActive: "on",
    },
    headers: { Origin: baseURL },
  });
  expect(created.status()).toBe(200);
  const list = await request.get(`/admin/products.data?department=${departmentId}&category=${categoryId}`);
  const rows = ((await decodeSingleFetch(await list.body())) as Record<string, { data?: { rows: { id: number }[] } }>)[
    "routes/admin/products"
  ]?.data?.rows;
  const id = rows?.[0]?.id as number;
  const remove = async () => {
    const removed = await request.post("/admin/products.data", {
      form: { intent: "delete", id: String(id), department: String(departmentId) },
      headers: { Origin: baseURL },
    });
    expect(removed.status()).toBe(200);
    await removeCreated(request, baseURL);
  };
  return { id, remove };
}
