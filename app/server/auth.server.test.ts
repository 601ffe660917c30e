import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  adminContext,
  adminGuard,
  beginLoginAttempt,
  clearedSessionCookie,
  clearFailedLogins,
  getAdmin,
  LOGIN_WINDOW_MS,
  loginPathFor,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
  readSessionToken,
  requireAdmin,
  SLOW_DOWN_MAX_MS,
  safeRedirectPath,
  sessionCookie,
  signIn,
  signOut,
  slowDownMs,
} from "./auth.server";
import { db } from "./db/index.server";
import { adminSessions, adminUsers, rateLimitCounters } from "./db/schema";
import { countsOf, RATE_LIMITS } from "./rate-limit.server";
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
    expect(await getAdmin(await withCookie(result.token))).toEqual({
      id: expect.any(Number),
      username: "signer",
      role: "admin",
    });
    expect(await countsOf(RATE_LIMITS.loginUsernameAddress, "signer\n203.0.113.1")).toEqual([0]);
    expect(await countsOf(RATE_LIMITS.loginUsername, "signer")).toEqual([0]);
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

    // From another address the owner waits the account's slow-down (5 failures: 1 s), then signs in.
    const waitedByOwner: number[] = [];
    const owner = await signIn("owner", "correct-password", "203.0.113.10", new Date(), async (ms) => {
      waitedByOwner.push(ms);
    });
    expect(owner.ok).toBe(true);
    expect(waitedByOwner).toEqual([1000]);
    // Signing in did not give the guesser a fresh quota.
    expect(await signIn("owner", "correct-password", "198.51.100.66", new Date(), wait)).toMatchObject({
      ok: false,
      reason: "rate-limited",
    });
  });

  it("lets the owner through after a typo while many addresses guess, slowed by seconds at most", async () => {
    await upsertAdmin("busy", "correct-password");
    const delays: number[] = [];
    for (let i = 0; i < 30; i++) {
      await signIn("busy", `guess-${i}`, `192.0.2.${i}`, new Date(), async (ms) => {
        delays.push(ms);
      });
    }
    // Every address is slowed by the account's failures, even one that never failed.
    expect(delays.slice(0, 6)).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect(delays).toHaveLength(27);
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
        // Inside the outer guard (the session check, the roles' check), as React Router does.
        if (error instanceof Response && index > 0) {
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
    context.set(adminContext, { id: 1, username: "x", role: "admin" });
    expect(requireAdmin(context)).toEqual({ id: 1, username: "x", role: "admin" });
  });
});

const minutes = (n: number) => n * 60 * 1000;

/** n failed attempts, one a second from `start`. */
async function fail(username: string, address: string, n: number, start: Date) {
  for (let i = 0; i < n; i++) {
    const { throttle } = await beginLoginAttempt(username, address, new Date(start.getTime() + i * 1000));
    expect(throttle.blocked).toBe(false);
  }
}

describe("login rate limits (counted by the rate-limit module)", () => {
  it("are 5 failures per username and address and 20 per address in 15 minutes", () => {
    expect(MAX_FAILURES_PER_USERNAME_AND_ADDRESS).toBe(5);
    expect(MAX_FAILURES_PER_ADDRESS).toBe(20);
    expect(LOGIN_WINDOW_MS).toBe(minutes(15));
  });

  it("refuses the 6th attempt for a username from the same address, without counting it", async () => {
    const start = new Date("2026-11-22T08:00:00Z");
    await fail("alice", "10.0.0.1", 5, start);
    const sixth = await beginLoginAttempt("alice", "10.0.0.1", new Date(start.getTime() + minutes(1)));
    expect(sixth.throttle).toEqual({ blocked: true, scope: "username-address", retryAfterSeconds: 14 * 60 });
    expect(await countsOf(RATE_LIMITS.loginUsernameAddress, "alice\n10.0.0.1", start)).toEqual([5]);
    // The counters hold digests, never a username or an address.
    const stored = JSON.stringify(await db().select().from(rateLimitCounters));
    expect(stored).not.toContain("alice");
    expect(stored).not.toContain("10.0.0.1");
  });

  it("never blocks the username from an address with no recent failures, but slows it down", async () => {
    const start = new Date("2026-11-22T08:30:00Z");
    await fail("alex", "10.0.5.1", 5, start);
    const elsewhere = await beginLoginAttempt("alex", "10.0.5.2", new Date(start.getTime() + minutes(1)));
    expect(elsewhere.throttle).toEqual({ blocked: false, delayMs: 1000 });
  });

  it("slows down a username under attack from addresses that failed, doubling up to a cap", async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(slowDownMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000]);
    expect(SLOW_DOWN_MAX_MS).toBeLessThanOrEqual(5000);
    const start = new Date("2026-11-22T08:45:00Z");
    // Four addresses, one failure each: none is blocked, and the username counts 4 failures.
    for (let i = 0; i < 4; i++) await fail("amy", `10.0.6.${i}`, 1, new Date(start.getTime() + i * 1000));
    const again = await beginLoginAttempt("amy", "10.0.6.0", new Date(start.getTime() + 10_000));
    expect(again.throttle).toEqual({ blocked: false, delayMs: 500 });
  });

  it("lets the username try again once the window of its failures has ended", async () => {
    const start = new Date("2026-11-22T09:00:00Z");
    await fail("bob", "10.0.1.1", 5, start);
    expect((await beginLoginAttempt("bob", "10.0.1.1", new Date(start.getTime() + minutes(14)))).throttle.blocked).toBe(
      true,
    );
    const later = new Date(start.getTime() + minutes(15) + 500);
    expect((await beginLoginAttempt("bob", "10.0.1.1", later)).throttle.blocked).toBe(false);
  });

  it("refuses an address after 20 failures, whatever the usernames", async () => {
    const start = new Date("2026-11-22T10:00:00Z");
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const { throttle } = await beginLoginAttempt(`user-${i}`, "198.18.0.7", new Date(start.getTime() + i * 1000));
      expect(throttle.blocked, `attempt ${i + 1}`).toBe(false);
    }
    const next = await beginLoginAttempt("someone-new", "198.18.0.7", new Date(start.getTime() + minutes(1)));
    expect(next.throttle).toMatchObject({ blocked: true, scope: "address" });
    // Other addresses are not affected.
    expect((await beginLoginAttempt("someone-new", "198.18.0.8", start)).throttle.blocked).toBe(false);
  });

  it("clears a username's failures from that address after a successful sign-in", async () => {
    const start = new Date("2026-11-22T11:00:00Z");
    await fail("carol", "10.0.2.1", 4, start);
    await clearFailedLogins("carol", "10.0.2.1", start);
    expect(await countsOf(RATE_LIMITS.loginAddress, "10.0.2.1", start)).toEqual([0]);
    expect(await countsOf(RATE_LIMITS.loginUsername, "carol", start)).toEqual([0]);
    // Five more failures are allowed again before the block.
    await fail("carol", "10.0.2.1", 5, new Date(start.getTime() + minutes(1)));
    const blocked = await beginLoginAttempt("carol", "10.0.2.1", new Date(start.getTime() + minutes(2)));
    expect(blocked.throttle.blocked).toBe(true);
  });

  it("does not let a burst of parallel attempts past the limit", async () => {
    const at = new Date("2026-11-22T13:00:00Z");
    const results = await Promise.all(Array.from({ length: 12 }, () => beginLoginAttempt("eve", "10.0.4.1", at)));
    expect(results.filter((r) => !r.throttle.blocked)).toHaveLength(MAX_FAILURES_PER_USERNAME_AND_ADDRESS);
  });
});
