import { describe, expect, it } from "vitest";
import { routeTable } from "../../tests/e2e/route-table";
import { ADMIN_ACCESS, accessKindOf, accessOf, may } from "./access";
import { ROLES } from "./roles";

/**
 * Every route of app/routes.ts inside the guarded admin layout, whose middleware enforces the table
 * (the sign-in's pages sit outside it: tests/e2e/admin-guard.spec.ts keeps it so).
 */
const guarded = routeTable().filter((route) => route.ancestors.includes("routes/admin/layout.tsx"));

describe("the roles' table (decision 040)", () => {
  it("has a rule for every admin route, for each of the three roles", () => {
    expect(guarded.length).toBeGreaterThan(30);
    const missing = guarded.filter((route) => accessOf(route.pattern) === null).map((route) => route.pattern);
    expect(missing, "admin routes without a rule in app/lib/access.ts").toEqual([]);
    for (const route of guarded)
      for (const role of ROLES)
        for (const kind of ["load", "act"] as const)
          expect(typeof may(role, route.pattern, kind), `${role} ${kind} ${route.pattern}`).toBe("boolean");
  });

  it("names no route that the table of routes does not have", () => {
    const patterns = new Set(guarded.map((route) => route.pattern));
    expect(Object.keys(ADMIN_ACCESS).filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });

  it("lets a Quản trị viên do everything", () => {
    for (const route of guarded) {
      expect(may("admin", route.pattern, "load"), route.pattern).toBe(true);
      expect(may("admin", route.pattern, "act"), route.pattern).toBe(true);
    }
  });

  it("never lets a role act where it may not look", () => {
    for (const route of guarded)
      for (const role of ROLES)
        if (may(role, route.pattern, "act"))
          expect(may(role, route.pattern, "load"), `${role} ${route.pattern}`).toBe(true);
  });

  it("gives a Biên tập viên the content and nothing of the accounts, addresses, audit or buyers", () => {
    for (const pattern of [
      "/admin/products/:id/edit",
      "/admin/products/new",
      "/admin/products/import",
      "/admin/categories",
      "/admin/news/:id/edit",
      "/admin/news/:id/revisions",
      "/admin/api/uploads",
      "/admin/api/documents",
      "/admin/settings",
      "/admin/settings/:section",
      "/admin/deleted",
    ])
      expect(may("editor", pattern, "act"), pattern).toBe(true);
    for (const pattern of [
      "/admin/users",
      "/admin/redirects",
      "/admin/audit",
      "/admin/settings/quotes",
      "/admin/inquiries",
      "/admin/inquiries/:id",
      "/admin/inquiries/export.csv",
      "/admin/inquiries/export.xlsx",
    ])
      expect(may("editor", pattern, "load"), pattern).toBe(false);
  });

  it("gives Kinh doanh the inbox and the catalogue to read, never to change", () => {
    for (const pattern of ["/admin/inquiries", "/admin/inquiries/:id", "/admin/inquiries/export.xlsx"])
      expect(may("sales", pattern, "act"), pattern).toBe(true);
    for (const pattern of ["/admin/products", "/admin/products/:id/edit", "/admin/categories"]) {
      expect(may("sales", pattern, "load"), pattern).toBe(true);
      expect(may("sales", pattern, "act"), pattern).toBe(false);
    }
    for (const pattern of [
      "/admin/products/new",
      "/admin/news",
      "/admin/settings",
      "/admin/users",
      "/admin/api/uploads",
    ])
      expect(may("sales", pattern, "load"), pattern).toBe(false);
  });

  it("lets every account open its own account, the dashboard and sign out", () => {
    for (const role of ROLES)
      for (const pattern of ["/admin", "/admin/dashboard", "/admin/account", "/admin/logout", "/admin/*"]) {
        expect(may(role, pattern, "load"), `${role} ${pattern}`).toBe(true);
        expect(may(role, pattern, "act"), `${role} ${pattern}`).toBe(true);
      }
  });

  it("refuses a route it does not know, and reads only GET and HEAD as loads", () => {
    expect(accessOf("/admin/new-screen")).toBeNull();
    expect(may("admin", "/admin/new-screen")).toBe(false);
    expect(accessOf("toString")).toBeNull();
    expect(accessOf("/admin/users/")).toEqual(accessOf("/admin/users"));
    // As React Router hands it to the middleware.
    expect(accessOf("admin/users")).toBe(ADMIN_ACCESS["/admin/users"]);
    expect(may("sales", "admin/products/:id/edit", "load")).toBe(true);
    expect(may("sales", "admin/products/:id/edit", "act")).toBe(false);
    expect(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"].map(accessKindOf)).toEqual([
      "load",
      "load",
      "act",
      "act",
      "act",
      "act",
    ]);
  });
});
