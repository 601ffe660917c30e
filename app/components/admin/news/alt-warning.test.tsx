import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AltWarning } from "./alt-warning";
import type { ArticleImageWithoutAlt } from "./use-alt-check";

function Nothing() {
  return null;
}

let shown: ArticleImageWithoutAlt[] = [];
let jumped: ArticleImageWithoutAlt[] = [];
let anyway = 0;

function Warning() {
  return (
    <AltWarning
      images={shown}
      action="xuất bản"
      disabled={false}
      onJump={(image) => jumped.push(image)}
      onPublishAnyway={() => {
        anyway += 1;
      }}
    />
  );
}

function show(images: ArticleImageWithoutAlt[]) {
  shown = images;
  jumped = [];
  anyway = 0;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ lang: "vi" }),
      HydrateFallback: Nothing,
      children: [{ path: "*", Component: Warning }],
    },
  ]);
  render(<Stub initialEntries={["/admin/news/new"]} />);
}

describe("AltWarning", () => {
  it("says how many images lack an alt, leads to each, and lets the publication go on", async () => {
    const images: ArticleImageWithoutAlt[] = [
      { lang: "vi", index: 2, src: "/uploads/news/a.png" },
      { lang: "en", index: 1, src: "blob:http://127.0.0.1/1" },
    ];
    show(images);
    const region = await screen.findByRole("region", { name: "Ảnh chưa có mô tả (alt)" });
    expect(region.textContent).toContain("2 ảnh trong nội dung chưa có mô tả (alt)");
    const list = screen.getByRole("list", { name: "Ảnh chưa có mô tả" });
    expect(list.querySelectorAll("li")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Sửa ảnh 1 (nội dung tiếng Anh)" }));
    fireEvent.click(screen.getByRole("button", { name: "Sửa ảnh 2 (nội dung tiếng Việt)" }));
    expect(jumped).toEqual([images[1], images[0]]);

    fireEvent.click(screen.getByRole("button", { name: "Vẫn xuất bản" }));
    expect(anyway).toBe(1);
  });

  it("says so once every image is described or decorative", async () => {
    show([]);
    expect((await screen.findByRole("status")).textContent).toBe(
      "Mọi ảnh trong nội dung đã có mô tả (alt) hoặc được đánh dấu là ảnh trang trí.",
    );
    expect(screen.queryByRole("button", { name: "Vẫn xuất bản" })).toBeNull();
  });
});
