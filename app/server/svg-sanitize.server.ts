import DOMPurify from "isomorphic-dompurify";

const FORBIDDEN_TAGS = ["script", "foreignObject", "style", "iframe", "embed", "object", "audio", "video"];

/** True when the text is an SVG document (optionally after an XML declaration, comments or a doctype). */
export function looksLikeSvg(text: string): boolean {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, "")
    .replace(/<\?xml[\s\S]*?\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!DOCTYPE[\s\S]*?>/i, "")
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

/**
 * Removes everything in an SVG that can run code or fetch from elsewhere: scripts, event
 * handlers, foreign objects, style sheets, and references that are not internal (#id) or
 * inline raster data.
 */
export function sanitizeSvg(svg: string): string {
  const hook = (_node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (name.startsWith("on")) data.keepAttr = false;
    if (
      (name === "href" || name === "xlink:href") &&
      !value.startsWith("#") &&
      !/^data:image\/(png|jpe?g|gif|webp);/i.test(value)
    ) {
      data.keepAttr = false;
    }
    if (/url\s*\(\s*['"]?\s*(?!#)/i.test(value)) data.keepAttr = false;
  };
  // Hooks are global to the DOMPurify instance: add, sanitise (synchronous), remove.
  DOMPurify.addHook("uponSanitizeAttribute", hook);
  try {
    return DOMPurify.sanitize(svg, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: FORBIDDEN_TAGS,
      WHOLE_DOCUMENT: false,
    });
  } finally {
    DOMPurify.removeHook("uponSanitizeAttribute");
  }
}
