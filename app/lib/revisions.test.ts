import { describe, expect, it } from "vitest";
import { REVISION_ROUTES, revisionKindOfRoute } from "./revisions";

describe("revisionKindOfRoute", () => {
  it("names the kind of each revision history route by its mounted pattern", () => {
    expect(revisionKindOfRoute("/admin/products/:id/revisions")).toBe("product");
    expect(revisionKindOfRoute("admin/news/:id/revisions")).toBe("article");
    expect(REVISION_ROUTES.map((route) => revisionKindOfRoute(`/admin/${route.path}`))).toEqual(["product", "article"]);
  });

  it("answers null for any other route", () => {
    expect(revisionKindOfRoute("/admin/news/:id/edit")).toBeNull();
    expect(revisionKindOfRoute("/news/:id/revisions")).toBeNull();
  });
});
