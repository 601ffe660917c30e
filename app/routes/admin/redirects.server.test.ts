import { describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { slugRedirects } from "~/server/db/schema";
import { setupTestDatabase } from "~/server/testing/database";
import { getRedirectList, REDIRECTS_PAGE_SIZE, redirectSearchOf } from "./redirects.server";

setupTestDatabase();

const url = (query = "") => new URL(`http://admin.test/admin/redirects${query}`);

describe("the redirects screen", () => {
  it("reads a pasted address as its path, an English one as its Vietnamese twin", () => {
    expect(redirectSearchOf("  may-cu ")).toBe("may-cu");
    expect(redirectSearchOf("https://anviet.vn/en/products/may-cu?x=1")).toBe("/products/may-cu");
    expect(redirectSearchOf("/en/news/tin-cu")).toBe("/news/tin-cu");
    expect(redirectSearchOf("/english")).toBe("/english");
    expect(redirectSearchOf("")).toBe("");
  });

  it("shows 50 a page, newest first; a page past the end shows the last; the search narrows and counts", async () => {
    const made = Array.from({ length: REDIRECTS_PAGE_SIZE + 5 }, (_, i) => ({
      kind: "product" as const,
      fromSlug: `trang-${String(i + 1).padStart(2, "0")}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await db().insert(slugRedirects).values(made);

    const first = await getRedirectList(url());
    expect(first).toMatchObject({ total: 55, page: 1, pageCount: 2, q: "" });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toMatchObject({ fromPath: "/products/trang-55", toPath: null, kind: "product" });

    const second = await getRedirectList(url("?page=2"));
    expect(second.rows.map((r) => r.fromPath)).toEqual([1, 2, 3, 4, 5].reverse().map((n) => `/products/trang-0${n}`));
    expect((await getRedirectList(url("?page=9"))).page).toBe(2);
    expect((await getRedirectList(url("?page=abc"))).page).toBe(1);

    const searched = await getRedirectList(url(`?q=${encodeURIComponent("/en/products/trang-0")}`));
    expect(searched).toMatchObject({ total: 9, page: 1, pageCount: 1, q: "/en/products/trang-0" });
    expect(await getRedirectList(url("?q=khong-co"))).toMatchObject({ rows: [], total: 0, pageCount: 1 });
  });
});
