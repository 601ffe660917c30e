import { ADMIN, RUN, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * Signing in and out. Failed sign-ins from 127.0.0.1 are counted per address (20 in 15 minutes)
 * for the whole run, so this file spends only 7: one wrong password, one unknown user, and five
 * for a throwaway username in the rate-limit test.
 */

test.describe("the login page", () => {
  test("starts empty, toggles the password's visibility and requires both fields", async ({ page }) => {
    await page.goto("/admin/login");
    const username = page.getByLabel("Tên đăng nhập");
    const password = page.getByLabel("Mật khẩu", { exact: true });
    await expect(username).toHaveValue("");
    await expect(password).toHaveValue("");
    await expect(password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Hiện mật khẩu" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Ẩn mật khẩu" }).click();
    await expect(password).toHaveAttribute("type", "password");

    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page.getByText("Tên đăng nhập là bắt buộc")).toBeVisible();
    await expect(page.getByText("Mật khẩu là bắt buộc")).toBeVisible();
    await expect(username).toBeFocused();
    await username.fill("someone");
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page.getByText("Tên đăng nhập là bắt buộc")).toBeHidden();
    await expect(page.getByText("Mật khẩu là bắt buộc")).toBeVisible();
    expect(posted, "an incomplete form is not sent").toBe(false);
  });

  test("a wrong password and an unknown user get the same answer", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Tên đăng nhập").fill(ADMIN.username);
    await page.getByLabel("Mật khẩu", { exact: true }).fill("not-the-password");
    const submit = async () => {
      const answer = page.waitForResponse(
        (r) => r.url().includes("/admin/login.data") && r.request().method() === "POST",
      );
      await page.getByRole("button", { name: "Đăng nhập" }).click();
      return answer;
    };
    expect((await submit()).status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel("Tên đăng nhập").fill(`nobody-${RUN}`);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(ADMIN.password);
    expect((await submit()).status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page.getByLabel("Tên đăng nhập"), "what was typed is kept").toHaveValue(`nobody-${RUN}`);
  });

  test("signs in with 'Signing in...' and sets an HttpOnly, SameSite=Lax session cookie", async ({ page, baseURL }) => {
    // Hold the answer a moment so that the working state can be seen.
    await page.route("**/admin/login.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto("/admin/login");
    await page.getByLabel("Tên đăng nhập").fill(ADMIN.username);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    const cookies = await page.context().cookies(baseURL);
    const session = cookies.find((cookie) => cookie.name === "admin_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    // The value is React Router's cookie encoding (base64 JSON) of a 256-bit random token.
    expect(JSON.parse(atob(decodeURIComponent(session?.value ?? "")))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // About 24 hours.
    const hours = ((session?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await page.evaluate(() => document.cookie)).not.toContain("admin_session");

    // Neither the page nor its data carry a password hash.
    const html = await (await page.request.get("/admin/dashboard")).text();
    const data = await (await page.request.get("/admin/dashboard.data")).text();
    for (const text of [html, data]) {
      expect(text).not.toContain("$argon2");
      expect(text).not.toContain("password_hash");
    }
  });

  test("the cookie is Secure when the site is served over HTTPS", async ({ request, baseURL }) => {
    if (!baseURL) throw new Error("baseURL");
    // A TLS-terminating proxy on the same machine says so with X-Forwarded-Proto (the e2e server has TRUST_PROXY=loopback).
    const response = await request.post("/admin/login", {
      form: { username: ADMIN.username, password: ADMIN.password, redirectTo: "" },
      headers: { Origin: baseURL.replace("http:", "https:"), "X-Forwarded-Proto": "https" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const setCookie = response.headers()["set-cookie"] ?? "";
    expect(setCookie).toMatch(/^admin_session=[^;]+; /);
    expect(setCookie.split("; ").slice(1)).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Secure"]));
  });

  test("goes back to the page that was asked for, and never off the admin", async ({ page, request, baseURL }) => {
    if (!baseURL) throw new Error("baseURL");
    await page.goto("/admin/categories?department=1");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fcategories%3Fdepartment%3D1$/);
    await page.getByLabel("Tên đăng nhập").fill(ADMIN.username);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page).toHaveURL(/\/admin\/categories\?department=1$/);
    await expect(page.getByRole("link", { name: "Quay lại danh sách khoa/phòng" })).toBeVisible();

    // An administrator who is signed in skips the login page.
    await page.goto("/admin/login?redirectTo=%2Fadmin%2Fnews");
    await expect(page).toHaveURL(/\/admin\/news$/);

    for (const redirectTo of [
      "https://attacker.example/admin",
      "//attacker.example/admin",
      "/products",
      "/admin/login",
    ]) {
      const response = await request.post("/admin/login", {
        form: { username: ADMIN.username, password: ADMIN.password, redirectTo },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(response.headers().location, redirectTo).toBe("/admin/dashboard");
    }
  });

  test("signing out deletes the session on the server", async ({ page, baseURL }) => {
    if (!baseURL) throw new Error("baseURL");
    await signIn(page.request, baseURL);
    await page.goto("/admin/dashboard");
    const before = (await page.context().cookies(baseURL)).find((c) => c.name === "admin_session")?.value;
    expect(before).toBeTruthy();

    await page.getByRole("button", { name: "Đăng xuất" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.context().cookies(baseURL)).find((c) => c.name === "admin_session")).toBeUndefined();
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The old cookie, replayed, opens nothing: the session is gone from the database.
    const replay = await page.request.get("/admin/dashboard", {
      headers: { Cookie: `admin_session=${before}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(302);
    expect(replay.headers().location).toBe("/admin/login");
  });

  test("a forged or unknown session cookie is refused and cleared", async ({ page, request, baseURL }) => {
    if (!baseURL) throw new Error("baseURL");
    for (const value of ["forged", "A".repeat(43), ""]) {
      const response = await request.get("/admin/categories", {
        headers: { Cookie: `admin_session=${value}` },
        maxRedirects: 0,
      });
      expect(response.status(), value).toBe(302);
      expect(response.headers().location).toBe("/admin/login?redirectTo=%2Fadmin%2Fcategories");
      if (value) {
        const cleared = response.headers()["set-cookie"] ?? "";
        expect(cleared).toMatch(/^admin_session=; /);
        expect(cleared.split("; ").slice(1)).toEqual(expect.arrayContaining(["Path=/", "Max-Age=0"]));
      }
      const data = await request.get("/admin/categories.data", { headers: { Cookie: `admin_session=${value}` } });
      expect(data.status()).toBe(401);
    }
    await page.context().addCookies([{ name: "admin_session", value: "forged-by-hand", url: baseURL }]);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Đăng nhập quản trị" })).toBeVisible();
  });

  test("five failures from one address stop that username there: the sixth answers 429", async ({
    request,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("baseURL");
    // A throwaway name: the real administrator is not locked out by this test.
    const username = `locked-${RUN}`;
    const attempt = (password: string) =>
      request.post("/admin/login", {
        form: { username, password, redirectTo: "" },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
    for (let i = 1; i <= 5; i++) {
      const response = await attempt(`guess-${i}`);
      expect(response.status(), `attempt ${i}`).toBe(200);
      expect(await response.text()).toContain("Invalid username or password");
    }
    const sixth = await attempt("guess-6");
    expect(sixth.status()).toBe(429);
    expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(14 * 60);
    const html = await sixth.text();
    expect(html).toContain("Quá nhiều lần đăng nhập sai. Vui lòng thử lại sau 15 phút.");
    expect(html, "in Vietnamese only, as the whole admin").not.toContain("Too many failed");

    // Other usernames, the real administrator among them, are not affected.
    await signIn(request, baseURL);
  });
});
