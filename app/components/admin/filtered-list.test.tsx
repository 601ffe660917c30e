import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { FilteredList, type FilteredListTexts, ListFilters } from "./filtered-list";

const texts: FilteredListTexts = {
  filters: "Lọc mục",
  from: "Từ ngày",
  to: "Đến ngày",
  apply: "Lọc",
  clear: "Xóa bộ lọc",
  count: (n) => `${n} mục`,
  empty: "Chưa có mục nào",
  noMatch: "Không có mục nào khớp bộ lọc.",
};

interface Query {
  kind: string | null;
  from: string;
  to: string;
  q: string;
}

type Row = { id: number; name: string };

function Screen() {
  const { query, rows } = useLoaderData() as { query: Query; rows: Row[] };
  const location = useLocation();
  const filtered = Boolean(query.kind || query.from || query.to || query.q);
  return (
    <>
      <ListFilters
        texts={texts}
        values={query}
        search={{ label: "Tìm kiếm", hint: "Tên" }}
        selects={[{ name: "kind", label: "Loại", all: "Tất cả loại", options: [["a", "Loại A"]] }]}
        filtered={filtered}
        clearHref="/list"
      />
      <FilteredList
        texts={texts}
        list={{ rows, total: rows.length, page: 1, pages: 1 }}
        filtered={filtered}
        hrefFor={(n) => `/list?page=${n}`}
      >
        <ul>
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      </FilteredList>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function Nothing() {
  return null;
}

function renderScreen(query: Query, rows: Row[]) {
  const Stub = createRoutesStub([
    { path: "/list", loader: () => ({ query, rows }), HydrateFallback: Nothing, Component: Screen },
  ]);
  render(<Stub initialEntries={["/list"]} />);
}

const none: Query = { kind: null, from: "", to: "", q: "" };

describe("a back-office list with filters", () => {
  it("shows the address's filters in its fields, and the clear link only when filtered", async () => {
    renderScreen({ kind: "a", from: "2026-01-02", to: "", q: "máy" }, [{ id: 1, name: "Một" }]);
    const form = await screen.findByRole("form", { name: texts.filters });
    expect(form.getAttribute("method")).toBe("get");
    expect((screen.getByLabelText("Loại") as HTMLSelectElement).value).toBe("a");
    expect((screen.getByLabelText(texts.from) as HTMLInputElement).value).toBe("2026-01-02");
    expect((screen.getByLabelText("Tìm kiếm") as HTMLInputElement).value).toBe("máy");
    expect(screen.getByRole("link", { name: texts.clear }).getAttribute("href")).toBe("/list");
    expect(screen.getByText("1 mục")).toBeTruthy();
  });

  it("applies a choice at once", async () => {
    renderScreen(none, [{ id: 1, name: "Một" }]);
    fireEvent.change(await screen.findByLabelText("Loại"), { target: { value: "a" } });
    expect(await screen.findByText("/list?q=&kind=a&from=&to=")).toBeTruthy();
  });

  it("says the list is empty, or that nothing matches its filters", async () => {
    renderScreen(none, []);
    expect(await screen.findByRole("heading", { name: texts.empty })).toBeTruthy();
    expect(screen.queryByRole("link", { name: texts.clear })).toBeNull();
  });

  it("says nothing matches when filtered", async () => {
    renderScreen({ ...none, kind: "a" }, []);
    expect(await screen.findByRole("heading", { name: texts.noMatch })).toBeTruthy();
  });
});
