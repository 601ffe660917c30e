import DOMPurify, { type Config, type UponSanitizeAttributeHook } from "isomorphic-dompurify";
import { STORED_IMAGE_ALIGNMENTS } from "~/lib/image-align";
import { LIST_STYLE_TYPES } from "~/lib/list-styles";
import { isSameSiteTarget } from "~/lib/safe-path";

/**
 * Stored rich text is untrusted (DESIGN.md): it is sanitised on save and again on render.
 * Only the markup an article needs survives: headings, paragraphs, lists, quotes, tables,
 * images, figures and links, and the inline styles the editor's toolbar writes (filterStyle).
 * Scripts, style sheets, frames, forms, event handlers and javascript:/data: URLs are removed.
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
    "type",
    "style",
    "colwidth",
    "data-align",
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * Inline style properties the editor's toolbar writes: colour and font size of a run, paragraph
 * alignment, an image's width, table column widths, the caption line under an image
 * (14 px, italic, grey, centred, 8 px top margin) and a list's numbering, delimiter or bullet
 * (decisions 023 and 044, one of LIST_STYLE_TYPES). Every other property is dropped.
 */
const STYLE_PROPERTIES = new Set([
  "color",
  "font-size",
  "font-style",
  "font-weight",
  "text-align",
  "text-decoration",
  "width",
  "min-width",
  "max-width",
  "height",
  "margin-top",
  "margin-bottom",
  "display",
  "list-style-type",
]);

/** Plain values only: words, numbers with units, #colours, rgb()/hsl(); never url(), expression() or escapes. */
const STYLE_VALUE = /^(?:[#a-z0-9.%\s-]+|(?:rgba?|hsla?)\(\s*[\d.%]+\s*(?:[,\s/]\s*[\d.%]+\s*){2,3}\))$/i;

/** The allowed declarations of a style attribute, normalised ("color: #0433c8; text-align: center"). */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s*!important$/i, "");
    if (!STYLE_PROPERTIES.has(property) || !value || value.length > 60 || !STYLE_VALUE.test(value)) continue;
    if (property === "list-style-type" && !LIST_STYLE_TYPES.has(value.toLowerCase())) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join("; ");
}

/** Images come from this site or the web (http/https): no data:, blob: or other schemes. */
const IMAGE_SOURCE = /^(?:https?:\/\/|\/(?!\/))/i;

const filterAttributes: UponSanitizeAttributeHook = (node, data) => {
  if (data.attrName === "style") {
    const style = filterStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  } else if (data.attrName === "src" && node.tagName === "IMG" && !IMAGE_SOURCE.test(data.attrValue.trim())) {
    data.keepAttr = false;
  } else if (data.attrName === "href" && /^\s*[\\/]/.test(data.attrValue) && !isSameSiteTarget(data.attrValue.trim())) {
    // "/\\host" or "/%2F%2Fhost" dressed as a path of ours leads elsewhere.
    data.keepAttr = false;
  } else if ((data.attrName === "width" || data.attrName === "height") && !/^\d{1,5}(?:px|%)?$/.test(data.attrValue)) {
    data.keepAttr = false;
  } else if (data.attrName === "type" && !(node.tagName === "OL" && /^[1aAiI]$/.test(data.attrValue))) {
    // Only an ordered list's numbering: 1, a, A, i, I.
    data.keepAttr = false;
  } else if (data.attrName === "colwidth" && !/^\d{1,5}(?:,\d{1,5})*$/.test(data.attrValue)) {
    data.keepAttr = false;
  } else if (
    data.attrName === "data-align" &&
    !(node.tagName === "IMG" && STORED_IMAGE_ALIGNMENTS.has(data.attrValue))
  ) {
    // Only a body image's place in the column: left, right or full (decision 044).
    data.keepAttr = false;
  }
};

function finishElement(node: Element) {
  if (node.tagName === "A") {
    if (node.getAttribute("target") !== "_blank") node.removeAttribute("target");
    // No linked page may reach back to this one through window.opener.
    if (node.hasAttribute("href")) node.setAttribute("rel", "noopener noreferrer");
    else node.removeAttribute("rel");
  } else if (node.tagName === "IMG") {
    // An image whose source was refused shows nothing rather than a broken frame.
    if (!node.hasAttribute("src")) {
      node.remove();
      return;
    }
    node.setAttribute("loading", "lazy");
    node.setAttribute("decoding", "async");
  }
}

/** Safe HTML of an article body or other rich text. */
export function sanitizeRichText(html: string): string {
  if (!html.trim()) return "";
  // The hooks are added and removed around this synchronous call so that other users of the
  // shared DOMPurify instance are not affected.
  DOMPurify.addHook("uponSanitizeAttribute", filterAttributes);
  DOMPurify.addHook("afterSanitizeAttributes", finishElement);
  try {
    return DOMPurify.sanitize(html, config) as string;
  } finally {
    DOMPurify.removeHook("uponSanitizeAttribute", filterAttributes);
    DOMPurify.removeHook("afterSanitizeAttributes", finishElement);
  }
}
