import { describe, expect, it } from "vitest";
import { blobSourcesOf, DraftImageStore, memoryBackend } from "./draft-images";

const KEY = "autosave:article:new";

/** A store over memory whose blob: addresses answer from `live` (an address not there was released). */
function storeWith(live: Map<string, Blob>) {
  const backend = memoryBackend();
  let made = 0;
  const store = new DraftImageStore(
    backend,
    async (src) => {
      const blob = live.get(src);
      if (!blob) throw new TypeError("Failed to fetch");
      return blob;
    },
    (blob) => {
      const url = `blob:http://127.0.0.1/new-${++made}`;
      live.set(url, blob);
      return url;
    },
  );
  return { store, backend };
}

const img = (src: string, alt = "") => `<img src="${src}" alt="${alt}">`;

describe("the draft images' bytes", () => {
  it("finds each blob: image of a body once, never a stored one", () => {
    const html = `<p>a</p>${img("blob:x/1")}${img("/uploads/news/a.webp")}${img("blob:x/1")}${img("blob:x/2")}`;
    expect(blobSourcesOf(html)).toEqual(["blob:x/1", "blob:x/2"]);
  });

  it("keeps the bytes of the bodies' local images and brings them back at live addresses in a new tab", async () => {
    const png = new Blob(["png-bytes"], { type: "image/png" });
    const jpeg = new Blob(["jpeg-bytes"], { type: "image/jpeg" });
    const tab = new Map([
      ["blob:x/1", png],
      ["blob:x/2", jpeg],
    ]);
    const { store, backend } = storeWith(tab);
    const content = `<p>Mở đầu</p>${img("blob:x/1", "Máy thở")}`;
    const contentEn = img("blob:x/2");
    await store.keep(KEY, [content, contentEn]);
    expect((await backend.listOf(KEY)).map((image) => [image.src, image.blob.type])).toEqual([
      ["blob:x/1", "image/png"],
      ["blob:x/2", "image/jpeg"],
    ]);

    // The tab is closed: its addresses die. The new tab revives them from the kept bytes.
    tab.clear();
    const [revived, revivedEn] = await store.revive(KEY, [content, contentEn] as const);
    expect(revived).toBe(`<p>Mở đầu</p>${img("blob:http://127.0.0.1/new-1", "Máy thở")}`);
    expect(revivedEn).toBe(img("blob:http://127.0.0.1/new-2"));
    expect(await tab.get("blob:http://127.0.0.1/new-1")?.text()).toBe("png-bytes");

    // Kept again with the new addresses: the old records go, each image is kept once.
    await store.keep(KEY, [revived, revivedEn]);
    expect((await backend.listOf(KEY)).map((image) => image.src).sort()).toEqual([
      "blob:http://127.0.0.1/new-1",
      "blob:http://127.0.0.1/new-2",
    ]);
  });

  it("forgets an image taken out of the bodies, skips a released one, and forgets a whole draft", async () => {
    const tab = new Map([["blob:x/1", new Blob(["a"])]]);
    const { store, backend } = storeWith(tab);
    await store.keep(KEY, [img("blob:x/1") + img("blob:x/gone")]);
    expect((await backend.listOf(KEY)).map((image) => image.src)).toEqual(["blob:x/1"]);
    await store.keep("autosave:article:7", [img("blob:x/1")]);
    await store.keep(KEY, ["<p>Không còn hình</p>"]);
    expect(await backend.listOf(KEY)).toEqual([]);
    // An image with no bytes kept stays as it was when revived.
    expect(await store.revive(KEY, [img("blob:x/gone")])).toEqual([img("blob:x/gone")]);
    await store.forget("autosave:article:7");
    expect(await backend.listOf("autosave:article:7")).toEqual([]);
  });
});
