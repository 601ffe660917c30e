import { describe, expect, it } from "vitest";
import {
  changeFilter,
  EMPTY_FILTERS,
  listingSearch,
  PRODUCTS_PER_PAGE,
  pageCount,
  pageParam,
  paginationItems,
  parseListingQuery,
  parsePage,
} from "./catalog-query";

describe("parseListingQuery", () => {
  it("reads every filter and the page from the query", () => {
    const state = parseListingQuery(
      new URLSearchParams(
        "q=  may   noi soi &department=khoa-noi-soi&category=ong-soi-mem&brand=Pentax Medical&page=3",
      ),
    );
    expect(state).toEqual({
      q: "may noi soi",
      department: "khoa-noi-soi",
      category: "ong-soi-mem",
      brand: "pentax-medical",
      page: 3,
    });
  });

  it("drops values that cannot be slugs and falls back to page 1", () => {
    const state = parseListingQuery(new URLSearchParams("department=<script>&category=a/b&page=-2"));
    expect(state).toEqual({ ...EMPTY_FILTERS, page: 1 });
  });

  it("keeps the search text short", () => {
    expect(parseListingQuery(new URLSearchParams(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });
});

describe("pageParam", () => {
  it("reads an absent page as 1 and a whole number from 1 as that page", () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam("1")).toBe(1);
    expect(pageParam("24")).toBe(24);
  });
  it("finds no page in anything else (the list answers 404)", () => {
    for (const bad of ["", "0", "-1", "abc", "1.5", "01", " 2", "2 ", "1e3", "9999999"]) {
      expect(pageParam(bad), bad).toBeNull();
    }
  });
});

describe("parsePage", () => {
  it("accepts whole numbers from 1 only", () => {
    expect(parsePage("2")).toBe(2);
    expect(parsePage(" 7 ")).toBe(7);
    for (const bad of [null, "", "0", "1.5", "abc", "-1", "99999999"]) expect(parsePage(bad)).toBe(1);
  });
});

describe("listingSearch", () => {
  it("writes set values in a fixed order, leaving out empty ones and page 1", () => {
    expect(listingSearch({ brand: "steris", q: "máy rửa", department: "", page: 1 })).toBe(
      "?q=m%C3%A1y+r%E1%BB%ADa&brand=steris",
    );
    expect(listingSearch({ ...EMPTY_FILTERS, page: 1 })).toBe("");
  });

  it("keeps the other parameters beside the page", () => {
    expect(listingSearch({ q: "pentax", category: "ong-soi-mem", page: 2 })).toBe(
      "?q=pentax&category=ong-soi-mem&page=2",
    );
  });

  it("leaves out the filters a path already fixes", () => {
    expect(listingSearch({ department: "khoa-noi-soi", category: "ong-soi-mem" }, ["department"])).toBe(
      "?category=ong-soi-mem",
    );
  });
});

describe("changeFilter", () => {
  const state = { q: "pentax", department: "khoa-noi-soi", category: "ong-soi-mem", brand: "" };

  it("goes back to page 1", () => {
    expect(changeFilter(state, "brand", "pentax-medical")).toEqual({ ...state, brand: "pentax-medical", page: 1 });
  });

  it("resets the category when the department changes", () => {
    expect(changeFilter(state, "department", "phong-mo")).toEqual({
      ...state,
      department: "phong-mo",
      category: "",
      page: 1,
    });
  });

  it("keeps the category when the same department is chosen again", () => {
    expect(changeFilter(state, "department", "khoa-noi-soi").category).toBe("ong-soi-mem");
  });
});

describe("pagination", () => {
  it("counts pages of 24, with at least one page", () => {
    expect(PRODUCTS_PER_PAGE).toBe(24);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(10_000)).toBe(417);
  });

  it("shows the first, last and neighbouring pages with gaps", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(paginationItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(paginationItems(417, 417)).toEqual([1, "gap", 416, 417]);
  });

  it("shows a single left-out page instead of a gap", () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
  });
});
