import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  adminContext,
  adminGuard,
  clearedSessionCookie,
  getAdmin,
  loginPathFor,
  readSessionToken,
  requireAdmin,
  safeRedirectPath,
  sessionCookie,
  signIn,
  signOut,
} from "./auth.server";
import { db } from "./db/index.server";
import { adminSessions, adminUsers, loginAttempts } from "./db/schema";
import { upsertAdmin } from "./services/admin-users.server";
import { sessionIdOf } from "./services/sessions.server";
import { setupTestDatabase } from "./testing/database";

setupTestDatabase();

const noWait = async () => {};

/** A request carrying the session cookie as the browser sends it back (name=value only). */
const withCookie = async (token: string, url = "http://site.test/admin/dashboard") => {
  const [pair] = (await sessionCookie(token, new Date(Date.now() + 60_000), false)).split(";");
  return new Request(url, { headers: { Cookie: `theme=dark; ${pair}; other=1` } });
};
/** A Set-Cookie header's attributes, whatever their order. */
const attributesOf = (header: string) => header.split("; ").slice(1);

describe("where to go after signing in", () => {
  it("keeps same-site admin paths with their query", () => {
    expect(safeRedirectPath("/admin/categories?department=3")).toBe("/admin/categories?department=3");
    expect(safeRedirectPath("/admin")).toBe("/admin");
    expect(safeRedirectPath("/admin/news/4/edit")).toBe("/admin/news/4/edit");
  });

  it("falls back to the dashboard for anything else", () => {
    for (const value of [
      null,
      undefined,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/admin\\..\\x",
      "/",
      "/products",
      "/administrator",
      "/admin/login",
      "/admin/login?redirectTo=/admin",
      "admin/dashboard",
      "javascript:alert(1)",
      "/%5Cevil.example/admin",
      "/%2F%2Fevil.example/admin",
      "/\\/evil.example/admin",
      "/\tadmin",
    ]) {
      expect(safeRedirectPath(value), String(value)).toBe("/admin/dashboard");
    }
  });

  it("builds the login address that comes back to the asked page", () => {
    expect(loginPathFor(new URL("http://site.test/admin/categories?department=2"))).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fcategories%3Fdepartment%3D2",
    );
    expect(loginPathFor(new URL("http://site.test/admin/dashboard"))).toBe("/admin/login");
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, Secure only over HTTPS", async () => {
    const expires = new Date(Date.now() + 24 * 3600 * 1000);
    const plain = await sessionCookie("tok", expires, false);
    expect(plain).toMatch(/^admin_session=[^;]+; /);
    expect(attributesOf(plain)).toEqual(
      expect.arrayContaining(["Path=/", expect.stringMatching(/^Max-Age=86\d{3}$/), "HttpOnly", "SameSite=Lax"]),
    );
    expect(attributesOf(plain).some((attribute) => attribute.startsWith("Expires="))).toBe(true);
    expect(attributesOf(plain)).not.toContain("Secure");
    expect(attributesOf(await sessionCookie("tok", expires, true))).toContain("Secure");
    const cleared = await clearedSessionCookie(false);
    expect(cleared).toMatch(/^admin_session=;/);
    expect(attributesOf(cleared)).toEqual(expect.arrayContaining(["Path=/", "Max-Age=0", "HttpOnly", "SameSite=Lax"]));
  });

  it("is read from the Cookie header among others", async () => {
    expect(await readSessionToken(await withCookie("abc"))).toBe("abc");
    expect(await readSessionToken(new Request("http://site.test/"))).toBeNull();
    expect(
      await readSessionToken(new Request("http://site.test/", { headers: { Cookie: "admin_session=" } })),
    ).toBeNull();
    expect(
      await readSessionToken(new Request("http://site.test/", { headers: { Cookie: "admin_session=forged" } })),
    ).toBeNull();
  });
});

describe("signing in", () => {
  it("opens a session for the right password and clears that username's failures", async () => {
    await upsertAdmin("signer", "correct-password");
    expect(await signIn("signer", "wrong-password", "203.0.113.1")).toEqual({ ok: false, reason: "invalid" });
    const result = await signIn("signer", "correct-password", "203.0.113.1");
    if (!result.ok) throw new Error("expected a session");
    expect(await getAdmin(await withCookie(result.token))).toEqual({ id: expect.any(Number), username: "signer" });
    const failures = await db().select().from(loginAttempts).where(eq(loginAttempts.username, "signer"));
    expect(failures).toHaveLength(0);
    const [user] = await db().select().from(adminUsers).where(eq(adminUsers.username, "signer"));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    await upsertAdmin("known", "correct-password");
    expect(await signIn("unknown-user", "correct-password", "203.0.113.2")).toEqual(
      await signIn("known", "not-the-password", "203.0.113.2"),
    );
  });

  it("refuses the 6th try from the guessing address, even with the right password", async () => {
    await upsertAdmin("locked", "correct-password");
    for (let i = 0; i < 5; i++) {
      expect((await signIn("locked", `guess-${i}`, "203.0.113.3", new Date(), noWait)).ok).toBe(false);
    }
    const sixth = await signIn("locked", "correct-password", "203.0.113.3", new Date(), noWait);
    expect(sixth).toMatchObject({ ok: false, reason: "rate-limited" });
    if (sixth.ok || sixth.reason !== "rate-limited") throw new Error("expected a refusal");
    expect(sixth.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  // 1,000 sign-ins of several statements each: on PostgreSQL under load that is more than the
  // default 30 s, and what is checked is the outcome, not the time.
  it("stops 1,000 guesses from one address while the real admin signs in at once from another", {
    timeout: 120_000,
  }, async () => {
    await upsertAdmin("owner", "correct-password");
    const delays: number[] = [];
    const wait = async (ms: number) => {
      delays.push(ms);
    };
    const outcomes = { invalid: 0, limited: 0, admitted: 0 };
    for (let i = 0; i < 1000; i++) {
      const result = await signIn("owner", `guess-${i}`, "198.51.100.66", new Date(), wait);
      if (result.ok) outcomes.admitted++;
      else if (result.reason === "invalid") outcomes.invalid++;
      else outcomes.limited++;
    }
    expect(outcomes).toEqual({ invalid: 5, limited: 995, admitted: 0 });
    // Checked passwords were slowed down once the username had failed 3 times.
    expect(delays).toEqual([250, 500]);

    const waitedByOwner: number[] = [];
    const owner = await signIn("owner", "correct-password", "203.0.113.10", new Date(), async (ms) => {
      waitedByOwner.push(ms);
    });
    expect(owner.ok).toBe(true);
    expect(waitedByOwner).toEqual([]);
    // Signing in did not give the guesser a fresh quota.
    expect(await signIn("owner", "correct-password", "198.51.100.66", new Date(), wait)).toMatchObject({
      ok: false,
      reason: "rate-limited",
    });
  });

  it("lets the owner through after a typo while many addresses guess, slowed by seconds at most", async () => {
    await upsertAdmin("busy", "correct-password");
    const noDelays: number[] = [];
    for (let i = 0; i < 30; i++) {
      await signIn("busy", `guess-${i}`, `192.0.2.${i}`, new Date(), async (ms) => {
        noDelays.push(ms);
      });
    }
    // Each address failed once, before the username's slow-down could apply to it.
    expect(noDelays).toEqual([]);
    await signIn("busy", "typo", "203.0.113.20", new Date(), noWait);
    const waited: number[] = [];
    const owner = await signIn("busy", "correct-password", "203.0.113.20", new Date(), async (ms) => {
      waited.push(ms);
    });
    expect(owner.ok).toBe(true);
    expect(waited).toEqual([4000]);
  });

  it("signs out by deleting the session", async () => {
    await upsertAdmin("leaver", "correct-password");
    const result = await signIn("leaver", "correct-password", "203.0.113.5");
    if (!result.ok) throw new Error("expected a session");
    const cleared = await signOut(await withCookie(result.token));
    expect(cleared).toContain("Max-Age=0");
    const rows = await db()
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, sessionIdOf(result.token)));
    expect(rows).toHaveLength(0);
    expect(await getAdmin(await withCookie(result.token))).toBeNull();
  });
});

describe("the admin guard", () => {
  const html = () =>
    new Response("<!DOCTYPE html><p>admin</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });

  /** Runs the guard's middleware chain the way React Router does, with `handler` as the routes below. */
  async function guard(request: Request, handler: () => Promise<Response>) {
    const context = new RouterContextProvider();
    const run = async (index: number): Promise<Response> => {
      const middleware = adminGuard[index];
      if (!middleware) return handler();
      try {
        const result = await middleware(
          { request, context, params: {}, url: new URL(request.url), pattern: "/admin/dashboard" } as never,
          () => run(index + 1),
        );
        return result ?? run(index + 1);
      } catch (error) {
        // React Router renders a thrown response as the page's error (here: an HTML 401 page).
        if (error instanceof Response && index === adminGuard.length - 1) {
          return new Response("<p>401</p>", { status: error.status, headers: { "Content-Type": "text/html" } });
        }
        throw error;
      }
    };
    return { response: await run(0), context };
  }

  it("lets a signed-in administrator through, with private caching", async () => {
    await upsertAdmin("guarded", "correct-password");
    const result = await signIn("guarded", "correct-password", "203.0.113.6");
    if (!result.ok) throw new Error("expected a session");
    let ran = false;
    const { response, context } = await guard(await withCookie(result.token), async () => {
      ran = true;
      return html();
    });
    expect(ran).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(requireAdmin(context)).toMatchObject({ username: "guarded" });
  });

  it("marks an answer with read-only headers private too", async () => {
    await upsertAdmin("guarded-2", "correct-password");
    const result = await signIn("guarded-2", "correct-password", "203.0.113.7");
    if (!result.ok) throw new Error("expected a session");
    const { response } = await guard(await withCookie(result.token), async () =>
      Response.redirect("http://site.test/admin/news", 302),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://site.test/admin/news");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("runs nothing without a session and sends a page to the login page, clearing a dead cookie", async () => {
    let ran = false;
    const { response } = await guard(
      await withCookie("forged-token", "http://site.test/admin/categories?department=1"),
      async () => {
        ran = true;
        return html();
      },
    );
    expect(ran).toBe(false);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fcategories%3Fdepartment%3D1");
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("lets a 401 that is not a page (data, resource) through as a 401", async () => {
    const context = new RouterContextProvider();
    const [outer] = adminGuard;
    if (!outer) throw new Error("no guard");
    const data401 = new Response("[]", { status: 401, headers: { "Content-Type": "text/x-script" } });
    const response = await outer(
      { request: new Request("http://site.test/admin"), context } as never,
      async () => data401,
    );
    expect(response).toBe(data401);
  });

  it("requireAdmin answers 401 where the guard did not run", () => {
    expect(() => requireAdmin(new RouterContextProvider())).toThrow(Response);
    try {
      requireAdmin(new RouterContextProvider());
    } catch (error) {
      expect((error as Response).status).toBe(401);
    }
    const context = new RouterContextProvider();
    context.set(adminContext, { id: 1, username: "x" });
    expect(requireAdmin(context)).toEqual({ id: 1, username: "x" });
  });
});
