import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { defaultGridSettings } from "~/lib/image-grid/settings";
import { storeRasterImage } from "~/server/images.server";
import { setupTestDatabase } from "~/server/testing/database";
import { renderGridIntent } from "./api.image-grid.server";

setupTestDatabase();

const post = (body: unknown, type = "application/json") =>
  new Request("http://127.0.0.1/admin/api/image-grid", {
    method: "POST",
    headers: { "Content-Type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function stored(colour: string) {
  const input = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return storeRasterImage({ input, originalName: "anh.jpg", folder: "news" });
}

const failure = { ok: false, error: "Có lỗi khi tạo lưới hình ảnh. Vui lòng thử lại." };

describe("POST /admin/api/image-grid", () => {
  it("renders our stored images and answers the grid's URL, size and alt text", async () => {
    const ids = [(await stored("#d62828")).id, (await stored("#0433c8")).id];
    const result = await renderGridIntent(post({ settings: { ...defaultGridSettings(), columns: 2 }, imageIds: ids }));
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      ok: true,
      image: { src: expect.stringMatching(/^\/uploads\/news\/grid-[^/]+\.png$/), alt: "Lưới 2 hình ảnh", width: 3600 },
    });
  });

  it("refuses what is not a valid request, with the spec's message", async () => {
    const id = (await stored("#2a9d8f")).id;
    const settings = defaultGridSettings();
    expect(await renderGridIntent(post("settings=1", "application/x-www-form-urlencoded"))).toEqual({
      status: 415,
      body: failure,
    });
    expect(await renderGridIntent(post("{not json"))).toEqual({ status: 400, body: failure });
    // A URL is never a source: only media ids.
    expect(await renderGridIntent(post({ settings, imageIds: ["http://127.0.0.1/secret.png", id] }))).toEqual({
      status: 400,
      body: failure,
    });
    expect(await renderGridIntent(post({ settings: { ...settings, gap: 80 }, imageIds: [id, id] }))).toEqual({
      status: 400,
      body: failure,
    });
    // Too few for the template.
    expect(await renderGridIntent(post({ settings, imageIds: [id] }))).toEqual({ status: 400, body: failure });
    expect(
      await renderGridIntent(post({ settings: { ...settings, template: "grid-2x2" }, imageIds: [id, id, id] })),
    ).toEqual({ status: 400, body: failure });
  });

  it("answers the spec's message when a source is gone", async () => {
    const id = (await stored("#6a4c93")).id;
    const settings = defaultGridSettings();
    // The operator's log names the missing image (an expected warning here).
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await renderGridIntent(post({ settings, imageIds: [id, 987_654] }))).toEqual({ status: 422, body: failure });
    expect(warn).toHaveBeenCalledWith("Image grid not rendered:", "Image 987654 is not a stored image");
  });
});
