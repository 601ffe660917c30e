import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { routeTable } from "./route-table";

/**
 * Walks app/routes.ts, so that a route added later is checked without anyone remembering to:
 * every admin URL but the login page must refuse a visitor without a session, and every
 * state-changing request from another origin must be refused before any action runs.
 *
 * Decision: a page (document request) answers 302 to /admin/login?redirectTo=...; a `.data`
 * request (React Router's single fetch, used by client navigations and form submissions) and a
 * resource route answer 401. In the browser, the admin layout's client middleware turns a 401
 * met by a client navigation or a form submission into a trip to the login page.
 */
const all = routeTable();
const adminRoutes = all.filter((r) => r.pattern === "/admin" || r.pattern.startsWith("/admin/"));
// The way in: the login page and its second step (which needs the step's own cookie, not a session).
const OPEN = ["/admin/login", "/admin/login/second-factor"];
const guarded = adminRoutes.filter((r) => !OPEN.includes(r.pattern));
const FOREIGN = "https://attacker.example";

test.describe("the route table", () => {
  test("has the admin routes the specification lists, all inside the guarded layout", () => {
    expect(guarded.map((r) => r.pattern)).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/dashboard",
        "/admin/categories",
        "/admin/products",
        "/admin/products/new",
        "/admin/products/:id/edit",
        "/admin/news",
        "/admin/news/new",
        "/admin/news/:id/edit",
        "/admin/departments",
        "/admin/departments/*",
        "/admin/*",
      ]),
    );
    for (const route of guarded) {
      expect(route.ancestors, `${route.pattern} must sit inside the admin layout`).toContain("routes/admin/layout.tsx");
    }
    for (const pattern of OPEN) {
      expect(adminRoutes.find((r) => r.pattern === pattern)?.ancestors).not.toContain("routes/admin/layout.tsx");
    }
  });
});

test.describe("without a session", () => {
  for (const route of guarded) {
    test(`${route.pattern} refuses (${route.url})`, async ({ request, baseURL }) => {
      if (!baseURL) throw new Error("baseURL");
      const page = await request.get(route.url, { maxRedirects: 0 });
      if (route.resource) {
        expect(page.status(), "resource GET").toBe(401);
      } else {
        expect([302, 303], "document GET").toContain(page.status());
        const location = new URL(page.headers().location ?? "", "http://x");
        expect(location.pathname).toBe("/admin/login");
        expect(location.searchParams.get("redirectTo") ?? "/admin/dashboard").toBe(
          route.url === "/admin/dashboard" ? "/admin/dashboard" : route.url,
        );
        expect(await page.text()).not.toContain("Quản trị viên");
      }

      const data = await request.get(`${route.url}.data`, { maxRedirects: 0 });
      expect(data.status(), ".data GET").toBe(401);
      expect(await data.text()).not.toContain("Quản trị viên");

      // A same-site POST reaches the guard and is refused there, before the action.
      const post = await request.post(route.url, { headers: { Origin: baseURL }, maxRedirects: 0 });
      expect(route.resource ? [401] : [302, 303], "same-site POST").toContain(post.status());
      const dataPost = await request.post(`${route.url}.data`, {
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(dataPost.status(), "same-site .data POST").toBe(401);
    });
  }
});

test.describe("a state-changing request from another origin", () => {
  for (const route of adminRoutes) {
    test(`${route.pattern} answers 403 (${route.url})`, async ({ request, baseURL }) => {
      if (!baseURL) throw new Error("baseURL");
      await signIn(request, baseURL);
      for (const method of ["post", "put", "patch", "delete"] as const) {
        const answer = await request[method](route.url, { headers: { Origin: FOREIGN }, maxRedirects: 0 });
        expect(answer.status(), `${method.toUpperCase()} ${route.url}`).toBe(403);
      }
      const data = await request.post(`${route.url}.data`, { headers: { Origin: FOREIGN }, maxRedirects: 0 });
      expect(data.status(), "POST .data").toBe(403);
      // Without an Origin the Referer decides; without either the request is refused too.
      const referer = await request.post(route.url, { headers: { Referer: `${FOREIGN}/page` }, maxRedirects: 0 });
      expect(referer.status(), "foreign Referer").toBe(403);
      const anonymous = await request.post(route.url, { maxRedirects: 0 });
      expect(anonymous.status(), "no Origin, no Referer").toBe(403);
    });
  }
});

test.describe("with a session", () => {
  test("every admin URL answers (a page, or a redirect within the admin)", async ({ request, baseURL }) => {
    if (!baseURL) throw new Error("baseURL");
    await signIn(request, baseURL);
    for (const route of guarded) {
      const answer = await request.get(route.url, { maxRedirects: 0 });
      if ([302, 303].includes(answer.status())) {
        const location = new URL(answer.headers().location ?? "", baseURL).pathname;
        expect(location, route.url).toMatch(/^\/admin\//);
        expect(location, route.url).not.toBe("/admin/login");
      } else {
        expect(answer.status(), route.url).toBeLessThan(500);
        expect(answer.status(), route.url).not.toBe(401);
      }
      const data = await request.get(`${route.url}.data`, { maxRedirects: 0 });
      expect(data.status(), `${route.url}.data`).not.toBe(401);
    }
  });
});
