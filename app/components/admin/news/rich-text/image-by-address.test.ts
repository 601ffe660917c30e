import { describe, expect, it, vi } from "vitest";
import type { MediaItem } from "~/lib/media";
import { UPLOAD_MAX_MB } from "~/lib/upload-rules";
import { imageByAddress, invalidImageMessage, type ProbedImage, probeImage } from "./image-by-address";

/** An <img> stand-in that loads (with a size) or fails as told. */
function fakeImage(outcome: "load" | "error" | "empty" | "never"): () => ProbedImage {
  return () => {
    const image: ProbedImage = {
      onload: null,
      onerror: null,
      naturalWidth: outcome === "load" ? 640 : 0,
      naturalHeight: outcome === "load" ? 480 : 0,
      set src(_value: string) {
        if (outcome === "never") return;
        queueMicrotask(() => (outcome === "error" ? image.onerror?.("error") : image.onload?.(new Event("load"))));
      },
      get src() {
        return "";
      },
    };
    return image;
  };
}

const stored = { url: "/uploads/news/a1b2c3d4-1.png" } as MediaItem;

describe("an image inserted by its address", () => {
  it("counts an image as loaded only when it has a size", async () => {
    expect(await probeImage("/a.png", fakeImage("load"))).toBe(true);
    expect(await probeImage("/a.png", fakeImage("error"))).toBe(false);
    expect(await probeImage("/a.png", fakeImage("empty"))).toBe(false);
    expect(await probeImage("/a.png", fakeImage("never"), 20)).toBe(false);
  });

  it("inserts the stored copy once it loads", async () => {
    const store = vi.fn().mockResolvedValue(stored);
    const outcome = await imageByAddress("https://example.com/a.png", { store, probe: async () => true });
    expect(outcome).toEqual({ ok: true, src: stored.url });
    expect(store).toHaveBeenCalledWith("https://example.com/a.png", { folder: "news", maxMb: UPLOAD_MAX_MB });
  });

  it("inserts nothing when the server refuses the address (404, not an image, too large)", async () => {
    const probe = vi.fn();
    const store = vi.fn().mockRejectedValue(new Error("Không tải được ảnh: máy chủ trả lời 404"));
    expect(await imageByAddress("https://example.com/missing.png", { store, probe })).toEqual({
      ok: false,
      reason: "Không tải được ảnh: máy chủ trả lời 404",
    });
    expect(probe).not.toHaveBeenCalled();
  });

  it("inserts nothing when the stored copy does not load", async () => {
    const store = vi.fn().mockResolvedValue(stored);
    expect(await imageByAddress("https://example.com/a.png", { store, probe: async () => false })).toEqual({
      ok: false,
      reason: "",
    });
  });

  it("says the specification's message first, then the server's reason", () => {
    expect(invalidImageMessage("URL không hợp lệ", "")).toBe("URL không hợp lệ");
    expect(invalidImageMessage("URL không hợp lệ", "Không tải được ảnh: máy chủ trả lời 404")).toBe(
      "URL không hợp lệ. Không tải được ảnh: máy chủ trả lời 404",
    );
    expect(invalidImageMessage("URL không hợp lệ", "URL không hợp lệ: không tải được hình ảnh từ địa chỉ này")).toBe(
      "URL không hợp lệ: không tải được hình ảnh từ địa chỉ này",
    );
  });
});
