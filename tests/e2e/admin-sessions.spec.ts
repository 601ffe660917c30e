import type { Browser } from "@playwright/test";
import { ADMIN, decodeSingleFetch, RUN, signIn, signInWithForm } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * As staff would meet them: /admin/account lists the account's sessions and
 * ends another one (that browser is sent to the login page at its next click); a public page
 * answered to a signed-in browser is never stored by a cache. A colleague of its own is created
 * here, so that the shared admin's sessions (other specs') are left alone.
 */

const PASSWORD = "phien-dang-nhap-12";
const LAPTOP_AGENT = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A second browser (its own cookies), whose console is heard as the test's page's is. */
async function otherBrowser(browser: Browser, problems: string[]) {
  // It says it is Firefox on Linux, so that the list tells the two apart.
  const context = await browser.newContext({ userAgent: LAPTOP_AGENT });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page };
}

test("the account page lists this account's sessions and ends another one", async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  const origin = baseURL as string;
  const username = `phien-${RUN}`;
  // The shared admin adds the colleague (over HTTP, as the users screen's form posts it).
  const admin = await browser.newContext();
  await signIn(admin.request, origin);
  const added = await admin.request.post("/admin/users.data", {
    form: { intent: "add", username, password: PASSWORD, confirmPassword: PASSWORD, role: "admin" },
    headers: { Origin: origin },
  });
  expect(added.status(), await added.text()).toBe(200);
  expect(JSON.stringify(await decodeSingleFetch(await added.body()))).toContain(username);

  // The colleague signs in on a second browser, then on this one.
  const laptopProblems: string[] = [];
  const laptop = await otherBrowser(browser, laptopProblems);
  await signInWithForm(laptop.page, username, PASSWORD);
  await signInWithForm(page, username, PASSWORD);

  // The sign-in left a device cookie: long-lived, HttpOnly, for the admin only.
  const device = (await page.context().cookies()).find((cookie) => cookie.name === "admin_device");
  expect(device).toMatchObject({ path: "/admin", httpOnly: true, sameSite: "Lax" });
  expect((device?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  await page.goto("/admin/account");
  const card = page.getByRole("list", { name: "Phiên đăng nhập" });
  const sessions = card.getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  // This one first, marked; each reads as the browser it says it is (this page: Playwright's
  // desktop Chrome, on Windows).
  await expect(sessions.first()).toContainText("Phiên này");
  await expect(sessions.first()).toContainText("Chrome trên Windows");
  await expect(sessions.first()).toContainText("127.0.0.1");
  await expect(sessions.nth(1)).not.toContainText("Phiên này");
  await expect(sessions.nth(1)).toContainText("Firefox trên Linux");
  await expect(sessions.first().getByRole("button")).toHaveCount(0);

  // The other one is ended, asked first; the keyboard reaches the button.
  const end = sessions.nth(1).getByRole("button", { name: /^Kết thúc phiên Firefox trên Linux từ 127\.0\.0\.1$/ });
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("Firefox trên Linux");
    void dialog.accept();
  });
  await end.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Đã kết thúc phiên đăng nhập." })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText("Phiên này");

  // The laptop is sent to the login page at its next click.
  await laptop.page.getByRole("link", { name: "Sản phẩm", exact: true }).first().click();
  await expect(laptop.page).toHaveURL(/\/admin\/login/);
  await expect(laptop.page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  // The browser may report the refused data request (401) itself: that line is the expected refusal.
  const refused = /Failed to load resource: the server responded with a status of 401/;
  expect(laptopProblems.filter((line) => !refused.test(line))).toEqual([]);

  // This browser stays signed in.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The audit log names the ended session.
  await page.close();
  const log = await admin.newPage();
  await log.goto(`/admin/audit?user=${encodeURIComponent(username)}`);
  await expect(log.getByText("Firefox trên Linux, 127.0.0.1").first()).toBeVisible();

  // The colleague is removed again.
  const users = await admin.request.get("/admin/users.data");
  const listed = JSON.stringify(await decodeSingleFetch(await users.body()));
  const id = new RegExp(`"id":(\\d+),"username":"${username}"`).exec(listed)?.[1];
  expect(id, "the colleague's id").toBeTruthy();
  const removed = await admin.request.post("/admin/users.data", {
    form: { intent: "remove", id: String(id) },
    headers: { Origin: origin },
  });
  expect(removed.status()).toBe(200);
  await laptop.context.close();
  await admin.close();
  expect(consoleProblems).toEqual([]);
});

test("a public page is answered private, no-store to a signed-in browser, public to a visitor", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/", "/products", "/en/news"]) {
    const visitor = await request.get(path, { headers: { Cookie: "" } });
    expect(visitor.status(), path).toBe(200);
    expect(visitor.headers()["cache-control"], path).toMatch(/^public, /);
  }
  await signIn(request, baseURL as string);
  for (const path of ["/", "/products", "/en/news"]) {
    const staff = await request.get(path);
    expect(staff.status(), path).toBe(200);
    expect(staff.headers()["cache-control"], path).toBe("private, no-store");
    expect(staff.headers()["x-render-cache"], path).toBeUndefined();
  }
  expect(ADMIN.username).toBe("admin");
});
