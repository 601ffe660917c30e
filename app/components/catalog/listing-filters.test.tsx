import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseListingQuery } from "~/lib/catalog-query";
import { type ListingView, resolveListingView } from "~/lib/catalog-routes";
import { ListingFilters } from "./listing-filters";

const options = {
  departments: [
    { value: "khoa-noi-soi", label: "Khoa Nội soi" },
    { value: "phong-mo", label: "Phòng mổ" },
  ],
  categories: [{ label: "Khoa Nội soi", options: [{ value: "ong-soi-mem", label: "Ống soi mềm" }] }],
  brands: [
    { value: "pentax-medical", label: "Pentax Medical" },
    { value: "steris", label: "STERIS" },
  ],
};

function Nothing() {
  return null;
}

function Page() {
  const { view, filters } = useLoaderData() as { view: ListingView; filters: ReturnType<typeof parseListingQuery> };
  const location = useLocation();
  return (
    <>
      <ListingFilters view={view} filters={filters} options={options} />
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function renderFilters(url: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: ({ request }) => ({ lang: new URL(request.url).pathname.startsWith("/en") ? "en" : "vi" }),
      HydrateFallback: Nothing,
      children: [
        {
          path: "*",
          HydrateFallback: Nothing,
          loader: ({ request }) => {
            const { pathname, searchParams } = new URL(request.url);
            const segments = pathname.split("/");
            const params = pathname.includes("/departments/")
              ? { departmentSlug: segments.at(-2), categorySlug: segments.at(-1) }
              : pathname.includes("/department/")
                ? { departmentSlug: segments.at(-1) }
                : {};
            return { view: resolveListingView(pathname, params), filters: parseListingQuery(searchParams) };
          },
          Component: Page,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const currentUrl = () => screen.getByTestId("url").textContent;

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("ListingFilters", () => {
  it("is a GET form to the page itself, every control labelled", async () => {
    renderFilters("/en/products?brand=steris");
    const form = await screen.findByRole("search");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/en/products");
    expect((screen.getByLabelText("Brand") as HTMLSelectElement).value).toBe("steris");
    expect(screen.getByLabelText("Search products")).toBeTruthy();
    expect(screen.getByLabelText("Department")).toBeTruthy();
    expect(screen.getByLabelText("Category")).toBeTruthy();
  });

  it("applies a select at once, back on page 1, and scrolls to the top", async () => {
    renderFilters("/products?q=pentax&page=3");
    fireEvent.change(await screen.findByLabelText("Thương hiệu"), { target: { value: "pentax-medical" } });
    await waitFor(() => expect(currentUrl()).toBe("/products?q=pentax&brand=pentax-medical"));
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it("resets the category when the department changes", async () => {
    renderFilters("/products?department=khoa-noi-soi&category=ong-soi-mem&brand=steris");
    fireEvent.change(await screen.findByLabelText("Khoa/Phòng ban"), { target: { value: "phong-mo" } });
    await waitFor(() => expect(currentUrl()).toBe("/products?department=phong-mo&brand=steris"));
  });

  it("searches shortly after typing stops, and at once on submit", async () => {
    renderFilters("/products");
    const input = await screen.findByLabelText("Tìm kiếm sản phẩm");
    fireEvent.change(input, { target: { value: "may noi soi" } });
    expect(currentUrl()).toBe("/products");
    await waitFor(() => expect(currentUrl()).toBe("/products?q=may+noi+soi"));
    fireEvent.change(input, { target: { value: "steris" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(currentUrl()).toBe("/products?q=steris"));
    expect((input as HTMLInputElement).value).toBe("steris");
  });

  it("moves to the chosen category's own path on /departments/{d}/{c}", async () => {
    renderFilters("/departments/khoa-noi-soi/ong-soi-mem?brand=pentax-medical");
    fireEvent.change(await screen.findByLabelText("Danh mục"), { target: { value: "" } });
    await waitFor(() => expect(currentUrl()).toBe("/products/department/khoa-noi-soi?brand=pentax-medical"));
  });
});
