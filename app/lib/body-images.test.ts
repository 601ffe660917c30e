import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { bodyImageSizes, bodyImageSources, responsiveBodyImages, type StoredBodyImage } from "./body-images";

const photo: StoredBodyImage = {
  width: 2560,
  height: 1920,
  mimeType: "image/jpeg",
  alt: "Ảnh trong thư viện",
  variants: [320, 640, 960, 1440].map((w) => ({
    url: `/uploads/news/p_w${w}.webp`,
    width: w,
    height: (w * 3) / 4,
  })),
};
const grid: StoredBodyImage = {
  width: 3600,
  height: 1800,
  mimeType: "image/png",
  alt: "Lưới 3 ảnh",
  variants: [320, 640, 960, 1440].map((w) => ({ url: `/uploads/news/grid_w${w}.webp`, width: w, height: w / 2 })),
};

function attributesOf(html: string): Record<string, string>[] {
  const doc = new new JSDOM().window.DOMParser().parseFromString(html, "text/html");
  return [...doc.querySelectorAll("img")].map((img) =>
    Object.fromEntries([...img.attributes].map((a) => [a.name, a.value])),
  );
}

describe("bodyImageSources", () => {
  it("lists every image's address, decoded as the media table stores it", () => {
    expect(
      bodyImageSources(
        '<p>a</p><img src="/uploads/a.jpg" alt="x"><p><img alt="y" src="/uploads/b.png?v=1&amp;w=2"></p>',
      ),
    ).toEqual(["/uploads/a.jpg", "/uploads/b.png?v=1&w=2"]);
  });
});

describe("responsiveBodyImages", () => {
  it("gives a stored photo its WebP renditions, its size, lazy loading and async decoding", () => {
    const html = responsiveBodyImages(
      '<p>Trước</p><img src="/uploads/news/p.jpg" alt="Máy nội soi"><p>Sau</p>',
      new Map([["/uploads/news/p.jpg", photo]]),
    );
    const [img] = attributesOf(html);
    expect(img).toEqual({
      src: "/uploads/news/p_w960.webp",
      srcset:
        "/uploads/news/p_w320.webp 320w, /uploads/news/p_w640.webp 640w, /uploads/news/p_w960.webp 960w, /uploads/news/p_w1440.webp 1440w, /uploads/news/p.jpg 2560w",
      sizes: "(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
      width: "2560",
      height: "1920",
      alt: "Máy nội soi",
      loading: "lazy",
      decoding: "async",
    });
    expect(html.startsWith("<p>Trước</p>")).toBe(true);
    expect(html.endsWith("<p>Sau</p>")).toBe(true);
  });

  it("never offers a PNG master (a grid, a crop) to the browser", () => {
    const [img] = attributesOf(
      responsiveBodyImages('<img src="/uploads/news/grid.png" alt="">', new Map([["/uploads/news/grid.png", grid]])),
    );
    expect(img?.src).toBe("/uploads/news/grid_w960.webp");
    expect(img?.srcset).not.toContain(".png");
    expect(img?.alt).toBe("");
    expect([img?.width, img?.height]).toEqual(["3600", "1800"]);
  });

  it("keeps an editor's width: the size attributes and sizes follow it", () => {
    const [img] = attributesOf(
      responsiveBodyImages(
        '<img src="/uploads/news/p.jpg" alt="A" width="400" style="width: 400px">',
        new Map([["/uploads/news/p.jpg", photo]]),
      ),
    );
    expect([img?.width, img?.height, img?.style]).toEqual(["400", "300", "width: 400px"]);
    expect(img?.sizes).toBe(bodyImageSizes(400));
    expect(img?.sizes).toBe(
      "(min-width: 768px) 400px, (min-width: 640px) min(400px, calc(100vw - 48px)), min(400px, calc(100vw - 32px))",
    );
  });

  it("keeps an image's alignment, and its sizes follow where it is placed (decision 044)", () => {
    const images = new Map([["/uploads/news/p.jpg", photo]]);
    const [right, left, full, centred] = attributesOf(
      responsiveBodyImages(
        '<img src="/uploads/news/p.jpg" alt="R" data-align="right">' +
          '<img src="/uploads/news/p.jpg" alt="L" width="240" style="width: 240px" data-align="left">' +
          '<img src="/uploads/news/p.jpg" alt="F" width="400" style="width: 400px" data-align="full">' +
          '<img src="/uploads/news/p.jpg" alt="C" data-align="middle">',
        images,
      ),
    );
    // Floated: half the 720 px column at most from 640 px, the column's width on a phone.
    expect(right?.["data-align"]).toBe("right");
    expect(right?.sizes).toBe(
      "(min-width: 768px) 360px, (min-width: 640px) calc((100vw - 48px) / 2), calc(100vw - 32px)",
    );
    expect(left?.["data-align"]).toBe("left");
    expect(left?.sizes).toBe(
      "(min-width: 768px) 240px, (min-width: 640px) min(240px, calc((100vw - 48px) / 2)), calc(100vw - 32px)",
    );
    // Column-wide whatever its stored width (kept for a return to centred).
    expect(full?.["data-align"]).toBe("full");
    expect(full?.sizes).toBe(bodyImageSizes(null));
    expect(full?.width).toBe("400");
    // Anything else is the centred image it always was (the sanitiser has already dropped such a value).
    expect(centred?.sizes).toBe(bodyImageSizes(2560));
  });

  it("uses the library's alt text only when the body's image has no alt at all (empty is decorative)", () => {
    const images = new Map([["/uploads/news/p.jpg", photo]]);
    const [missing, decorative] = attributesOf(
      responsiveBodyImages('<img src="/uploads/news/p.jpg"><img src="/uploads/news/p.jpg" alt="">', images),
    );
    expect(missing?.alt).toBe("Ảnh trong thư viện");
    expect(decorative?.alt).toBe("");
  });

  it("loads only the first image at once, and only when asked (no featured image above it)", () => {
    const images = new Map([["/uploads/news/p.jpg", photo]]);
    const body = '<img src="/uploads/news/p.jpg" alt="1"><img src="/uploads/news/p.jpg" alt="2">';
    expect(attributesOf(responsiveBodyImages(body, images)).map((i) => i.loading)).toEqual(["lazy", "lazy"]);
    const eager = attributesOf(responsiveBodyImages(body, images, { eagerFirst: true }));
    expect(eager.map((i) => [i.loading, i.fetchpriority])).toEqual([
      ["eager", "high"],
      ["lazy", undefined],
    ]);
  });

  it("leaves images of other hosts and unknown addresses exactly as written", () => {
    const body = '<p>x</p><img src="https://example.org/a.jpg" alt="Ngoài"><img src="/uploads/gone.jpg" alt="">';
    expect(responsiveBodyImages(body, new Map([["/uploads/news/p.jpg", photo]]))).toBe(body);
  });

  it("keeps a GIF's frames (its original) and gives it its size", () => {
    const gif: StoredBodyImage = { ...photo, mimeType: "image/gif", width: 480, height: 270 };
    const [img] = attributesOf(responsiveBodyImages('<img src="/u/a.gif" alt="G">', new Map([["/u/a.gif", gif]])));
    expect(img).toMatchObject({ src: "/u/a.gif", width: "480", height: "270", loading: "lazy" });
    expect(img?.srcset).toBeUndefined();
  });

  it("escapes what it writes back: quotes and markup in alt text stay text", () => {
    const html = responsiveBodyImages(
      '<img src="/uploads/news/p.jpg" alt="&quot;A&quot; &lt;b&gt; &amp; c">',
      new Map([["/uploads/news/p.jpg", photo]]),
    );
    expect(attributesOf(html)[0]?.alt).toBe('"A" <b> & c');
    expect(html).not.toContain("<b>");
  });
});
