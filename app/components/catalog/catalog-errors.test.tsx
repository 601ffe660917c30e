import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import type { ListingNotFound, ListingPageView } from "~/lib/catalog-views";
import { ListingErrorBoundary, ProductErrorBoundary } from "./catalog-errors";
import { rememberListing } from "./listing-memory";

function Nothing() {
  return null;
}

function renderFailure(path: string, failure: () => unknown, Boundary: () => React.ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ lang: path.startsWith("/en") ? "en" : "vi" }),
      HydrateFallback: Nothing,
      children: [
        {
          path: "*",
          loader: () => {
            throw failure();
          },
          Component: Nothing,
          ErrorBoundary: Boundary,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("ListingErrorBoundary", () => {
  it("shows 'Không thể tải sản phẩm' in Vietnamese and a retry button inside the page", async () => {
    renderFailure("/products?brand=steris", () => new TypeError("Failed to fetch"), ListingErrorBoundary);
    // The page's heading and filters stay; the error takes the cards' place.
    expect(await screen.findByRole("heading", { level: 1, name: "Tất cả sản phẩm" })).toBeTruthy();
    expect(screen.getByRole("search")).toBeTruthy();
    expect((screen.getByLabelText("Thương hiệu") as HTMLSelectElement).value).toBe("steris");
    expect(screen.getByRole("heading", { level: 2, name: "Không thể tải sản phẩm" })).toBeTruthy();
    expect(
      screen.getByText("Không tải được danh sách sản phẩm. Vui lòng kiểm tra kết nối mạng rồi thử lại."),
    ).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByRole("button", { name: "Thử lại" })).toBeTruthy();
  });

  it("falls back to 'Failed to fetch products' when the server hid the error", async () => {
    renderFailure("/en/products", () => new Error("Unexpected Server Error"), ListingErrorBoundary);
    expect(await screen.findByRole("heading", { level: 1, name: "All products" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Could not load products" })).toBeTruthy();
    expect(screen.getByText("Failed to fetch products")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("says which department was not found, with a link back", async () => {
    const missing: ListingNotFound = { missing: "department", back: "/departments" };
    renderFailure("/products/department/x", () => data(missing, { status: 404 }), ListingErrorBoundary);
    expect(await screen.findByRole("heading", { level: 1, name: "Không tìm thấy khoa/phòng ban" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Quay lại danh sách khoa/phòng ban" }).getAttribute("href")).toBe(
      "/departments",
    );
  });

  it("leads back to the department when its category is missing, in English under /en", async () => {
    const missing: ListingNotFound = { missing: "category", back: "/departments/phong-mo" };
    renderFailure("/en/departments/phong-mo/x", () => data(missing, { status: 404 }), ListingErrorBoundary);
    expect(await screen.findByRole("heading", { level: 1, name: "Category not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the department" }).getAttribute("href")).toBe(
      "/en/departments/phong-mo",
    );
  });
});

describe("ListingErrorBoundary after lists were shown", () => {
  it("names the chosen brand as a list shown before named it, not by its id", async () => {
    rememberListing({
      view: { kind: "all", basePath: "/products/all" },
      options: { departments: null, categories: null, brands: [{ value: "beneeon", label: "Beneeon" }] },
    } as unknown as ListingPageView);
    renderFailure("/products?brand=beneeon", () => new TypeError("Failed to fetch"), ListingErrorBoundary);
    const brand = (await screen.findByLabelText("Thương hiệu")) as HTMLSelectElement;
    expect(brand.value).toBe("beneeon");
    expect(brand.selectedOptions[0]?.textContent).toBe("Beneeon");
  });
});

describe("ProductErrorBoundary", () => {
  it("shows 'Sản phẩm không tồn tại hoặc đã bị ẩn' with links back to the list and a retry", async () => {
    renderFailure("/products/x", () => data(null, { status: 404 }), ProductErrorBoundary);
    expect(await screen.findByRole("heading", { level: 1, name: "Sản phẩm không tồn tại hoặc đã bị ẩn" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Quay lại danh sách sản phẩm" }).getAttribute("href")).toBe("/products");
    expect(screen.getByRole("button", { name: "Thử lại" })).toBeTruthy();
  });

  it("shows a load failure with its message", async () => {
    renderFailure("/en/products/x", () => new Error("Unexpected Server Error"), ProductErrorBoundary);
    expect(await screen.findByRole("heading", { level: 1, name: "Could not load this product" })).toBeTruthy();
    expect(screen.getByText("Failed to fetch product")).toBeTruthy();
  });
});
