import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adoptBodyImages, adoptOptionalImage, imageAdopter, ownImageAddress } from "./own-images.server";
import { downloadImage, RemoteImageError } from "./remote-image.server";
import { findMediaByUrls } from "./services/media.server";
import { setupTestDatabase } from "./testing/database";

setupTestDatabase();

// An outside image host on loopback: the site's downloader refuses loopback, so the tests' own
// downloader is the same one allowed to reach it.
const requests: string[] = [];
let origin = "";
let server: http.Server;

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    requests.push(request.url ?? "");
    if (request.url?.startsWith("/missing")) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "image/png" }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const loopback = (address: string, folder: "products" | "news" | "images") =>
  downloadImage(address, { folder, allowPrivateHosts: true });

describe("own images", () => {
  it("keeps the site's own addresses and names nothing else as ours", () => {
    expect(ownImageAddress("/uploads/products/a.png")).toBe("/uploads/products/a.png");
    expect(ownImageAddress("https://cdn.example.com/a.png")).toBeNull();
    expect(ownImageAddress("//cdn.example.com/a.png")).toBeNull();
    expect(ownImageAddress("/\\cdn.example.com/a.png")).toBeNull();
  });

  it("fetches an outside image once into the library however often it is named, and leaves ours alone", async () => {
    requests.length = 0;
    const adopt = imageAdopter("news", loopback);
    const [first, second, own] = await Promise.all([
      adopt(`${origin}/photo.png`),
      adopt(`${origin}/photo.png`),
      adopt("/uploads/news/kept.png"),
    ]);
    expect(requests).toEqual(["/photo.png"]);
    expect(first).toMatch(/^\/uploads\/news\/.+\.png$/);
    expect(second).toBe(first);
    expect(own).toBe("/uploads/news/kept.png");
    const record = (await findMediaByUrls([first])).get(first);
    expect(record).toMatchObject({ mimeType: "image/png", width: 40, height: 30 });
    expect(await adoptOptionalImage("", adopt)).toBe("");
    expect(await adoptOptionalImage(null, adopt)).toBeNull();
  });

  it("rewrites the body's outside images to library copies, drops outside srcsets, keeps ours", async () => {
    requests.length = 0;
    const adopt = imageAdopter("news", loopback);
    const html = [
      `<p>Trước</p><img src="${origin}/body.png?w=1&amp;h=2" alt="Ảnh &quot;một&quot;">`,
      `<img src="/uploads/news/own.png" alt="">`,
      `<img src="${origin}/body.png?w=1&amp;h=2" srcset="${origin}/big.png 2x" alt="lại">`,
    ].join("");
    const owned = await adoptBodyImages(html, adopt);
    expect(requests).toEqual(["/body.png?w=1&h=2"]);
    const sources = [...owned.matchAll(/src="([^"]*)"/g)].map((m) => m[1]);
    expect(sources).toHaveLength(3);
    expect(sources[0]).toMatch(/^\/uploads\/news\//);
    expect(sources[1]).toBe("/uploads/news/own.png");
    expect(sources[2]).toBe(sources[0]);
    expect(owned).not.toContain(origin);
    expect(owned).toContain('alt="Ảnh &quot;một&quot;"');
    expect(owned).not.toContain("srcset");
  });

  it("says why an image cannot be had, in Vietnamese", async () => {
    const adopt = imageAdopter("products", loopback);
    await expect(adopt(`${origin}/missing.png`)).rejects.toThrow(new RemoteImageError("máy chủ trả lời 404"));
    // The site's own downloader never reaches the machine's own network.
    await expect(imageAdopter("products")(`${origin}/photo.png`)).rejects.toBeInstanceOf(RemoteImageError);
  });
});
