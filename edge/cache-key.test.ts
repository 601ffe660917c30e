import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalQuery } from "./cache-key";
import { cacheKey, createRenderCache } from "./render-cache";

const key = (target: string) => cacheKey("GET", target);

describe("the cache key of a product list", () => {
  it("is one for the searches the list reads alike", () => {
    const one = key("/products?q=m%C3%A1y%20n%E1%BB%99i%20soi");
    expect(one).toBe("/products?q=m%C3%A1y+n%E1%BB%99i+soi");
    for (const same of [
      "/products?q=++m%C3%A1y+++n%E1%BB%99i%09soi+",
      "/products?q=m%C3%A1y+n%E1%BB%99i+soi&brand=&page=1",
      "/products?q=m%C3%A1y+n%E1%BB%99i+soi&q=other",
    ]) {
      expect(key(same), same).toBe(one);
    }
  });

  it("is one for filters in any order, case or spacing", () => {
    const one = key("/products?brand=pentax-medical&department=khoa-noi-soi&page=2");
    expect(key("/products?page=2&department=Khoa-Noi-Soi&brand=Pentax%20Medical")).toBe(one);
    expect(key("/products?department=+khoa-noi-soi+&brand=pentax-medical&page=2&brand=olympus")).toBe(one);
    expect(key("/en/products?brand=x&page=2")).toBe("/en/products?brand=x&page=2");
  });

  it("keeps apart what renders differently: case and diacritics, a present but empty q, department or category", () => {
    const keys = [
      "/products?q=May",
      "/products?q=may",
      "/products?q=m%C3%A1y",
      "/products?q=",
      "/products",
      "/departments/khoa-noi-soi/ong-soi-mem?category=",
      "/departments/khoa-noi-soi/ong-soi-mem",
      "/products?department=",
    ].map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(key("/products?q=+")).toBe(key("/products?q="));
  });

  it("keeps a page that is not a page number (the list's 404) apart from page 1", () => {
    const first = key("/products");
    const pages = ["0", "-1", "abc", "01", "", "1.5", "999999"].map((page) => key(`/products?page=${page}`));
    expect(new Set([first, ...pages]).size).toBe(pages.length + 1);
    expect(key("/products?page=abc")).toBe("/products?page=abc");
    expect(key("/products?page=1")).toBe(first);
  });

  it("normalises the data requests of a list and keeps their route list", () => {
    expect(key("/products.data?_routes=routes%2Fpublic%2Fproducts&q=+pentax+&brand=")).toBe(
      "/products.data?_routes=routes%2Fpublic%2Fproducts&q=pentax",
    );
    expect(key("/en/products/department/khoa-noi-soi.data?page=1")).toBe("/en/products/department/khoa-noi-soi.data");
  });

  it("only sorts the query of other pages, which read their parameters their own way", () => {
    expect(key("/news?page=01")).toBe("/news?page=01");
    expect(canonicalQuery("/products/some-product", new URLSearchParams("q=+a+&page=1"))).toBe("page=1&q=+a+");
  });
});

describe("a flood of distinct searches", () => {
  it("holds no more than the bound, least recently used out", async () => {
    const maxBytes = 1024 * 1024;
    const cache = createRenderCache({ maxBytes, version: async () => 1 });
    // Pages of 2 KB of hex (about 1 KB compressed): each entry weighs its two compressed bodies
    // and 512 bytes, about 2.7 KB (the plain body is not held).
    const render = async () =>
      new Response(randomBytes(1024).toString("hex"), { headers: { "Content-Type": "text/html" } });
    let most = 0;
    for (let i = 0; i < 10_000; i++) {
      const response = await cache.handle(new Request(`http://site.test/products?q=term-${i}`), render);
      await response.arrayBuffer();
      most = Math.max(most, cache.stats().bytes);
    }
    const { entries, bytes } = cache.stats();
    expect(most).toBeLessThanOrEqual(maxBytes);
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    // Full up to the bound (less than one entry short), holding the latest searches only.
    expect(entries).toBeGreaterThan(300);
    expect(entries).toBeLessThan(450);
    expect(cache.peek("/products?q=term-9999", 1)).not.toBeNull();
    expect(cache.peek("/products?q=term-0", 1)).toBeNull();
  }, 60_000);
});
