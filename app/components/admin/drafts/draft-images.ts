/**
 * The bytes of a draft's local images. An image inserted in a body lives at a
 * `blob:` address that dies with the tab, so the draft kept in localStorage would come back with
 * a dead image. The bytes of every such image are kept in this browser's IndexedDB beside the
 * draft, under the draft's key, and a restored draft gets them back at live addresses of the new
 * tab; the save then uploads them as any local image (decision 024).
 */

/** One local image's bytes, as kept: by its address in the kept draft, for one draft. */
export interface KeptImage {
  src: string;
  draftKey: string;
  blob: Blob;
  keptAt: number;
}

/** Where the bytes live: IndexedDB in the browser, a Map in unit tests. */
export interface ImageBytesBackend {
  get(src: string): Promise<KeptImage | undefined>;
  put(image: KeptImage): Promise<void>;
  remove(srcs: readonly string[]): Promise<void>;
  listOf(draftKey: string): Promise<KeptImage[]>;
}

const BLOB_SRC = /\bsrc="(blob:[^"]+)"/g;

/** The `blob:` image addresses of a body's HTML, each once. */
export function blobSourcesOf(html: string): string[] {
  return [...new Set([...html.matchAll(BLOB_SRC)].map((match) => match[1] as string))];
}

export class DraftImageStore {
  constructor(
    private readonly backend: ImageBytesBackend,
    private readonly readBlob: (src: string) => Promise<Blob> = async (src) => (await fetch(src)).blob(),
    private readonly liveUrl: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
  ) {}

  /**
   * Keeps the bytes of every local image of the bodies not kept yet, and forgets the draft's images
   * no body holds any more. An image whose address no longer answers (released) is skipped.
   */
  async keep(draftKey: string, bodies: readonly string[]): Promise<void> {
    const wanted = new Set(bodies.flatMap(blobSourcesOf));
    const kept = await this.backend.listOf(draftKey);
    const have = new Set(kept.map((image) => image.src));
    await this.backend.remove(kept.filter((image) => !wanted.has(image.src)).map((image) => image.src));
    for (const src of wanted) {
      if (have.has(src)) continue;
      const blob = await this.readBlob(src).catch(() => null);
      if (blob) await this.backend.put({ src, draftKey, blob, keptAt: Date.now() });
    }
  }

  /**
   * The bodies with each kept image at a live address of this tab (the kept draft's addresses died
   * with its tab); an image with no bytes kept stays as it was.
   */
  async revive<B extends readonly string[]>(draftKey: string, bodies: B): Promise<{ [K in keyof B]: string }> {
    const kept = new Map((await this.backend.listOf(draftKey)).map((image) => [image.src, image]));
    const live = new Map<string, string>();
    for (const src of new Set(bodies.flatMap(blobSourcesOf))) {
      const image = kept.get(src);
      if (image) live.set(src, this.liveUrl(image.blob));
    }
    return bodies.map((html) =>
      html.replace(BLOB_SRC, (whole, src: string) => {
        const url = live.get(src);
        return url ? `src="${url}"` : whole;
      }),
    ) as { [K in keyof B]: string };
  }

  /** Forgets every image of the draft (saved, discarded, or given up). */
  async forget(draftKey: string): Promise<void> {
    const kept = await this.backend.listOf(draftKey);
    await this.backend.remove(kept.map((image) => image.src));
  }
}

/** A backend in memory (unit tests; a browser without IndexedDB keeps nothing across tabs). */
export function memoryBackend(): ImageBytesBackend {
  const images = new Map<string, KeptImage>();
  return {
    get: async (src) => images.get(src),
    put: async (image) => {
      images.set(image.src, image);
    },
    remove: async (srcs) => {
      for (const src of srcs) images.delete(src);
    },
    listOf: async (draftKey) => [...images.values()].filter((image) => image.draftKey === draftKey),
  };
}
