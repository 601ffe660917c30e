import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorMessage as newsErrorMessage } from "~/lib/error-message";
import type { ArticleCardView } from "~/lib/views";
import { CategoryCard } from "../departments/category-card";
import { DepartmentsLoadError } from "../departments/load-error";
import { Pagination, pageWindow } from "../ui/pagination";
import { ArticleBody } from "./article-body";
import { NewsLoadError } from "./load-error";
import { NewsGrid } from "./news-grid";
import { ShareButton } from "./share-button";

function Nothing() {
  return null;
}

let content: ReactNode = null;

function Page() {
  return <>{content}</>;
}

/** Renders a node inside a router whose root loader decides the language from the path. */
function renderAt(path: string, node: ReactNode) {
  content = node;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ lang: path.startsWith("/en") ? "en" : "vi" }),
      HydrateFallback: Nothing,
      children: [{ path: "*", Component: Page }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const card: ArticleCardView = {
  slug: "bai-viet",
  title: "Bài viết",
  excerpt: "Tóm tắt",
  category: "Thông báo",
  date: "28/08/2026",
  dateTime: "2026-08-28T03:00:00.000Z",
  image: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("news error state", () => {
  it("shows the error's message, or 'Failed to fetch news' for the production placeholder", () => {
    expect(newsErrorMessage(new Error("connection refused"), "Failed to fetch news")).toBe("connection refused");
    expect(newsErrorMessage(new Error("Unexpected Server Error"), "Failed to fetch news")).toBe("Failed to fetch news");
    expect(newsErrorMessage("nope", "Failed to fetch news")).toBe("Failed to fetch news");
  });

  it("reads 'Không thể tải tin tức' with a retry that reloads the page", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderAt("/news", <NewsLoadError error={new Error("Unexpected Server Error")} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Không thể tải tin tức");
    // The specification's 'Failed to fetch news', in the page's language.
    expect(alert.textContent).toContain("Không tải được tin tức. Vui lòng kiểm tra kết nối mạng rồi thử lại.");
    fireEvent.click(screen.getByRole("button", { name: "Thử lại" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("is in English on /en", async () => {
    renderAt("/en/news", <NewsLoadError error={null} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load news");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("departments error state", () => {
  it("reads 'Có lỗi xảy ra khi tải dữ liệu' with a retry", async () => {
    renderAt("/departments", <DepartmentsLoadError />);
    expect((await screen.findByRole("alert")).textContent).toContain("Có lỗi xảy ra khi tải dữ liệu");
    expect(screen.getByRole("button", { name: "Thử lại" })).toBeTruthy();
  });
});

describe("CategoryCard", () => {
  it("links to the category's products, or reads 'Chưa có sản phẩm' disabled when it has none", async () => {
    renderAt(
      "/departments/phong-mo",
      <>
        <CategoryCard
          departmentSlug="phong-mo"
          category={{ slug: "den-mo", name: "Đèn mổ", description: "", productsCount: 3 }}
        />
        <CategoryCard
          departmentSlug="phong-mo"
          category={{ slug: "ban-mo", name: "Bàn mổ", description: "", productsCount: 0 }}
        />
      </>,
    );
    const full = await screen.findByRole("article", { name: "Đèn mổ" });
    expect(full.textContent).toContain("3 sản phẩm");
    expect(screen.getByRole("link", { name: "Xem sản phẩm" })).toHaveProperty(
      "href",
      "http://localhost:3000/departments/phong-mo/den-mo",
    );
    const empty = screen.getByRole("article", { name: "Bàn mổ" });
    expect(empty.textContent).toContain("0 sản phẩm");
    expect(screen.getByRole("button", { name: "Chưa có sản phẩm" })).toHaveProperty("disabled", true);
  });
});

describe("NewsGrid", () => {
  it("shows 6 skeleton cards while loading", async () => {
    renderAt("/news", <NewsGrid articles={[card]} loading />);
    const busy = (await screen.findByRole("status")).parentElement;
    expect(busy?.getAttribute("aria-busy")).toBe("true");
    expect(busy?.querySelectorAll("[aria-hidden=true]").length).toBe(6);
    expect(screen.queryByRole("link", { name: "Bài viết" })).toBeNull();
  });

  it("shows 'Chưa có tin tức nào' when there is no article", async () => {
    renderAt("/news", <NewsGrid articles={[]} loading={false} />);
    expect(await screen.findByRole("heading", { name: "Chưa có tin tức nào" })).toBeTruthy();
  });

  it("links each card to its article", async () => {
    renderAt("/en/news", <NewsGrid articles={[card]} loading={false} />);
    expect(await screen.findByRole("link", { name: "Bài viết" })).toHaveProperty(
      "href",
      "http://localhost:3000/en/news/bai-viet",
    );
  });
});

describe("Pagination", () => {
  it("keeps the first, last and neighbouring pages with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });

  it("renders crawlable ?page= links and marks the current page", async () => {
    renderAt("/news", <Pagination page={2} pageCount={3} basePath="/news" />);
    expect(await screen.findByRole("link", { name: "Trang 1" })).toHaveProperty("href", "http://localhost:3000/news");
    expect(screen.getByRole("link", { name: "Trang 3" })).toHaveProperty("href", "http://localhost:3000/news?page=3");
    expect(screen.getByRole("link", { name: /Trang trước/ })).toHaveProperty("href", "http://localhost:3000/news");
    expect(screen.getByText("Trang 2").parentElement?.getAttribute("aria-current")).toBe("page");
  });

  it("renders nothing for a single page", async () => {
    renderAt("/news", <Pagination page={1} pageCount={1} basePath="/news" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("ArticleBody", () => {
  it("shows 'Nội dung bài viết sẽ được cập nhật sớm.' for empty content", async () => {
    renderAt("/news/a", <ArticleBody body={{ kind: "empty" }} />);
    expect(await screen.findByText("Nội dung bài viết sẽ được cập nhật sớm.")).toBeTruthy();
  });

  it("renders plain text as paragraphs and HTML as markup", async () => {
    renderAt(
      "/news/a",
      <>
        <ArticleBody body={{ kind: "paragraphs", paragraphs: ["Một", "Hai"] }} />
        <ArticleBody
          body={{ kind: "html", html: "<h2>Tiêu đề</h2><table><tbody><tr><td>Ô</td></tr></tbody></table>" }}
        />
      </>,
    );
    expect((await screen.findByText("Một")).tagName).toBe("P");
    expect(screen.getByText("Hai").tagName).toBe("P");
    expect(screen.getByRole("heading", { level: 2, name: "Tiêu đề" })).toBeTruthy();
    expect(screen.getByRole("table")).toBeTruthy();
  });
});

describe("ShareButton", () => {
  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    vi.stubGlobal("navigator", { ...navigator, share, clipboard: { writeText } });
    renderAt("/news/a", <ShareButton title="Bài viết" />);
    fireEvent.click(await screen.findByRole("button", { name: "Chia sẻ bài viết" }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: "Bài viết", url: "http://localhost:3000/" }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link and says so when the device cannot share", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    renderAt("/en/news/a", <ShareButton title="Article" />);
    fireEvent.click(await screen.findByRole("button", { name: "Share this article" }));
    expect((await screen.findByText("Article link copied!")).getAttribute("role")).toBe("status");
    expect(writeText).toHaveBeenCalledWith("http://localhost:3000/");
  });

  it("says when the link cannot be copied", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    renderAt("/news/a", <ShareButton title="Bài viết" />);
    fireEvent.click(await screen.findByRole("button", { name: "Chia sẻ bài viết" }));
    expect(await screen.findByText(/Không thể sao chép link/)).toBeTruthy();
  });
});
