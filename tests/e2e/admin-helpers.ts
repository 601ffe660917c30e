import type { APIRequestContext, Dialog, Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { vi as mailVi } from "../../app/i18n/messages/admin-mail";
import { vi as settingsVi } from "../../app/i18n/messages/admin-settings";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { expect, test } from "./fixtures";

/** The administrator the e2e server creates (ADMIN_USERNAME / ADMIN_PASSWORD in playwright.config.ts). */
export const ADMIN = { username: "admin", password: E2E_ADMIN_PASSWORD } as const;

/**
 * A suffix that keeps a run's names apart from the seed's and from other tests': the time in base
 * 36 and a digit. The digit makes it read as an id, never as a word, to the screens' language
 * checks (`admin-targets.spec.ts` skips words with a digit): the time alone is all letters in
 * about a quarter of runs these days ("mxcjwppr").
 */
export const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 10)}`;

/** This worker's run suffix. */
export const RUN = runId();

/**
 * Signs in over HTTP, as the login form would post it; the cookie lands in the request
 * context's jar (for `page.request`, the page's own). State-changing requests must name
 * their origin (the CSRF check), as every browser does.
 */
export async function signIn(request: APIRequestContext, baseURL: string) {
  const response = await request.post("/admin/login", {
    form: { username: ADMIN.username, password: ADMIN.password, redirectTo: "" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), "sign-in").toBe(303);
  return response;
}

/** Signs in through the login page as a person would; lands on the dashboard. */
export async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Tên đăng nhập").fill(username);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export interface DepartmentFields {
  name: string;
  description?: string;
  nameEn?: string;
  displayOrder?: number;
  isActive?: boolean;
}

/** What saveViaAction created, for removeCreated() to take away again. */
const created: { kind: "department" | "category"; id: number }[] = [];

/** Posts to the manager's action as its forms do (single-fetch), answering the new row's id. */
export async function saveViaAction(
  request: APIRequestContext,
  baseURL: string,
  kind: "department" | "category",
  fields: DepartmentFields & { departmentId?: number; id?: number },
): Promise<number> {
  const form: Record<string, string> = {
    intent: "save",
    kind,
    name: fields.name,
    description: fields.description ?? `Mô tả của ${fields.name}`,
    nameEn: fields.nameEn ?? "",
    displayOrder: String(fields.displayOrder ?? 0),
  };
  if (fields.isActive ?? true) form.isActive = "on";
  if (fields.departmentId) form.departmentId = String(fields.departmentId);
  if (fields.id) form.id = String(fields.id);
  const response = await request.post("/admin/categories.data", { form, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
  const result = (await decodeSingleFetch(await response.body())) as { data?: { ok: boolean; id?: number } };
  expect(result.data, JSON.stringify(result)).toMatchObject({ ok: true, id: expect.any(Number) });
  const id = result.data?.id as number;
  if (!fields.id) created.push({ kind, id });
  return id;
}

/**
 * Deletes what saveViaAction created (categories first), so that the public pages, which other
 * test files check against the seed, show no test departments. Already deleted is fine.
 */
export async function removeCreated(request: APIRequestContext, baseURL: string) {
  const order = [...created.filter((c) => c.kind === "category"), ...created.filter((c) => c.kind === "department")];
  for (const { kind, id } of order) {
    const response = await request.post("/admin/categories.data", {
      form: { intent: "delete", kind, id: String(id) },
      headers: { Origin: baseURL },
    });
    expect(response.status(), `delete ${kind} ${id}`).toBe(200);
  }
  created.length = 0;
}

/** Decodes a single-fetch (".data") answer with React Router's own decoder. */
export async function decodeSingleFetch(body: Buffer): Promise<unknown> {
  const stream = new Response(new Uint8Array(body)).body;
  if (!stream) throw new Error("empty answer");
  const decoded = await decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  return decoded.value;
}

/**
 * Takes away every article this run created (all carry RUN in their titles), so that the public
 * news pages, which other spec files check against the seed, show only the seed.
 */
export async function deleteRunArticles(playwright: PlaywrightWorkerArgs["playwright"]) {
  // The server of the running project (the writing specs run on two servers).
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("baseURL");
  const request = await playwright.request.newContext({ baseURL });
  await signIn(request, baseURL);
  // The list answers one page at a time: the first page again until it is empty.
  for (;;) {
    const response = await request.get(`/admin/news.data?q=${RUN}`);
    const decoded = (await decodeSingleFetch(await response.body())) as Record<
      string,
      { data?: { rows: { id: number }[] } }
    >;
    const rows = decoded["routes/admin/news"]?.data?.rows ?? [];
    if (rows.length === 0) break;
    for (const row of rows) {
      const deleted = await request.post("/admin/news.data", {
        form: { intent: "delete", id: String(row.id) },
        headers: { Origin: baseURL },
      });
      expect(deleted.status()).toBe(200);
    }
  }
  await request.dispose();
}

/** A body long enough for the news editor's 100-character minimum. */
export const ARTICLE_TEXT =
  "Bệnh viện đã đưa vào sử dụng hệ thống nội soi thế hệ mới, giúp bác sĩ quan sát rõ hơn và rút ngắn thời gian thủ thuật cho người bệnh.";

/**
 * Saves an article through the news editor's action (`/admin/news/new` or `/admin/news/{id}/edit`)
 * as its form posts it, with a valid body unless `fields` say otherwise; answers the article's id.
 */
export async function saveArticleViaAction(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  fields: Record<string, string>,
): Promise<number> {
  const form = {
    intent: "save",
    excerpt: "Tóm tắt",
    content: `<p>${ARTICLE_TEXT}</p>`,
    tags: "[]",
    tagsEn: "[]",
    ...fields,
  };
  const response = await request.post(`${path}.data`, { form, headers: { Origin: baseURL } });
  const result = (await decodeSingleFetch(await response.body())) as { data?: { ok: boolean; id?: number } };
  expect(result.data, JSON.stringify(result)).toMatchObject({ ok: true });
  return result.data?.id as number;
}

/**
 * Deletes a product from the product list on screen, as a person would, and waits for the
 * answer. On a slow machine a first click can land before the page has hydrated (nothing heard)
 * or on a list being replaced: the click is repeated until the confirmation is asked, and the
 * delete's answer is awaited before the message is looked for. `confirmText`, when given, must be
 * in the confirmation.
 */
export async function deleteProductOnList(page: Page, name: string, confirmText?: string) {
  let confirmations = 0;
  const confirmDelete = (confirm: Dialog) => {
    confirmations++;
    if (confirmText) expect(confirm.message()).toContain(confirmText);
    void confirm.accept();
  };
  page.on("dialog", confirmDelete);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/products"),
    { timeout: 30_000 },
  );
  try {
    await expect(async () => {
      await page.getByRole("button", { name: `Xóa ${name}` }).click({ timeout: 2_000 });
      expect(confirmations).toBe(1);
    }).toPass({ timeout: 20_000 });
  } finally {
    page.off("dialog", confirmDelete);
  }
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText("Đã xóa sản phẩm thành công.")).toBeVisible();
}

/**
 * Moves a lifted dnd-kit entry with the keyboard (25 px a press) until its live region says
 * `place`. dnd-kit reads the position from its last render, so each press waits for the entry to
 * have moved, as a person's would, and two frames more for dnd-kit to say where it is now; the
 * place is what it says, not a geometry measured before (the page may scroll under the entry).
 */
export async function keyboardDragUntil(
  page: Page,
  handle: Locator,
  live: Locator,
  key: "ArrowUp" | "ArrowDown",
  place: RegExp,
): Promise<void> {
  const lifted = page.locator("li", { has: handle });
  const offset = async () =>
    Number(/translate3d\([^,]+,\s*(-?[\d.]+)px/.exec(await lifted.evaluate((el) => el.style.transform))?.[1] ?? 0);
  const arrived = async () => place.test((await live.textContent()) ?? "");
  for (let presses = 0; !(await arrived()); presses++) {
    expect(presses).toBeLessThan(40);
    const before = await offset();
    await page.keyboard.press(key);
    // Moved, or already where it was going: at the list's end a press moves nothing, and on a
    // loaded machine dnd-kit's live region can say the last move's place only after this press
    // (the flake of admin-products' feature reorder: a press at the top, offset unchanged).
    await expect.poll(async () => (await offset()) !== before || (await arrived())).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

/**
 * Switches quote requests on or off in the settings as an administrator does. With no address to
 * notify (the seed has none), switching on is asked about first: the answer is "on anyway".
 */
export async function setQuoteRequests(page: Page, on: boolean) {
  await page.goto("/admin/settings/quotes");
  await page.getByLabel(settingsVi.fields.quoteRequestsEnabled).setChecked(on);
  await page.getByRole("button", { name: settingsVi.save }).click();
  if (on && (await page.getByLabel(settingsVi.fields.quoteNotifyEmails).inputValue()) === "") {
    await page.getByRole("dialog").getByRole("button", { name: mailVi.ask.enableAnyway }).click();
  }
  await expect(page.getByRole("status").filter({ hasText: settingsVi.saved })).toBeVisible();
}

/** The contact form's signed token, as a visitor's browser receives it. */
export async function formToken(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  expect(token, "the form's token").toBeTruthy();
  return token as string;
}

/** Posts a request as a visitor at `address` would, without JavaScript (a plain form POST). */
export async function postRequest(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  address: string,
  fields: Record<string, string>,
) {
  const response = await request.post("/contact", {
    form: {
      formToken: token,
      website: "",
      position: "",
      province: "da-nang",
      preferredContact: "phone",
      consent: "on",
      ...fields,
    },
    headers: { Origin: baseURL, "X-Forwarded-For": address },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/YC-\d+/);
}
