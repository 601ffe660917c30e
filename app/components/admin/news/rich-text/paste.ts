import { isSafeLinkUrl } from "./link-url";

/** Elements whose whole content goes: code, styles, Word's XML islands, embedded things. */
const DROP = "script, style, meta, link, title, xml, noscript, template, iframe, object, embed, form, svg, math, head";
/** Attributes kept per element; every other attribute (class, style, id, on*, data-*) goes. */
const KEEP: Record<string, readonly string[]> = {
  A: ["href"],
  IMG: ["src", "alt", "width"],
  TD: ["colspan", "rowspan"],
  TH: ["colspan", "rowspan"],
};
const LOCAL_OR_WEB_IMAGE = /^(https?:\/\/|\/(?!\/)|blob:|data:image\/(png|jpe?g|gif|webp);)/i;

function styleOf(element: Element): string {
  return (element.getAttribute("style") ?? "").toLowerCase().replace(/\s+/g, "");
}

function wrap(element: Element, tag: string) {
  const doc = element.ownerDocument;
  const wrapper = doc.createElement(tag);
  while (element.firstChild) wrapper.appendChild(element.firstChild);
  element.appendChild(wrapper);
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

/**
 * Google Docs writes bold and italic as styled spans (and wraps everything in a
 * <b style="font-weight:normal">); turn those styles into real <strong>/<em>/<u>/<s> before
 * the styles are dropped.
 */
function keepFormattingFromStyles(root: Element) {
  for (const element of Array.from(root.querySelectorAll("[style]"))) {
    const style = styleOf(element);
    if (/font-weight:(normal|400)/.test(style) && /^(B|STRONG)$/.test(element.tagName)) {
      unwrap(element);
      continue;
    }
    if (element.tagName !== "SPAN") continue;
    if (/font-weight:(bold|[6-9]00)/.test(style)) wrap(element, "strong");
    if (/font-style:italic/.test(style)) wrap(element, "em");
    if (/text-decoration[^;]*underline/.test(style)) wrap(element, "u");
    if (/text-decoration[^;]*line-through/.test(style)) wrap(element, "s");
  }
}

/**
 * Word (desktop) writes list items as paragraphs styled mso-list with the bullet or number as
 * text in a span marked mso-list:Ignore; gather runs of them into real lists.
 */
function rebuildWordLists(root: Element) {
  const items = Array.from(root.querySelectorAll("p")).filter(
    (p) => /mso-list:/.test(styleOf(p)) || /MsoListParagraph/.test(p.className),
  );
  for (const paragraph of items) {
    const marker = paragraph.querySelector('[style*="mso-list"]');
    const markerText = (marker?.textContent ?? "").trim();
    const tag = /^([\dA-Za-z]{1,3}|[ivxlcdm]+)[.)]/i.test(markerText) ? "OL" : "UL";
    marker?.remove();
    const before = paragraph.previousElementSibling;
    let list: Element;
    if (before?.tagName === tag && before.hasAttribute("data-word-list")) {
      list = before;
    } else {
      list = paragraph.ownerDocument.createElement(tag);
      list.setAttribute("data-word-list", "");
      paragraph.before(list);
    }
    const item = paragraph.ownerDocument.createElement("li");
    while (paragraph.firstChild) item.appendChild(paragraph.firstChild);
    list.appendChild(item);
    paragraph.remove();
  }
}

function removeComments(root: Node) {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/**
 * Cleans HTML pasted from Word, Google Docs or a web page: keeps headings, paragraphs, lists,
 * bold/italic/underline/strike, links, tables and images, and drops scripts, styles, classes,
 * ids and event handlers. The editor's schema then keeps only what it knows.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  for (const element of Array.from(doc.querySelectorAll(DROP))) element.remove();
  // Word's <o:p> and other namespaced tags: keep their text only.
  for (const element of Array.from(body.querySelectorAll("*"))) {
    if (element.tagName.includes(":")) unwrap(element);
  }
  keepFormattingFromStyles(body);
  rebuildWordLists(body);
  removeComments(body);
  for (const element of Array.from(body.querySelectorAll("*"))) {
    const keep = KEEP[element.tagName] ?? [];
    for (const attribute of Array.from(element.attributes)) {
      if (!keep.includes(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
    }
    if (element.tagName === "A") {
      const href = element.getAttribute("href");
      if (href !== null && !isSafeLinkUrl(href)) element.removeAttribute("href");
    }
    if (element.tagName === "IMG" && !LOCAL_OR_WEB_IMAGE.test(element.getAttribute("src") ?? "")) element.remove();
  }
  return body.innerHTML;
}

/** The image files of a paste or drop (screenshots, files from the desktop). */
export function imageFilesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  return Array.from(data.files).filter((file) => file.type.startsWith("image/"));
}
