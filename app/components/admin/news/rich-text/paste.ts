import { isSafeLinkUrl } from "./link-url";
import { dropEmptyBlocks, normaliseHeadings, normaliseTables } from "./paste-blocks";
import { repairLists } from "./paste-lists";
import { fontAsSpanStyle, formattingFromStyles, keptStyle } from "./paste-style";
import { rebuildWordLists } from "./paste-word";

/** Elements whose whole content goes: code, styles, Word's XML islands, embedded things. */
const DROP = "script, style, meta, link, title, xml, noscript, template, iframe, object, embed, form, svg, math, head";
/** Attributes kept per element (style is rebuilt by keptStyle); every other one goes. */
const KEEP: Record<string, readonly string[]> = {
  A: ["href"],
  IMG: ["src", "alt", "width"],
  TD: ["colspan", "rowspan"],
  TH: ["colspan", "rowspan"],
  OL: ["type", "start"],
};
const LOCAL_OR_WEB_IMAGE = /^(https?:\/\/|\/(?!\/)|blob:|data:image\/(png|jpe?g|gif|webp);)/i;

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

function removeComments(root: Node) {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** LibreOffice's <font> becomes a span with its colour and size, which keptStyle then judges. */
function fontsToSpans(root: Element) {
  for (const font of Array.from(root.querySelectorAll("font"))) {
    const span = font.ownerDocument.createElement("span");
    const style = fontAsSpanStyle(font);
    if (style) span.setAttribute("style", style);
    while (font.firstChild) span.appendChild(font.firstChild);
    font.replaceWith(span);
  }
}

function keepOnlyKnownAttributes(element: Element) {
  const style = keptStyle(element);
  const keep = KEEP[element.tagName] ?? [];
  for (const attribute of Array.from(element.attributes)) {
    if (!keep.includes(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
  }
  if (style) element.setAttribute("style", style);
  if (element.tagName === "A") {
    const href = element.getAttribute("href");
    if (href !== null && !isSafeLinkUrl(href)) element.removeAttribute("href");
  }
  if (element.tagName === "IMG" && !LOCAL_OR_WEB_IMAGE.test(element.getAttribute("src") ?? "")) element.remove();
}

/**
 * Cleans HTML pasted from Word (Windows, Mac, 365), Google Docs, LibreOffice or a web page. It
 * keeps what the author wrote: headings (the page owns h1), paragraphs and their alignment,
 * nested lists with their numbering style, bold/italic/underline/strike, palette colours and
 * toolbar sizes, links, tables with header cells, images. Scripts, Office markup, classes, ids,
 * fonts, other colours and sizes, empty paragraphs and event handlers go (decision 023).
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  // Word's markers live in conditional comments and styles: read them before anything goes.
  rebuildWordLists(body);
  for (const element of Array.from(doc.querySelectorAll(DROP))) element.remove();
  // Word's <o:p> and other namespaced tags: keep their text only.
  for (const element of Array.from(body.querySelectorAll("*"))) {
    if (element.tagName.includes(":")) unwrap(element);
  }
  formattingFromStyles(body);
  fontsToSpans(body);
  repairLists(body);
  normaliseHeadings(body);
  normaliseTables(body);
  removeComments(body);
  dropEmptyBlocks(body);
  for (const element of Array.from(body.querySelectorAll("*"))) keepOnlyKnownAttributes(element);
  return body.innerHTML;
}

/** The image files of a paste or drop (screenshots, files from the desktop). */
export function imageFilesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  return Array.from(data.files).filter((file) => file.type.startsWith("image/"));
}
