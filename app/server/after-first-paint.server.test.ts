import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { afterFirstPaintStream, rewriteForAfterFirstPaint, STARTER } from "./after-first-paint.server";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" as="image" imageSrcSet="/a_w640.webp 640w" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/>',
  '<link nonce="N1" rel="stylesheet" href="/assets/root.css"/></head><body><main>Xin chào – ảnh</main>',
  '<script nonce="N1">window.__reactRouterContext = {};</script>',
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

async function throughStream(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: string[] = [];
  for await (const piece of Readable.from(chunks).pipe(afterFirstPaintStream())) out.push(String(piece));
  return out.join("");
}

describe("scripts after the first paint", () => {
  it("makes the preloads and the module script inert and adds the starter with the page's nonce", () => {
    const html = rewriteForAfterFirstPaint(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<link rel="x-modulepreload"/g)).toHaveLength(2);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script nonce="N1">${STARTER}</script><script nonce="N1" type="text/x-after-paint" id="after-paint-scripts">import * as route0`,
    );
    // Everything else is left as it was: the image preload, the style sheet, the text.
    expect(html).toContain('fetchPriority="high"/>');
    expect(html).toContain('<link nonce="N1" rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("Xin chào – ảnh");
  });

  it("gives the same page whatever the chunk edges (tags and UTF-8 characters cut in two)", async () => {
    const whole = rewriteForAfterFirstPaint(page);
    for (const size of [1, 7, 16, 64, 100_000]) expect(await throughStream(page, size)).toBe(whole);
  });

  it("takes another rewrite for the same stream", async () => {
    const upper = (html: string) => html.toUpperCase();
    const out: string[] = [];
    for await (const piece of Readable.from([Buffer.from("<p>ả"), Buffer.from("</p>")]).pipe(
      afterFirstPaintStream(upper),
    ))
      out.push(String(piece));
    expect(out.join("")).toBe("<P>Ả</P>");
  });

  it("the starter is one line of valid JavaScript", () => {
    expect(STARTER).not.toContain("\n");
    expect(() => new Function(STARTER)).not.toThrow();
  });
});
