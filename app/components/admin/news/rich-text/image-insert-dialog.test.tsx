import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "~/lib/media";
import type { InsertedImage } from "../editor-contract";
import { imageByAddress } from "./image-by-address";
import { ImageInsertDialog } from "./image-insert-dialog";
import { LocalImages } from "./local-images";

// Storing an address is the server's (image-by-address.test.ts, e2e); here it answers as told.
vi.mock("./image-by-address", async (original) => ({
  ...(await original<typeof import("./image-by-address")>()),
  imageByAddress: vi.fn(),
}));

beforeAll(() => {
  // jsdom has no modal <dialog> and no object URLs.
  let n = 0;
  URL.createObjectURL ??= () => `blob:test/${++n}`;
  URL.revokeObjectURL ??= () => {};
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(imageByAddress).mockReset();
});

let inserted: InsertedImage[] = [];

function Nothing() {
  return null;
}

function Dialog() {
  return <ImageInsertDialog localImages={new LocalImages()} onClose={() => {}} onInsert={(i) => inserted.push(i)} />;
}

async function open() {
  inserted = [];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ lang: "vi" }),
      HydrateFallback: Nothing,
      children: [{ path: "*", Component: Dialog }],
    },
  ]);
  render(<Stub initialEntries={["/admin/news/new"]} />);
  await screen.findByRole("heading", { name: "Chèn hình ảnh" });
}

const photo = () => new File(["x"], "may-tho.jpg", { type: "image/jpeg" });
const insertButton = () => screen.getByRole("button", { name: "Chèn" });
const altBox = () => screen.getByLabelText("Mô tả hình ảnh (alt)") as HTMLInputElement;
const MISSING = "Nhập mô tả hình ảnh (alt), hoặc đánh dấu là ảnh trang trí.";

describe("ImageInsertDialog asks for the alt text in the same step", () => {
  it("shows a chosen file with its alt box and inserts only on 'Chèn', once described", async () => {
    await open();
    expect(screen.queryByRole("button", { name: "Chèn" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Chọn tệp hình ảnh"), { target: { files: [photo()] } });

    expect(await screen.findByRole("img", { name: "Hình ảnh đã chọn: may-tho.jpg" })).toBeTruthy();
    expect(inserted).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(altBox()));

    fireEvent.click(insertButton());
    expect(screen.getByRole("alert").textContent).toBe(MISSING);
    expect(altBox().getAttribute("aria-invalid")).toBe("true");
    expect(inserted).toEqual([]);

    fireEvent.change(altBox(), { target: { value: "  Máy thở tại khoa hồi sức " } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(insertButton());
    expect(inserted).toEqual([{ src: expect.stringMatching(/^blob:/), alt: "Máy thở tại khoa hồi sức" }]);
  });

  it("inserts an image marked decorative with an empty alt", async () => {
    await open();
    fireEvent.change(screen.getByLabelText("Chọn tệp hình ảnh"), { target: { files: [photo()] } });
    await screen.findByRole("img", { name: "Hình ảnh đã chọn: may-tho.jpg" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Ảnh trang trí (không cần mô tả)" }));
    expect(altBox().disabled).toBe(true);
    fireEvent.click(insertButton());
    expect(inserted).toEqual([{ src: expect.stringMatching(/^blob:/), alt: "" }]);
  });

  it("asks for the alt of an address before storing it; Enter inserts", async () => {
    await open();
    fireEvent.click(screen.getByRole("tab", { name: "Từ URL" }));
    fireEvent.change(screen.getByLabelText("Địa chỉ hình ảnh (URL)"), {
      target: { value: "https://example.com/a.png" },
    });
    fireEvent.click(insertButton());
    expect(screen.getByRole("alert").textContent).toBe(MISSING);
    expect(imageByAddress).not.toHaveBeenCalled();

    vi.mocked(imageByAddress).mockResolvedValueOnce({ ok: true, src: "/uploads/news/a.png" });
    fireEvent.change(altBox(), { target: { value: "Sơ đồ phòng mổ" } });
    fireEvent.keyDown(altBox(), { key: "Enter" });
    await waitFor(() => expect(inserted).toEqual([{ src: "/uploads/news/a.png", alt: "Sơ đồ phòng mổ" }]));
    expect(imageByAddress).toHaveBeenCalledWith("https://example.com/a.png");
  });

  it("prefills a library image's own alt, to keep or rewrite", async () => {
    const item: MediaItem = {
      id: 3,
      url: "/uploads/news/noi-soi.webp",
      thumbnailUrl: "/uploads/news/noi-soi_w320.webp",
      name: "noi-soi.webp",
      mimeType: "image/webp",
      size: 1000,
      width: 800,
      height: 600,
      alt: "Tháp nội soi",
      createdAt: "2026-01-01T00:00:00.000Z",
      usages: [],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ images: [item] }))),
    );
    await open();
    fireEvent.click(screen.getByRole("tab", { name: "Từ thư viện" }));
    fireEvent.click(await screen.findByRole("button", { name: "Chọn: noi-soi.webp" }));
    expect(inserted).toEqual([]);
    expect(altBox().value).toBe("Tháp nội soi");

    // Another image can still be picked; the alt follows the pick.
    fireEvent.click(screen.getByRole("button", { name: "Chọn ảnh khác" }));
    fireEvent.click(await screen.findByRole("button", { name: "Chọn: noi-soi.webp" }));
    fireEvent.change(altBox(), { target: { value: "Tháp nội soi tại khoa tiêu hóa" } });
    fireEvent.click(insertButton());
    expect(inserted).toEqual([{ src: item.url, alt: "Tháp nội soi tại khoa tiêu hóa" }]);
  });
});
