import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/database";
import * as factories from "../testing/factories";
import { getDashboard } from "./dashboard.server";

setupTestDatabase();

describe("the dashboard", () => {
  it("counts nothing in an empty database", async () => {
    expect(await getDashboard()).toEqual({
      products: { total: 0, active: 0, inactive: 0 },
      news: { total: 0, published: 0, scheduled: 0, drafts: 0 },
      recent: [],
    });
  });

  it("counts products and articles and lists the 5 newest of the 3 + 3 newest", async () => {
    const category = await factories.createCategory((await factories.createDepartment()).id);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 8, minute));
    // Products at minutes 1, 3, 5, 7 (the last inactive); articles at 2, 4, 6, 8 (two drafts).
    for (const [i, minute] of [1, 3, 5, 7].entries()) {
      await factories.createProduct(category.id, { name: `P${minute}`, isActive: i < 3, createdAt: at(minute) });
    }
    for (const [i, minute] of [2, 4, 6, 8].entries()) {
      await factories.createArticle({ title: `A${minute}`, isPublished: i < 2, createdAt: at(minute) });
    }
    const dashboard = await getDashboard();
    expect(dashboard.products).toEqual({ total: 4, active: 3, inactive: 1 });
    expect(dashboard.news).toEqual({ total: 4, published: 2, scheduled: 0, drafts: 2 });
    expect(dashboard.recent.map((r) => [r.kind, r.title, r.live])).toEqual([
      ["article", "A8", false],
      ["product", "P7", false],
      ["article", "A6", false],
      ["product", "P5", true],
      ["article", "A4", true],
    ]);
    expect(dashboard.recent[0]?.createdAt).toBe(at(8).toISOString());
  });

  it("counts an article published with its time ahead as scheduled, not as published", async () => {
    const hour = 60 * 60 * 1000;
    const before = (await getDashboard()).news;
    await factories.createArticle({ title: "Live", isPublished: true, publishedAt: new Date(Date.now() - hour) });
    await factories.createArticle({ title: "Later", isPublished: true, publishedAt: new Date(Date.now() + hour) });
    await factories.createArticle({ title: "Draft", isPublished: false });
    const { news } = await getDashboard();
    expect(news).toEqual({
      total: before.total + 3,
      published: before.published + 1,
      scheduled: before.scheduled + 1,
      drafts: before.drafts + 1,
    });
  });
});
