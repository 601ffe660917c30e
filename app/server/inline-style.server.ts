/**
 * Public pages carry their style sheet in the document (decision 022): a phone then paints as soon
 * as the HTML has arrived, instead of waiting one more round trip for `/assets/root-….css`.
 *
 * React Router's <Links> writes the sheet as `<link nonce rel="stylesheet" href="/assets/….css">`;
 * this rewrite puts the built file's text before it as a `<style>` (the CSP's style-src allows
 * inline styles) and disables the link. The style sheet is global (app.css, imported by the root), so client navigations
 * keep it. A sheet above INLINE_STYLE_MAX_BYTES, or one not found in the build (the dev server),
 * stays a link.
 */
import fs from "node:fs";
import path from "node:path";

/** Above this (raw bytes) a sheet costs every document more than the round trip it saves. */
export const INLINE_STYLE_MAX_BYTES = 96 * 1024;

const STYLESHEET = /<link nonce="([^"]*)" rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;

/** The built style sheets' texts by href, read once from the client build (undefined: keep the link). */
export function builtStyleReader(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      const file = path.join(clientDir, href);
      const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
      texts.set(href, text !== undefined && Buffer.byteLength(text) <= INLINE_STYLE_MAX_BYTES ? text : undefined);
    }
    return texts.get(href);
  };
}

/** Replaces each built style sheet's link by its text (whole tags only, as the stream hands them). */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET, (link, nonce: string, href: string) => {
    const text = read(href);
    // "</style" cannot occur in a built sheet; refuse rather than end the element early.
    if (text === undefined || /<\/style/i.test(text)) return link;
    // The link stays for React's hydration to find (it matches a <link> by rel and href), disabled:
    // a disabled style sheet is not fetched and applies nothing.
    return `<style nonce="${nonce}" data-href="${href}">${text}</style><link nonce="${nonce}" rel="stylesheet" href="${href}" disabled=""/>`;
  });
}
