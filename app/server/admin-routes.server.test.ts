import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action as loginAction } from "~/routes/admin/login";
import { adminContext } from "./auth.server";
import { getDatabaseHandle, setDatabase } from "./db/index.server";
import { upsertAdmin } from "./services/admin-users.server";
import { setupTestDatabase } from "./testing/database";

setupTestDatabase();

type DataAnswer = {
  data: { formError: string | null; fieldErrors: Record<string, string> };
  init: ResponseInit | null;
};

function loginRequest(fields: Record<string, string>, address = "198.51.100.1") {
  return new Request("http://site.test/admin/login", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-address": address },
  });
}

const login = (fields: Record<string, string>, address?: string) =>
  loginAction({ request: loginRequest(fields, address), params: {}, context: {} } as never) as Promise<
    Response | DataAnswer
  >;

/** Runs `task` with the database unreachable. */
async function withoutDatabase<T>(task: () => Promise<T>): Promise<T> {
  const handle = getDatabaseHandle();
  setDatabase(undefined);
  try {
    return await task();
  } finally {
    setDatabase(handle);
  }
}

describe("the login action", () => {
  it("signs in: a 303 to the asked page with the session cookie", async () => {
    await upsertAdmin("route-admin", "route-password");
    const answer = await login({ username: " route-admin ", password: "route-password", redirectTo: "/admin/news" });
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/news");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^admin_session=[^;]+; /);
    expect(setCookie.split("; ").slice(1)).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax"]));
  });

  it("answers 'Invalid username or password' for a wrong password or an unknown user", async () => {
    await upsertAdmin("route-admin-2", "route-password");
    for (const fields of [
      { username: "route-admin-2", password: "wrong" },
      { username: "route-nobody", password: "route-password" },
    ]) {
      const answer = (await login(fields)) as DataAnswer;
      expect(answer.data.formError).toBe("Invalid username or password");
      expect(answer.init?.status ?? 200).toBe(200);
    }
  });

  it("requires both fields (400)", async () => {
    const answer = (await login({ username: "", password: "" })) as DataAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({
      username: "Tên đăng nhập là bắt buộc",
      password: "Mật khẩu là bắt buộc",
    });
  });

  it("answers 429 with Retry-After and the message once the username is locked", async () => {
    for (let i = 0; i < 5; i++) await login({ username: "route-locked", password: `guess-${i}` }, "198.51.100.9");
    const answer = (await login({ username: "route-locked", password: "again" }, "198.51.100.9")) as DataAnswer;
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(answer.data.formError).toContain("Vui lòng thử lại sau 15 phút");
  });

  it("answers 'An error occurred. Please try again.' when something fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = (await withoutDatabase(() => login({ username: "x", password: "y" }))) as DataAnswer;
    expect(answer.init?.status).toBe(500);
    expect(answer.data.formError).toBe("An error occurred. Please try again.");
    expect(logged).toHaveBeenCalled();
  });
});

/** The loader's arguments as the admin guard leaves them: a signed-in Quản trị viên. */
function asAdministrator() {
  const context = new RouterContextProvider();
  context.set(adminContext, { id: 1, username: "admin", role: "admin" });
  const url = new URL("http://site.test/admin/dashboard");
  return { context, request: new Request(url), url, params: {}, pattern: "admin/dashboard" };
}

describe("the dashboard loader", () => {
  it("answers the counts", async () => {
    const data = await dashboardLoader(asAdministrator());
    expect(data.products.total).toBeGreaterThanOrEqual(0);
    expect(data.recent.length).toBeLessThanOrEqual(5);
  });

  it("turns a failure into 'Failed to load dashboard' (500) for the error boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await withoutDatabase(() =>
      dashboardLoader(asAdministrator()).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(failure).toMatchObject({ data: "Failed to load dashboard", init: { status: 500 } });
  });
});
