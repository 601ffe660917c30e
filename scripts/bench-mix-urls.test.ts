import { describe, expect, it } from "vitest";
import { buildMix, random, searchTerms, stripDiacritics, zipf } from "./bench-mix-urls";

const site = {
  hot: ["/", "/products", "/news"],
  tail: Array.from({ length: 500 }, (_, i) => `/products/p-${i}`),
  departments: ["khoa-a", "khoa-b"],
  categories: ["khoa-a/muc-1", "khoa-b/muc-2"],
  brands: ["pentax-medical", "olympus"],
};

describe("the benchmark's mix", () => {
  it("draws a few ranks most often, and every rank now and then", () => {
    const draw = zipf(1000, 1, random(1));
    const counts = new Array<number>(1000).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const rank = draw();
      counts[rank] = (counts[rank] ?? 0) + 1;
    }
    const top10 = counts.slice(0, 10).reduce((a, b) => a + b, 0);
    expect(top10 / 100_000).toBeGreaterThan(0.35);
    expect(counts.filter((c) => c > 0).length).toBeGreaterThan(900);
  });

  it("has about 200 terms, with and without diacritics", () => {
    const terms = searchTerms(random(2));
    expect(terms.length).toBeGreaterThan(180);
    expect(terms).toContain("máy nội soi");
    expect(terms).toContain("may noi soi");
    expect(stripDiacritics("Đèn mổ điện")).toBe("Den mo dien");
  });

  it("is 15 % searches and 5 % filters, the same on every run", () => {
    const mix = buildMix(site, 20_000);
    expect(buildMix(site, 20_000).visits).toEqual(mix.visits);
    const searches = mix.visits.filter((v) => v.includes("q=")).length / 20_000;
    const filters =
      mix.visits.filter((v) => !v.includes("q=") && (v.includes("?") || v.includes("/departments/"))).length / 20_000;
    expect(searches).toBeGreaterThan(0.13);
    expect(searches).toBeLessThan(0.17);
    expect(filters).toBeGreaterThan(0.035);
    expect(filters).toBeLessThan(0.065);
    expect(mix.distinct.length).toBeLessThan(mix.visits.length / 5);
  });
});
