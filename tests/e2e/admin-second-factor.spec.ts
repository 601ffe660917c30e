import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "../../scripts/chromium";
import { decodeSingleFetch, RUN, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * As staff would do it: 'Xác thực hai bước' with an authenticator app (the codes
 * computed here from the secret the page shows) and its recovery codes, and with a passkey made by
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain). Each test creates an
 * account of its own, never the shared administrator, and removes it afterwards.
 */

const PASSWORD = "second-factor-password";

/** A new account, added by the administrator over HTTP as the users screen posts it. */
async function createAccount(request: APIRequestContext, baseURL: string, username: string) {
  await signIn(request, baseURL);
  const response = await request.post("/admin/users.data", {
    form: { intent: "add", username, password: PASSWORD, confirmPassword: PASSWORD, role: "admin" },
    headers: { Origin: baseURL },
  });
  expect(response.status(), `account added: ${await response.text()}`).toBe(200);
}

/** Removes the test's account (the administrator's session is in `request`'s jar). */
async function removeAccount(request: APIRequestContext, baseURL: string, username: string) {
  const users = await request.get("/admin/users.data");
  const listed = JSON.stringify(await decodeSingleFetch(await users.body()));
  const id = new RegExp(`"id":(\\d+),"username":"${username}"`).exec(listed)?.[1];
  expect(id, "the account's id").toBeTruthy();
  const removed = await request.post("/admin/users.data", {
    form: { intent: "remove", id: String(id) },
    headers: { Origin: baseURL },
  });
  expect(removed.status()).toBe(200);
}

/** Opens an admin page and waits until React answers clicks (the root marks <html data-hydrated>). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

async function passwordStep(page: Page, username: string, site = "") {
  await open(page, `${site}/admin/login`);
  await page.getByLabel("Tên đăng nhập").fill(username);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Đăng nhập" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Đăng xuất" }).first().click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at });

test("an authenticator app: enrolled from the page's secret, then password + code; a wrong code is refused, a recovery code works once", async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = String(baseURL);
  const username = `totp-${RUN}`;
  const admin = await playwright.request.newContext({ baseURL: origin });
  await createAccount(admin, origin, username);
  try {
    await passwordStep(page, username);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // Enrolment on the account screen: the QR code and the same secret as text.
    await page.goto("/admin/account");
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Ứng dụng xác thực" }) });
    await card.getByRole("button", { name: "Thiết lập ứng dụng xác thực" }).click();
    await expect(page.getByRole("img", { name: "Mã QR để thêm tài khoản vào ứng dụng xác thực" })).toBeVisible();
    const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel("Mã 6 số đang hiện trong ứng dụng").fill(codeAt(secret, Date.now()));
    await page.getByRole("button", { name: "Bật xác thực hai bước" }).click();
    await expect(page.getByRole("status")).toContainText("Đã bật ứng dụng xác thực.");
    const recovery = await page.getByTestId("recovery-code").allInnerTexts();
    expect(recovery).toHaveLength(10);
    await expect(card).toContainText("Đã bật từ");
    await signOut(page);

    // The password alone does not sign in: the second step asks for the code.
    await passwordStep(page, username);
    await expect(page).toHaveURL(/\/admin\/login\/second-factor$/);
    await expect(page.getByRole("heading", { name: "Xác thực hai bước" })).toBeVisible();
    expect((await page.request.get("/admin/dashboard", { maxRedirects: 0 })).status()).toBe(302);
    const next = codeAt(secret, Date.now() + 30_000);
    const wrong = String((Number(next) + 500_000) % 1_000_000).padStart(6, "0");
    await page.getByLabel("Mã 6 số từ ứng dụng xác thực").fill(wrong);
    await page.getByRole("button", { name: "Xác nhận" }).click();
    await expect(page.getByRole("alert")).toHaveText("Mã xác thực không đúng hoặc đã được dùng. Vui lòng thử lại.");
    await page.getByLabel("Mã 6 số từ ứng dụng xác thực").fill(next);
    await page.getByRole("button", { name: "Xác nhận" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await signOut(page);

    // A recovery code, once.
    const [first = "", second = ""] = recovery;
    for (const attempt of ["works", "used"] as const) {
      await passwordStep(page, username);
      await expect(page).toHaveURL(/\/admin\/login\/second-factor$/);
      await page.getByRole("button", { name: "Dùng mã khôi phục" }).click();
      await page.getByLabel("Mã khôi phục").fill(first);
      await page.getByRole("button", { name: "Xác nhận" }).click();
      if (attempt === "works") {
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
        await signOut(page);
      } else {
        await expect(page.getByRole("alert")).toHaveText("Mã khôi phục không đúng hoặc đã được dùng.");
      }
    }
    await page.getByLabel("Mã khôi phục").fill(second);
    await page.getByRole("button", { name: "Xác nhận" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    await removeAccount(admin, origin, username);
    await admin.dispose();
  }
});

/** A browser of its own that also knows localhost (the shared one resolves nothing but 127.0.0.1). */
async function localhostBrowser(playwright: PlaywrightWorkerArgs["playwright"]) {
  const args = CHROMIUM_FLAGS.map((flag) =>
    flag.startsWith("--host-resolver-rules=")
      ? "--host-resolver-rules=MAP localhost 127.0.0.1 , MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
      : flag,
  );
  return playwright.chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: ["--headless", ...args] });
}

test("a passkey: registered on the account screen, then the second step with Chromium's virtual authenticator", async ({
  playwright,
  baseURL,
}) => {
  const origin = String(baseURL);
  // WebAuthn takes a host name, not an address, as the relying party: this test browses the same
  // server as localhost (a secure context too), and the server names the host it was reached by.
  const site = origin.replace("127.0.0.1", "localhost");
  const browser = await localhostBrowser(playwright);
  const page = await browser.newPage();
  // A console error or warning fails the test, as the fixture does for its own pages.
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const username = `passkey-${RUN}`;
  const admin = await playwright.request.newContext({ baseURL: origin });
  await createAccount(admin, origin, username);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  try {
    await passwordStep(page, username, site);
    await expect(page).toHaveURL(`${site}/admin/dashboard`);
    await open(page, `${site}/admin/account`);
    await page.getByLabel("Tên khóa truy cập").fill("Laptop thử nghiệm");
    await page.getByRole("button", { name: "Thêm khóa truy cập" }).click();
    await expect(page.getByRole("status")).toContainText("Đã thêm khóa truy cập.");
    // The first factor brings the recovery codes, shown once.
    await expect(page.getByTestId("recovery-code")).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Xóa khóa truy cập Laptop thử nghiệm" })).toBeVisible();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe("localhost");
    await signOut(page);

    await passwordStep(page, username, site);
    await expect(page).toHaveURL(`${site}/admin/login/second-factor`);
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Dùng khóa truy cập (passkey)" }).click();
    await expect(page).toHaveURL(`${site}/admin/dashboard`);
    await open(page, `${site}/admin/account`);
    await expect(page.getByText(/dùng lần cuối/)).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await removeAccount(admin, origin, username);
    await admin.dispose();
    await browser.close();
  }
});
