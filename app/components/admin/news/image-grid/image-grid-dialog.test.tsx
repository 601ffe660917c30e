import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "~/lib/media";
import type { InsertedImage } from "../editor-contract";
import { ImageGridDialog } from "./image-grid-dialog";

const upload = vi.hoisted(() => vi.fn());
vi.mock("~/components/admin/media/upload-request", () => ({ uploadImage: upload }));

beforeAll(() => {
  // jsdom has no modal <dialog>, ResizeObserver or object URLs.
  let n = 0;
  URL.createObjectURL ??= () => `blob:test/${++n}`;
  URL.revokeObjectURL ??= () => {};
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let nextId = 1;
function media(name: string, width: number, height: number): MediaItem {
  const id = nextId++;
  return {
    id,
    url: `/uploads/news/${id}.jpg`,
    thumbnailUrl: `/uploads/news/${id}_w320.webp`,
    name,
    mimeType: "image/jpeg",
    size: 1000,
    width,
    height,
    alt: "",
    createdAt: "2026-01-01T00:00:00.000Z",
    usages: [],
  };
}

const file = (name: string, type = "image/jpeg") => new File(["x"], name, { type });

let inserted: InsertedImage[] = [];
let closed = 0;

function Nothing() {
  return null;
}

function Dialog() {
  return (
    <ImageGridDialog
      onClose={() => {
        closed += 1;
      }}
      onInsert={(image) => inserted.push(image)}
    />
  );
}

async function open() {
  inserted = [];
  closed = 0;
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
  await screen.findByText("Vui lòng upload ít nhất 1 hình ảnh");
  // The modal opens in an effect after its content is there (once the stub's loader has
  // answered): wait until it is open, or a slow run queries a closed, inaccessible dialog.
  await screen.findByRole("heading", { name: "Chèn lưới hình ảnh" });
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText("Chọn hình ảnh cho lưới"), { target: { files } });
}

beforeEach(() => upload.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe("ImageGridDialog", () => {
  it("opens empty, with insert disabled and the spec's footer", async () => {
    await open();
    expect(screen.getByRole("heading", { name: "Chèn lưới hình ảnh" })).toBeTruthy();
    expect(screen.getByText("Vui lòng chọn ít nhất một hình ảnh")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Chèn lưới" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Thêm hình ảnh" })).toBeNull();
  });

  it("uploads the chosen images, refuses what the upload rules refuse, and keeps the rest", async () => {
    await open();
    upload
      .mockResolvedValueOnce(media("ngang.jpg", 1600, 1000))
      .mockRejectedValueOnce(new Error("File không hợp lệ"))
      .mockRejectedValueOnce(new Error(""))
      .mockResolvedValueOnce(media("doc.jpg", 900, 1600));
    choose(
      file("ngang.jpg"),
      file("ghi-chu.txt", "text/plain"),
      file("hong.jpg"),
      file("mat-mang.jpg"),
      file("doc.jpg"),
    );

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("ghi-chu.txt: Định dạng không hỗ trợ");
    expect(alert.textContent).toContain("hong.jpg: File không hợp lệ");
    expect(alert.textContent).toContain("Có lỗi khi tải lên một số hình ảnh. Vui lòng thử lại.");
    expect(upload).toHaveBeenCalledTimes(4);
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ folder: "news" });
    // Two images: the equal grid in two columns; the upload area collapses.
    expect(screen.getByText("2 hình ảnh · Mẫu: Lưới đều")).toBeTruthy();
    expect((screen.getByLabelText("Số cột") as HTMLSelectElement).value).toBe("2");
    expect(screen.getByRole("button", { name: "Thêm hình ảnh" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getAllByTestId("grid-tile")).toHaveLength(2);
  });

  it("opens with the spec's defaults", async () => {
    await open();
    upload.mockResolvedValueOnce(media("a.jpg", 1000, 1000));
    choose(file("a.jpg"));
    await screen.findByText("1 hình ảnh · Mẫu: Lưới đều");
    expect(screen.getByText('Mẫu "Lưới đều" cần ít nhất 2 hình ảnh')).toBeTruthy();
    const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value("Số cột")).toBe("3");
    expect(value(/Khoảng cách \(px\)/)).toBe("10");
    expect(value(/Bo góc \(px\)/)).toBe("4");
    expect(value("Cách hiển thị ảnh")).toBe("cover");
    expect(value("Viền")).toBe("none");
    expect(value("Màu viền")).toBe("#e5e7eb");
    expect(value("Độ dày viền (px)")).toBe("1");
    expect(value("Đổ bóng")).toBe("none");
    expect(value("Chiều cao ảnh")).toBe("220");
    expect(value("Cỡ chữ chú thích")).toBe("18");
    expect(value("Chú thích cho lưới hình ảnh (không bắt buộc)")).toBe("");
  });

  it("inserts the rendered grid and closes; a failed render keeps everything", async () => {
    await open();
    upload.mockResolvedValueOnce(media("a.jpg", 1600, 1000)).mockResolvedValueOnce(media("b.jpg", 1600, 1000));
    choose(file("a.jpg"), file("b.jpg"));
    await screen.findByText("2 hình ảnh · Mẫu: Lưới đều");
    fireEvent.change(screen.getByLabelText("Chú thích cho lưới hình ảnh (không bắt buộc)"), {
      target: { value: "Khoa nội" },
    });

    const fetcher = vi.fn().mockResolvedValueOnce(
      new Response(JSON.stringify({ ok: false, error: "Có lỗi khi tạo lưới hình ảnh. Vui lòng thử lại." }), {
        status: 422,
      }),
    );
    vi.stubGlobal("fetch", fetcher);
    fireEvent.click(screen.getByRole("button", { name: "Chèn lưới" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Có lỗi khi tạo lưới hình ảnh. Vui lòng thử lại.");
    expect(screen.getAllByTestId("grid-tile")).toHaveLength(2);
    expect(inserted).toEqual([]);
    expect(closed).toBe(0);
    const sent = JSON.parse(fetcher.mock.calls[0]?.[1].body as string);
    expect(sent.settings).toMatchObject({ template: "grid-equal", columns: 2, gap: 10, caption: "Khoa nội" });
    expect(sent.imageIds).toHaveLength(2);

    const image = { src: "/uploads/news/grid-1-abc.png", alt: "Lưới 2 hình ảnh: Khoa nội", width: 3600, height: 1200 };
    fetcher.mockResolvedValueOnce(new Response(JSON.stringify({ ok: true, image: { ...image, size: 5 } })));
    fireEvent.click(screen.getByRole("button", { name: "Chèn lưới" }));
    await waitFor(() => expect(inserted).toEqual([image]));
    expect(closed).toBe(1);
  });

  it("asks for the grid's alt: suggested from the images and caption, rewritten, or decorative", async () => {
    await open();
    upload.mockResolvedValueOnce(media("a.jpg", 1600, 1000)).mockResolvedValueOnce(media("b.jpg", 1600, 1000));
    choose(file("a.jpg"), file("b.jpg"));
    await screen.findByText("2 hình ảnh · Mẫu: Lưới đều");
    const alt = screen.getByLabelText("Mô tả lưới hình ảnh (alt)") as HTMLInputElement;
    expect(alt.value).toBe("Lưới 2 hình ảnh");
    // The suggestion follows the caption until the editor writes their own.
    fireEvent.change(screen.getByLabelText("Chú thích cho lưới hình ảnh (không bắt buộc)"), {
      target: { value: "Khoa nội" },
    });
    expect(alt.value).toBe("Lưới 2 hình ảnh: Khoa nội");

    // Emptied and not decorative: the insert button says what is missing and asks the server nothing.
    const fetcher = vi.fn();
    vi.stubGlobal("fetch", fetcher);
    fireEvent.change(alt, { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Chèn lưới" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Nhập mô tả hình ảnh (alt), hoặc đánh dấu là ảnh trang trí.",
    );
    expect(document.activeElement).toBe(alt);
    expect(fetcher).not.toHaveBeenCalled();

    fireEvent.change(alt, { target: { value: "Phòng khám nội khoa mới" } });
    fireEvent.change(screen.getByLabelText("Chú thích cho lưới hình ảnh (không bắt buộc)"), {
      target: { value: "Khoa nội, tầng 2" },
    });
    expect(alt.value).toBe("Phòng khám nội khoa mới");
    const image = {
      src: "/uploads/news/grid-2-abc.png",
      alt: "Lưới 2 hình ảnh: Khoa nội, tầng 2",
      width: 3600,
      height: 1200,
    };
    fetcher.mockResolvedValue(new Response(JSON.stringify({ ok: true, image: { ...image, size: 5 } })));
    fireEvent.click(screen.getByRole("button", { name: "Chèn lưới" }));
    await waitFor(() => expect(inserted).toEqual([{ ...image, alt: "Phòng khám nội khoa mới" }]));
  });

  it("inserts a grid marked decorative with an empty alt", async () => {
    await open();
    upload.mockResolvedValueOnce(media("a.jpg", 1600, 1000)).mockResolvedValueOnce(media("b.jpg", 1600, 1000));
    choose(file("a.jpg"), file("b.jpg"));
    await screen.findByText("2 hình ảnh · Mẫu: Lưới đều");
    fireEvent.click(screen.getByRole("checkbox", { name: "Ảnh trang trí (không cần mô tả)" }));
    expect((screen.getByLabelText("Mô tả lưới hình ảnh (alt)") as HTMLInputElement).disabled).toBe(true);
    const image = { src: "/uploads/news/grid-3-abc.png", alt: "Lưới 2 hình ảnh", width: 3600, height: 1200 };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify({ ok: true, image }))));
    fireEvent.click(screen.getByRole("button", { name: "Chèn lưới" }));
    await waitFor(() => expect(inserted).toEqual([{ ...image, alt: "" }]));
  });
});
