import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "~/lib/media";
import { ImageUploader, PICK_SUCCESS_RESET_MS, UPLOAD_SUCCESS_RESET_MS } from "./image-uploader";
import { imageFromAddress, uploadImage } from "./upload-request";

// The requests themselves are the browser's (e2e, and the server's fetch of an address in
// own-images.server.test.ts); here they answer as told.
vi.mock("./upload-request", () => ({ uploadImage: vi.fn(), imageFromAddress: vi.fn() }));

let changes: (string | null)[] = [];

function Uploader() {
  return (
    <ImageUploader label="Hình ảnh" value={null} folder="products" maxMb={50} onChange={(url) => changes.push(url)} />
  );
}

function Nothing() {
  return null;
}

async function renderUploader() {
  changes = [];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ lang: "vi" }),
      HydrateFallback: Nothing,
      children: [{ path: "*", Component: Uploader }],
    },
  ]);
  render(<Stub initialEntries={["/admin/products/new"]} />);
  await screen.findByText("PNG, JPG, GIF, WebP tối đa 50MB");
}

afterEach(() => vi.useRealTimers());

describe("ImageUploader", () => {
  it("refuses an invalid URL at once, shows the server's reason for one it cannot fetch, takes the library copy of one it can (Đã chọn hình ảnh), then returns to idle after 2 s", async () => {
    await renderUploader();
    fireEvent.click(screen.getByRole("tab", { name: "Từ URL" }));
    const input = screen.getByLabelText("Địa chỉ hình ảnh (URL)");
    fireEvent.change(input, { target: { value: "not a url" } });
    fireEvent.click(screen.getByRole("button", { name: "Dùng URL này" }));
    expect(screen.getByRole("alert").textContent).toBe("URL không hợp lệ");
    expect(imageFromAddress).not.toHaveBeenCalled();
    expect(changes).toEqual([]);

    vi.mocked(imageFromAddress).mockRejectedValueOnce(new Error("Không tải được ảnh: máy chủ trả lời 404"));
    fireEvent.change(input, { target: { value: "https://cdn.example.com/missing.jpg" } });
    fireEvent.click(screen.getByRole("button", { name: "Dùng URL này" }));
    expect(await screen.findByText("Không tải được ảnh: máy chủ trả lời 404")).toBeTruthy();
    expect(changes).toEqual([]);

    const copy: MediaItem = {
      id: 7,
      url: "/uploads/products/a.jpg",
      thumbnailUrl: "/uploads/products/a.jpg",
      name: "a.jpg",
      mimeType: "image/jpeg",
      size: 1,
      width: 1,
      height: 1,
      alt: "",
      createdAt: new Date(0).toISOString(),
      usages: [],
    };
    vi.mocked(imageFromAddress).mockResolvedValueOnce(copy);
    // Fake timers that also follow real time: the answer is awaited, the 2 s are skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(input, { target: { value: "https://cdn.example.com/a.jpg" } });
    fireEvent.click(screen.getByRole("button", { name: "Dùng URL này" }));
    expect(await screen.findByText("Đã chọn hình ảnh")).toBeTruthy();
    expect(imageFromAddress).toHaveBeenLastCalledWith("https://cdn.example.com/a.jpg", {
      folder: "products",
      maxMb: 50,
    });
    expect(changes).toEqual(["/uploads/products/a.jpg"]);
    expect(screen.queryByText("Tải lên thành công")).toBeNull();
    act(() => vi.advanceTimersByTime(PICK_SUCCESS_RESET_MS));
    expect(screen.queryByText("Đã chọn hình ảnh")).toBeNull();
  });

  it("checks size, name and type before sending anything", async () => {
    await renderUploader();
    const input = screen.getByLabelText("Chọn tệp", { selector: "input" }) as HTMLInputElement;
    const big = new File(["x"], "big.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 51 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole("alert").textContent).toContain("Dung lượng vượt quá 50 MB");
    fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    expect(screen.getByRole("alert").textContent).toContain("Định dạng không hỗ trợ");
    expect(changes).toEqual([]);
  });

  it("shows an upload's progress, takes the stored image, and says so for 3 s; a refusal says why", async () => {
    await renderUploader();
    const input = screen.getByLabelText("Chọn tệp", { selector: "input" }) as HTMLInputElement;
    const stored: MediaItem = {
      id: 1,
      url: "/uploads/products/a.png",
      thumbnailUrl: "/uploads/products/a.png",
      name: "a.png",
      mimeType: "image/png",
      size: 1,
      width: 1,
      height: 1,
      alt: "",
      createdAt: "2026-01-01T00:00:00.000Z",
      usages: [],
    };
    let finish: (image: MediaItem) => void = () => undefined;
    vi.mocked(uploadImage).mockImplementationOnce((_file, options) => {
      options.onProgress?.(40);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    fireEvent.change(input, { target: { files: [new File(["x"], "a.png", { type: "image/png" })] } });
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByRole("button", { name: "Chọn tệp" })).toHaveProperty("disabled", true);
    vi.useFakeTimers();
    await act(async () => finish(stored));
    expect(changes).toEqual(["/uploads/products/a.png"]);
    expect(screen.getByText("Tải lên thành công")).toBeTruthy();
    act(() => vi.advanceTimersByTime(UPLOAD_SUCCESS_RESET_MS));
    expect(screen.queryByText("Tải lên thành công")).toBeNull();
    vi.useRealTimers();

    vi.mocked(uploadImage).mockRejectedValueOnce(new Error("Định dạng không hỗ trợ"));
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["x"], "b.png", { type: "image/png" })] } });
    });
    expect(screen.getByRole("alert").textContent).toContain("Định dạng không hỗ trợ");
    expect(changes).toEqual(["/uploads/products/a.png"]);
  });
});
