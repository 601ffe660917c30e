import DOMPurify, { type Config, type UponSanitizeAttributeHook } from "isomorphic-dompurify";

/**
 * Stored rich text is untrusted (DESIGN.md): it is sanitised on save and again on render.
 * Only the markup an article needs survives: headings, paragraphs, lists, quotes, tables,
 * images, figures and links. Scripts, styles, frames, forms, event handlers and
 * javascript: URLs are removed.
 */
const config: Config = {
  ALLOWED_TAGS: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "div",
    "span",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "mark",
    "small",
    "sub",
    "sup",
    "code",
    "pre",
    "blockquote",
    "cite",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  ALLOWED_ATTR: [
    "href",
    "target",
    "rel",
    "title",
    "src",
    "srcset",
    "sizes",
    "alt",
    "width",
    "height",
    "colspan",
    "rowspan",
    "scope",
    "start",
    "reversed",
    "style",
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

const TEXT_ALIGN = /(?:^|;)\s*text-align\s*:\s*(left|right|center|justify)\s*(?:;|$)/i;

/** Inline styles are limited to text alignment (what the editor's align buttons write). */
const keepTextAlignOnly: UponSanitizeAttributeHook = (_node, data) => {
  if (data.attrName !== "style") return;
  const align = TEXT_ALIGN.exec(data.attrValue)?.[1];
  if (align) data.attrValue = `text-align: ${align.toLowerCase()}`;
  else data.keepAttr = false;
};

function finishElement(node: Element) {
  if (node.tagName === "A") {
    if (node.getAttribute("target") !== "_blank") node.removeAttribute("target");
    // No linked page may reach back to this one through window.opener.
    if (node.hasAttribute("href")) node.setAttribute("rel", "noopener noreferrer");
    else node.removeAttribute("rel");
  } else if (node.tagName === "IMG") {
    node.setAttribute("loading", "lazy");
    node.setAttribute("decoding", "async");
  }
}

/** Safe HTML of an article body or other rich text. */
export function sanitizeRichText(html: string): string {
  if (!html.trim()) return "";
  // The hooks are added and removed around this synchronous call so that other users of the
  // shared DOMPurify instance are not affected.
  DOMPurify.addHook("uponSanitizeAttribute", keepTextAlignOnly);
  DOMPurify.addHook("afterSanitizeAttributes", finishElement);
  try {
    return DOMPurify.sanitize(html, config) as string;
  } finally {
    DOMPurify.removeHook("uponSanitizeAttribute", keepTextAlignOnly);
    DOMPurify.removeHook("afterSanitizeAttributes", finishElement);
  }
}
