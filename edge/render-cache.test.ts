import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scriptHash } from "./inline-scripts";
import { cacheKey, createRenderCache, heldScripts } from "./render-cache";
import { PRIVATE_CACHE_CONTROL } from "./response-headers";

const html = (body: string, init: ResponseInit = {}) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) },
  });

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://site.test${path}`, { headers });
}

/** A cache over a version the test moves, and a renderer that counts its renders. */
function setup(options: { maxBytes?: number; maxAgeMs?: number } = {}) {
  let version = 1;
  let renders = 0;
  let body = "first";
  const cache = createRenderCache({
    ...options,
    version: async () => version,
    nonceHeader: "x-csp-nonce",
  });
  const render = async (request: Request) => {
    renders++;
    return html(`${body} ${new URL(request.url).pathname}`);
  };
  return {
    cache,
    render,
    renders: () => renders,
    setVersion: (v: number) => {
      version = v;
    },
    setBody: (b: string) => {
      body = b;
    },
  };
}

/** Waits for a state the cache reaches in its own time (a fixed pause was too short at load 20). */
async function until(reached: () => boolean) {
  for (let turn = 0; turn < 1_000 && !reached(); turn++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!reached()) throw new Error("not reached within 5 s");
}

describe("cacheKey", () => {
  it("keys by path and the parameters pages read, in a fixed order", () => {
    expect(cacheKey("GET", "http://site.test/products?page=2&brand=x")).toBe("/products?brand=x&page=2");
    expect(cacheKey("GET", "/en/products?brand=x&page=2")).toBe("/en/products?brand=x&page=2");
    expect(cacheKey("HEAD", "/news")).toBe("/news");
  });

  it("never keys the admin, the APIs, other methods or unknown parameters", () => {
    expect(cacheKey("GET", "/admin")).toBeNull();
    expect(cacheKey("GET", "/admin/products.data")).toBeNull();
    expect(cacheKey("GET", "/api/article-views")).toBeNull();
    expect(cacheKey("GET", "/healthz")).toBeNull();
    expect(cacheKey("GET", "/metrics")).toBeNull();
    expect(cacheKey("POST", "/contact")).toBeNull();
    expect(cacheKey("GET", "/products?utm_source=mail")).toBeNull();
  });

  it("reads a target starting with // as a path, and keys no path with an empty segment", () => {
    // Resolved against a base, "//about" names the host "about": it keyed the home page, so the
    // cache answered the home page where the edge redirects to /about.
    expect(cacheKey("GET", "//about")).toBeNull();
    expect(cacheKey("GET", "//en//products?page=2")).toBeNull();
    expect(cacheKey("GET", "/en//news")).toBeNull();
    expect(cacheKey("GET", "http://site.test//about")).toBeNull();
  });
});

describe("the render cache", () => {
  it("renders once, then answers from memory with the same bytes in each encoding", async () => {
    const t = setup();
    const first = await t.cache.handle(get("/products", { "Accept-Encoding": "br" }), t.render);
    expect(first.headers.get("X-Render-Cache")).toBe("miss");
    const second = await t.cache.handle(get("/products", { "Accept-Encoding": "br" }), t.render);
    expect(second.headers.get("X-Render-Cache")).toBe("hit");
    expect(t.renders()).toBe(1);
    expect(second.headers.get("Content-Encoding")).toBe("br");
    // Its Cache-Control is the edge's (response-headers.ts: a held page is public), not the cache's.
    expect(second.headers.get("Cache-Control")).toBeNull();
    expect(heldScripts(second)).toEqual({ hashes: [] });
    expect(brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toContain("first /products");

    const gzip = await t.cache.handle(get("/products", { "Accept-Encoding": "gzip, deflate" }), t.render);
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("first /products");
    const plain = await t.cache.handle(get("/products"), t.render);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toContain("first /products");
    expect(t.renders()).toBe(1);
  });

  it("answers 304 to a matching If-None-Match, whichever encoding it was given in", async () => {
    const t = setup();
    const first = await t.cache.handle(get("/news", { "Accept-Encoding": "gzip" }), t.render);
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    const again = await t.cache.handle(get("/news", { "Accept-Encoding": "br", "If-None-Match": etag }), t.render);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await t.cache.handle(get("/news", { "If-None-Match": '"something-else"' }), t.render);
    expect(other.status).toBe(200);
  });

  it("gives every answer of an entry its own encoding's headers, a 304 between them changing none", async () => {
    const t = setup();
    await t.cache.handle(get("/about", { "Accept-Encoding": "gzip" }), t.render);
    const answer = async (headers: Record<string, string>) => {
      const response = await t.cache.handle(get("/about", headers), t.render);
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        bytes: (await response.arrayBuffer()).byteLength,
      };
    };
    const gzip = await answer({ "Accept-Encoding": "gzip" });
    const br = await answer({ "Accept-Encoding": "gzip, br;q=0.5" });
    const notModified = await answer({ "Accept-Encoding": "gzip", "If-None-Match": gzip.headers.etag ?? "" });
    const gzipAgain = await answer({ "Accept-Encoding": "gzip" });
    const refused = await answer({ "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.bytes);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.bytes);
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-type"]).toBeUndefined();
    expect(gzipAgain).toEqual(gzip);
    expect(gzipAgain.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(Number(refused.headers["content-length"])).toBe(refused.bytes);
  });

  it("drops everything when the content version moves", async () => {
    const t = setup();
    await t.cache.handle(get("/"), t.render);
    await t.cache.handle(get("/en"), t.render);
    t.setBody("edited");
    t.setVersion(2);
    const after = await t.cache.handle(get("/"), t.render);
    expect(after.headers.get("X-Render-Cache")).toBe("miss");
    expect(await after.text()).toContain("edited /");
    // /en, asked for by nobody since, is kept retired: never answered, only should it fail to render.
    expect(t.cache.stats()).toMatchObject({ entries: 2, version: 2 });
    expect(t.cache.peek("/", 1)).toBeNull();
    expect(t.cache.peek("/", 2)).not.toBeNull();
    expect(t.cache.peek("/en", 2)).toBeNull();
    expect(await (await t.cache.handle(get("/en"), t.render)).text()).toContain("edited /en");
  });

  it("does not keep a page whose render began before a write", async () => {
    let version = 1;
    const cache = createRenderCache({ version: async () => version });
    const render = async () => {
      version = 2; // an admin saved while this page rendered
      return html("old");
    };
    const response = await cache.handle(get("/"), render);
    expect(await response.text()).toContain("old");
    expect(cache.stats().entries).toBe(0);
  });

  it("keeps only what may be shared: 200s (and 404s) without a cookie or private caching, HTML and data", async () => {
    const t = setup();
    const cases: [string, () => Response][] = [
      ["/error", () => html("failed", { status: 500 })],
      ["/moved", () => new Response(null, { status: 301, headers: { Location: "/" } })],
      ["/cookie", () => html("cookie", { headers: { "Set-Cookie": "a=b" } })],
      ["/private", () => html("private", { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } })],
      ["/image", () => new Response("png", { headers: { "Content-Type": "image/png" } })],
      ["/sitemap.xml", () => new Response("<urlset/>", { headers: { "Content-Type": "application/xml" } })],
    ];
    for (const [path, make] of cases) {
      await t.cache.handle(get(path), async () => make());
      const again = await t.cache.handle(get(path), async () => make());
      expect(again.headers.get("X-Render-Cache"), path).toBeNull();
    }
    expect(t.cache.stats().entries).toBe(0);
    await t.cache.handle(
      get("/products.data?_routes=routes%2Fpublic%2Fproducts"),
      async () => new Response("[]", { headers: { "Content-Type": "text/x-script" } }),
    );
    expect(t.cache.stats().entries).toBe(1);
  });

  it("holds XML only when told its links do not depend on the Host", async () => {
    const cache = createRenderCache({ version: async () => 1, cacheXml: true });
    const xml = async () => new Response("<urlset/>", { headers: { "Content-Type": "application/xml" } });
    await cache.handle(get("/sitemap.xml"), xml);
    expect((await cache.handle(get("/sitemap.xml"), xml)).headers.get("X-Render-Cache")).toBe("hit");
  });

  // The policy naming those hashes is written by the edge (response-headers.ts): see app.test.ts.
  it("says which scripts a held page may run (none for a response that is not a page), and writes no policy itself", async () => {
    const t = setup();
    const miss = await t.cache.handle(get("/about", { "x-csp-nonce": "AAAA" }), t.render);
    expect(heldScripts(miss)).toEqual({ hashes: [] });
    const hit = await t.cache.handle(get("/about", { "x-csp-nonce": "BBBB" }), t.render);
    expect(heldScripts(hit)).toEqual({ hashes: [] });
    expect(hit.headers.get("Content-Security-Policy")).toBeNull();
    expect(heldScripts(await t.render(get("/about")))).toBeUndefined();
  });

  it("stays within its byte bound, the least recently used going first", async () => {
    // An entry here: its two compressed bodies (a few dozen bytes) and 512 for the rest.
    const t = setup({ maxBytes: 2_000 });
    for (const path of ["/a", "/b", "/c", "/d", "/e", "/f", "/g", "/h"]) {
      await t.cache.handle(get(path), async () => html(path.repeat(200)));
      // "/a" stays in use.
      await t.cache.handle(get("/a"), async () => html("/a".repeat(200)));
    }
    const { bytes, entries } = t.cache.stats();
    expect(bytes).toBeLessThanOrEqual(2_000);
    expect(entries).toBeGreaterThan(1);
    expect(t.cache.peek("/a", 1)).not.toBeNull();
    expect(t.cache.peek("/b", 1)).toBeNull();
  });

  it("renders again once an entry has lived its longest", async () => {
    const t = setup({ maxAgeMs: 0 });
    await t.cache.handle(get("/"), t.render);
    await t.cache.handle(get("/"), t.render);
    expect(t.renders()).toBe(2);
  });

  it("past an entry's life, answers it while one render replaces it; past twice that, waits for the render", async () => {
    let now = 1_000;
    let body = "first";
    let renders = 0;
    let release = () => {};
    const cache = createRenderCache({ version: async () => 1, maxAgeMs: 1_000, now: () => now });
    const render = async () => {
      renders++;
      if (renders > 1) await new Promise<void>((resolve) => (release = resolve));
      return html(body);
    };
    await cache.handle(get("/news"), render);
    now = 2_500;
    body = "second";
    // Both get the held page at once; one render runs for both, and the held-page step may answer too.
    const [a, b] = await Promise.all([cache.handle(get("/news"), render), cache.handle(get("/news"), render)]);
    expect(await a.text()).toContain("first");
    expect(await b.text()).toContain("first");
    expect(renders).toBe(2);
    expect(cache.peek("/news", 1)).not.toBeNull();
    release();
    await until(() => cache.stats().rendering === 0);
    expect(await (await cache.handle(get("/news"), render)).text()).toContain("second");
    expect(renders).toBe(2);
    // Not refreshed for twice its life: a request waits for a render rather than take it.
    now = 10_000;
    body = "third";
    expect(cache.peek("/news", 1)).toBeNull();
    const waiting = cache.handle(get("/news"), render);
    await until(() => renders === 3);
    release();
    expect(await (await waiting).text()).toContain("third");
    expect(renders).toBe(3);
  });

  it("renders a page once for requests that miss together, and once again after a write", async () => {
    const t = setup();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.cache.handle(get("/products"), t.render)));
    expect(t.renders()).toBe(1);
    for (const answer of answers) expect(await answer.text()).toContain("first /products");
    t.setVersion(2);
    t.setBody("second");
    const after = await Promise.all(Array.from({ length: 5 }, () => t.cache.handle(get("/products"), t.render)));
    expect(t.renders()).toBe(2);
    for (const answer of after) expect(await answer.text()).toContain("second /products");
  });

  it("lets each waiting request render its own answer when the shared one may not be kept", async () => {
    const t = setup();
    let renders = 0;
    const failing = async () => {
      renders++;
      return new Response("busy", { status: 503 });
    };
    const answers = await Promise.all(Array.from({ length: 3 }, () => t.cache.handle(get("/news"), failing)));
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(renders).toBe(3);
  });
});

describe("after a content change (stale while the new version renders)", () => {
  /** A cache on a clock and a version the test moves, whose renders wait until released. */
  function staleSetup(options: { refreshes?: number; staleMs?: number } = {}) {
    let now = 1_000;
    let version = 1;
    let body = "first";
    const order: string[] = [];
    const waiting: (() => void)[] = [];
    let holdRenders = false;
    const status = new Map<string, number>();
    const cache = createRenderCache({
      version: async () => version,
      now: () => now,
      nonceHeader: "x-csp-nonce",
      sessionCookie: "admin_session",
      ...options,
    });
    const render = async (request: Request) => {
      const path = new URL(request.url).pathname;
      order.push(path);
      if (holdRenders) await new Promise<void>((resolve) => waiting.push(resolve));
      return html(`${body} ${path}`, { status: status.get(path) ?? 200 });
    };
    const visit = async (path: string, headers: Record<string, string> = {}) => {
      const response = await cache.handle(get(path, headers), render);
      const text = /<body>(.*)<\/body>/.exec(await response.text())?.[1];
      return { mark: response.headers.get("X-Render-Cache"), text, status: response.status };
    };
    // Until every render in flight is one the test holds, or none is left (compressing a stored
    // page runs on libuv's threads: a fixed pause was too short at load 20).
    const settle = () =>
      until(() => {
        const { rendering } = cache.stats();
        return rendering === 0 || rendering === waiting.length;
      });
    return {
      cache,
      render,
      visit,
      settle,
      order,
      status,
      setNow: (ms: number) => {
        now = ms;
      },
      edit: (next: string) => {
        version++;
        body = next;
      },
      hold: (on: boolean) => {
        holdRenders = on;
      },
      release: async () => {
        for (const resolve of waiting.splice(0)) resolve();
        await settle();
      },
    };
  }

  it("answers the held page while one background render replaces it, the most visited first", async () => {
    const t = staleSetup({ refreshes: 1 });
    for (const [path, visits] of [
      ["/a", 2],
      ["/b", 5],
      ["/c", 3],
    ] as const) {
      for (let i = 0; i <= visits; i++) await t.visit(path);
    }
    t.order.length = 0;
    t.hold(true);
    t.edit("second");
    // Every visitor gets the page they would have had, at once; one render runs, for /b.
    for (const path of ["/a", "/b", "/c", "/b"]) expect(await t.visit(path)).toMatchObject({ mark: "stale" });
    expect(t.order).toEqual(["/b"]);
    expect(t.cache.stats()).toMatchObject({ entries: 3, stale: 3, refreshing: 3 });
    await t.release();
    await t.release();
    await t.release();
    // One at a time, by visits: /b (5), /c (3), /a (2), each once.
    expect(t.order).toEqual(["/b", "/c", "/a"]);
    for (const path of ["/a", "/b", "/c"])
      expect(await t.visit(path)).toMatchObject({ mark: "hit", text: `second ${path}` });
    expect(t.cache.stats()).toMatchObject({ stale: 0, refreshing: 0 });
  });

  it("stops answering a stale page past the bound: the request waits for the render", async () => {
    const t = staleSetup({ staleMs: 5_000 });
    await t.visit("/news");
    await t.visit("/news");
    t.hold(true);
    t.edit("second");
    expect(await t.visit("/news")).toMatchObject({ mark: "stale", text: "first /news" });
    t.setNow(6_500);
    expect(t.cache.peek("/news", 2)).toBeNull();
    const waiting = t.visit("/news");
    await t.settle();
    await t.release();
    // It joined the background render rather than start its own.
    expect(await waiting).toMatchObject({ text: "second /news" });
    expect(t.order).toEqual(["/news", "/news"]);
  });

  it("drops pages nobody asked for since they were rendered, and renders a page never held at once", async () => {
    const t = staleSetup();
    await t.visit("/unvisited");
    await t.visit("/visited");
    await t.visit("/visited");
    t.edit("second");
    await t.settle();
    expect(await t.visit("/unvisited")).toMatchObject({ mark: "miss", text: "second /unvisited" });
    expect(await t.visit("/new")).toMatchObject({ mark: "miss", text: "second /new" });
  });

  it("does not answer a page that is gone after the change, whatever the new answer is", async () => {
    const t = staleSetup();
    await t.visit("/products/old-slug");
    await t.visit("/products/old-slug");
    t.status.set("/products/old-slug", 404);
    t.edit("second");
    expect(await t.visit("/products/old-slug")).toMatchObject({ mark: "stale" });
    await t.settle();
    // The background render's 404 replaced it: the new version's answer, held as such.
    expect(await t.visit("/products/old-slug")).toMatchObject({ status: 404, mark: "hit" });
    // A redirect is not held: the copy it replaces goes, and each request renders.
    await t.visit("/products/moved");
    await t.visit("/products/moved");
    t.status.set("/products/moved", 302);
    t.edit("third");
    await t.visit("/products/moved");
    await t.settle();
    expect(await t.visit("/products/moved")).toMatchObject({ status: 302, mark: null });
  });

  it("answers the copy it holds when the page fails to render (stale if error: the database away)", async () => {
    const t = staleSetup();
    await t.visit("/products/failing");
    await t.visit("/products/failing");
    t.status.set("/products/failing", 503);
    t.edit("second");
    await t.visit("/products/failing");
    await t.settle();
    // The background render failed: the copy stays, answered as stale past the staleness bound too.
    expect(await t.visit("/products/failing")).toMatchObject({ status: 200, mark: "stale" });
    expect(await t.visit("/products/failing")).toMatchObject({ status: 200, mark: "stale" });
    // Once a render succeeds, its answer replaces the copy.
    t.status.delete("/products/failing");
    t.edit("third");
    await t.visit("/products/failing");
    await t.settle();
    expect(await t.visit("/products/failing")).toMatchObject({
      status: 200,
      mark: "hit",
      text: "third /products/failing",
    });
  });

  it("holds 404 and 410 answers, at most maxNotFound of them, without pushing pages out", async () => {
    const cache = createRenderCache({ version: async () => 1, maxNotFound: 3 });
    let renders = 0;
    const render = async (request: Request) => {
      renders++;
      const path = new URL(request.url).pathname;
      return path.startsWith("/products/")
        ? html(`no ${path}`, { status: path.endsWith("-gone") ? 410 : 404 })
        : html(`page ${path}`);
    };
    await cache.handle(get("/about"), render);
    const missing = await cache.handle(get("/products/x1"), render);
    expect(missing.status).toBe(404);
    const again = await cache.handle(get("/products/x1"), render);
    expect([again.status, again.headers.get("X-Render-Cache")]).toEqual([404, "hit"]);
    expect(await again.text()).toContain("no /products/x1");
    expect(renders).toBe(2);
    expect((await cache.handle(get("/products/x2-gone"), render)).status).toBe(410);
    expect((await cache.handle(get("/products/x2-gone"), render)).headers.get("X-Render-Cache")).toBe("hit");
    // A revalidation of a 404 is answered whole, never 304.
    const etag = again.headers.get("ETag") ?? "";
    const revalidated = await cache.handle(get("/products/x1", { "If-None-Match": etag }), render);
    expect(revalidated.status).toBe(404);
    for (const n of [3, 4, 5, 6]) await cache.handle(get(`/products/x${n}`), render);
    // The three latest held, the page too.
    expect(cache.stats().entries).toBe(4);
    expect(cache.peek("/products/x1", 1)).toBeNull();
    expect(cache.peek("/products/x6", 1)).not.toBeNull();
    expect(cache.peek("/about", 1)).not.toBeNull();
  });

  it("never answers a request with an admin's session from memory, nor keeps what it renders", async () => {
    const t = staleSetup();
    await t.visit("/about");
    await t.visit("/about");
    t.hold(true);
    t.edit("second");
    expect(await t.visit("/about")).toMatchObject({ mark: "stale", text: "first /about" });
    t.hold(false);
    const admin = await t.visit("/about", { Cookie: "admin_session=token" });
    expect(admin).toMatchObject({ mark: null, text: "second /about" });
    expect(t.cache.bypasses("a=1; admin_session=token")).toBe(true);
    expect(t.cache.bypasses("admin_session=")).toBe(false);
  });

  it("goes stale the same way when the held-page step learns the version first (another server's NOTIFY)", async () => {
    const t = staleSetup();
    await t.visit("/");
    await t.visit("/");
    t.hold(true);
    t.edit("second");
    // The held-page step passes the version this process knows; nothing has called `handle` since.
    expect(t.cache.peek("/", 2)).toMatchObject({ mark: "stale" });
    await t.settle();
    expect(t.order.at(-1)).toBe("/");
    await t.release();
    expect(t.cache.peek("/", 2)).toMatchObject({ mark: "hit" });
    expect(await t.visit("/")).toMatchObject({ text: "second /" });
  });

  it("with no stale time (RENDER_CACHE_STALE_SECONDS=0), drops everything when the version moves", async () => {
    const t = staleSetup({ staleMs: 0 });
    await t.visit("/");
    await t.visit("/");
    t.edit("second");
    expect(await t.visit("/")).toMatchObject({ mark: "miss", text: "second /" });
  });
});

describe("a held page's scripts", () => {
  it("lose the nonce they were rendered with and are named by their hashes, every answer the same bytes in every encoding", async () => {
    const cache = createRenderCache({ version: async () => 1, nonceHeader: "x-csp-nonce" });
    const render = async (request: Request) => {
      const nonce = request.headers.get("x-csp-nonce");
      return html(
        `<script nonce="${nonce}">window.a = 1</script><script nonce="${nonce}" type="module">import "/b.js"</script>` +
          `<script type="application/ld+json">{"@type":"Thing"}</script><script src="/c.js"></script>`,
      );
    };
    const bodies = new Set<string>();
    for (const nonce of ["AAAAAAAAAAAAAAAAAAAAAA==", "BBBBBBBBBBBBBBBBBBBBBB=="]) {
      for (const encoding of ["br", "gzip", ""]) {
        const response = await cache.handle(
          get("/about", { "x-csp-nonce": nonce, "Accept-Encoding": encoding }),
          render,
        );
        expect(response.headers.get("Content-Encoding")).toBe(encoding || null);
        const bytes = Buffer.from(await response.arrayBuffer());
        const text =
          encoding === "br"
            ? brotliDecompressSync(bytes).toString()
            : encoding
              ? gunzipSync(bytes).toString()
              : bytes.toString();
        expect(text).not.toContain("nonce=");
        // Only what runs: neither the data block nor the external script.
        expect(heldScripts(response)).toEqual({ hashes: [scriptHash("window.a = 1"), scriptHash('import "/b.js"')] });
        bodies.add(text);
      }
    }
    expect(bodies.size).toBe(1);
  });
});

describe("renders nobody waits for", () => {
  it("go to `background` with the version they are for; a page never held renders as the visitor's request", async () => {
    let version = 1;
    let now = 1_000;
    const calls: string[] = [];
    const render = async (request: Request) => {
      calls.push(`main ${new URL(request.url).pathname}`);
      return html(`main v${version}`);
    };
    const background = async (request: Request, at: number, onMain: typeof render) => {
      calls.push(`background ${new URL(request.url).pathname} v${at}`);
      if (new URL(request.url).pathname === "/fallback") return onMain(request);
      return html(`background v${at}`);
    };
    const withBackground = createRenderCache({
      version: async () => version,
      now: () => now,
      maxAgeMs: 60_000,
      background,
    });
    const visit = async (path: string) => {
      const response = await withBackground.handle(get(path), render);
      return {
        mark: response.headers.get("X-Render-Cache"),
        text: /<body>(.*)<\/body>/.exec(await response.text())?.[1],
      };
    };
    expect(await visit("/")).toMatchObject({ mark: "miss", text: "main v1" });
    expect(await visit("/")).toMatchObject({ mark: "hit" });
    expect(await visit("/fallback")).toMatchObject({ mark: "miss" });
    await visit("/fallback");
    // A change: the held pages are rendered again in the background, for version 2.
    version = 2;
    expect(await visit("/")).toMatchObject({ mark: "stale", text: "main v1" });
    await until(() => withBackground.stats().rendering === 0 && withBackground.stats().refreshing === 0);
    expect(await visit("/")).toMatchObject({ mark: "hit", text: "background v2" });
    // Past its life: answered while `background` renders it again.
    now += 61_000;
    expect(await visit("/")).toMatchObject({ mark: "hit", text: "background v2" });
    await until(() => withBackground.stats().rendering === 0);
    expect(calls.filter((call) => call.startsWith("background /"))).toEqual(
      expect.arrayContaining(["background / v2", "background /fallback v2"]),
    );
    expect(calls.filter((call) => call === "background / v2")).toHaveLength(2);
    // Only the first render of each page was the visitor's, and the one `background` handed back.
    expect(calls.filter((call) => call.startsWith("main"))).toEqual(["main /", "main /fallback", "main /fallback"]);
  });
});

describe("after a change that did not touch a page", () => {
  /** Pages that read the topics of `reads`; versions whose changes `changes` names (unknown if absent). */
  function topicSetup() {
    let version = 1;
    let body = "first";
    const renders: string[] = [];
    const changes = new Map<number, string[]>();
    const reads: Record<string, string[]> = {
      "/products/a": ["product:1"],
      "/products/b": ["product:2"],
      "/products": ["products"],
    };
    let recording: Set<string> | null = null;
    let changesRead: Promise<void> | null = null;
    const cache = createRenderCache({
      version: async () => version,
      changes: async (from, to) => {
        await changesRead;
        const changed = new Set<string>();
        for (let v = from + 1; v <= to; v++) {
          const topics = changes.get(v);
          if (!topics) return null;
          for (const topic of topics) changed.add(topic);
        }
        return changed;
      },
      recordReads: (topics, run) => {
        recording = topics;
        try {
          return run();
        } finally {
          recording = null;
        }
      },
    });
    // Renders wait while held (from `read` until `settle`), so that what is answered meanwhile is seen.
    let held: { promise: Promise<void>; release: () => void } | null = null;
    const render = async (request: Request) => {
      const path = new URL(request.url).pathname;
      renders.push(path);
      for (const topic of reads[path] ?? []) recording?.add(topic);
      await held?.promise;
      return html(`${body} ${path}`);
    };
    const visit = async (path: string) => {
      const response = await cache.handle(get(path), render);
      const text = /<body>(.*)<\/body>/.exec(await response.text())?.[1];
      return { mark: response.headers.get("X-Render-Cache"), text };
    };
    const settle = () => {
      held?.release();
      held = null;
      return until(() => cache.stats().rendering === 0);
    };
    return {
      cache,
      visit,
      settle,
      renders,
      change: (topics: string[] | null, next: string) => {
        version++;
        if (topics) changes.set(version, topics);
        body = next;
      },
      /** Reads of what a version changed wait until the function returned is called. */
      holdChanges: () => {
        let release: () => void = () => undefined;
        changesRead = new Promise<void>((resolve) => (release = resolve));
        return () => {
          changesRead = null;
          release();
        };
      },
      /** Until the cache has read what the last change changed (the first request after starts it). */
      read: async () => {
        let release: () => void = () => undefined;
        held = { promise: new Promise<void>((resolve) => (release = resolve)), release: () => release() };
        cache.peek("/", version);
        await until(() => cache.stats().version === version);
      },
    };
  }

  it("keeps it for the new version without a render, and renders again what the change touched", async () => {
    const t = topicSetup();
    for (const path of ["/products/a", "/products/b", "/products", "/about"]) {
      await t.visit(path);
      await t.visit(path);
    }
    t.renders.length = 0;
    t.change(["products", "product:1"], "second");
    await t.read();
    // Product 1's page and the list were touched: answered stale while they render again.
    expect(await t.visit("/products/a")).toMatchObject({ mark: "stale", text: "first /products/a" });
    // Product 2's page and a page that read no product: still this version's, never rendered.
    expect(await t.visit("/products/b")).toMatchObject({ mark: "hit", text: "first /products/b" });
    expect(await t.visit("/about")).toMatchObject({ mark: "hit", text: "first /about" });
    await t.settle();
    expect(t.renders.sort()).toEqual(["/products", "/products/a"]);
    expect(await t.visit("/products")).toMatchObject({ mark: "hit", text: "second /products" });
    expect(t.cache.stats()).toMatchObject({ stale: 0, refreshing: 0 });
    // The held-page step answers the kept page under the new version.
    expect(t.cache.peek("/products/b", 2)?.mark).toBe("hit");
  });

  it("answers the pages it holds while it reads what a new version changed; a page not held waits for it", async () => {
    const t = topicSetup();
    for (const path of ["/products/a", "/about"]) {
      await t.visit(path);
      await t.visit(path);
    }
    const release = t.holdChanges();
    t.change(["product:1"], "second");
    // The held-page step and the long way alike: the page the visitor would have got a moment before.
    expect(t.cache.peek("/products/a", 2)).toMatchObject({ mark: "hit" });
    expect(await t.visit("/products/a")).toMatchObject({ mark: "hit", text: "first /products/a" });
    expect(await t.visit("/about")).toMatchObject({ mark: "hit", text: "first /about" });
    let answered = false;
    const waiting = t.visit("/products").finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(answered).toBe(false);
    release();
    // Rendered for the new version once the change is known.
    expect(await waiting).toMatchObject({ text: "second /products" });
    await t.settle();
    expect(await t.visit("/products/a")).toMatchObject({ mark: "hit", text: "second /products/a" });
    expect(await t.visit("/about")).toMatchObject({ mark: "hit", text: "first /about" });
  });

  it("moves to a version it is told of (advanceTo) before any request asks", async () => {
    const t = topicSetup();
    for (const path of ["/products/a", "/about"]) {
      await t.visit(path);
      await t.visit(path);
    }
    t.renders.length = 0;
    t.change(["product:1"], "second");
    t.cache.advanceTo(2);
    await until(() => t.cache.stats().version === 2);
    await t.settle();
    // With no request: the touched page rendered again, the other one kept.
    expect(t.renders).toEqual(["/products/a"]);
    expect(await t.visit("/products/a")).toMatchObject({ mark: "hit", text: "second /products/a" });
    expect(await t.visit("/about")).toMatchObject({ mark: "hit", text: "first /about" });
    // An older or the same version changes nothing.
    t.cache.advanceTo(1);
    expect(t.cache.stats().version).toBe(2);
  });

  it("renders every page again after a change to everything, or a change it cannot know", async () => {
    const t = topicSetup();
    for (const path of ["/products/b", "/about"]) {
      await t.visit(path);
      await t.visit(path);
    }
    t.change(["*"], "second");
    await t.read();
    expect(await t.visit("/about")).toMatchObject({ mark: "stale" });
    await t.settle();
    expect(await t.visit("/about")).toMatchObject({ mark: "hit", text: "second /about" });
    expect(await t.visit("/products/b")).toMatchObject({ mark: "hit", text: "second /products/b" });
    t.change(null, "third");
    await t.read();
    expect(await t.visit("/products/b")).toMatchObject({ mark: "stale" });
    await t.settle();
    expect(await t.visit("/products/b")).toMatchObject({ mark: "hit", text: "third /products/b" });
  });

  it("keeps a page only from the version it was kept at: one already stale is rendered again", async () => {
    const t = topicSetup();
    for (const path of ["/products/a", "/products/b"]) {
      await t.visit(path);
      await t.visit(path);
    }
    t.change(["product:1"], "second");
    // The held-page step sees the new version first: while the change is read, the page held is answered.
    expect(t.cache.peek("/products/b", 2)).toMatchObject({ mark: "hit" });
    expect(await t.visit("/products/b")).toMatchObject({ mark: "hit", text: "first /products/b" });
    await t.settle();
    t.change(["product:2"], "third");
    await t.read();
    expect(await t.visit("/products/b")).toMatchObject({ mark: "stale", text: "first /products/b" });
    await t.settle();
    expect(await t.visit("/products/a")).toMatchObject({ mark: "hit", text: "second /products/a" });
    expect(await t.visit("/products/b")).toMatchObject({ mark: "hit", text: "third /products/b" });
  });
});
