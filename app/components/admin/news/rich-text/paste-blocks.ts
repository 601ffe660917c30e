import { alignmentOf } from "./paste-style";

/** Headings, tables and empty blocks of pasted HTML, made into what the article can hold. */

/** "1. ", "2.3 ", "IV. ", "B) " typed before a heading's title (Word's numbered headings). */
const HEADING_NUMBER = /^[\s\u00a0]*(?:\d{1,3}(?:\.\d{1,3})+\.?|\d{1,3}[.)]|[IVXLC]{1,6}[.)]|[A-Z][.)])[\s\u00a0]+/;

function firstText(element: Element): Text | null {
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  while (walker.nextNode())
    if (/[^\s\u00a0]/.test(walker.currentNode.nodeValue ?? "")) return walker.currentNode as Text;
  return null;
}

function renamed(element: Element, tag: string): Element {
  const copy = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes)) copy.setAttribute(attribute.name, attribute.value);
  while (element.firstChild) copy.appendChild(element.firstChild);
  element.replaceWith(copy);
  return copy;
}

/**
 * The page owns its <h1>: when the paste has one, every heading moves one level down (h1 to h2,
 * h2 to h3...), keeping their order, to the editor's deepest level h4. Typed numbers go.
 */
export function normaliseHeadings(root: Element) {
  const headings = Array.from(root.querySelectorAll("h1, h2, h3, h4, h5, h6"));
  const shift = headings.some((heading) => heading.tagName === "H1") ? 1 : 0;
  for (const heading of headings) {
    const text = firstText(heading);
    if (text) text.nodeValue = (text.nodeValue ?? "").replace(HEADING_NUMBER, "");
    const level = Math.min(4, Number(heading.tagName[1]) + shift);
    if (level !== Number(heading.tagName[1])) renamed(heading, `h${level}`);
  }
}

const BOLD = "b, strong";

/** Every bit of text in the cell is bold (Word and LibreOffice write a header row so). */
function isBoldCell(cell: Element): boolean {
  const walker = cell.ownerDocument.createTreeWalker(cell, 4 /* NodeFilter.SHOW_TEXT */);
  let text = false;
  while (walker.nextNode()) {
    if (!/[^\s\u00a0]/.test(walker.currentNode.nodeValue ?? "")) continue;
    text = true;
    if (!walker.currentNode.parentElement?.closest(BOLD)) return false;
  }
  return text;
}

/**
 * Tables keep their header cells: <thead> rows, and a first row whose every cell is bold (Word
 * has no <th>). A cell's alignment moves onto its paragraphs, where the editor keeps it.
 */
export function normaliseTables(root: Element) {
  for (const table of Array.from(root.querySelectorAll("table"))) {
    const rows = Array.from(table.querySelectorAll("tr")).filter((row) => row.closest("table") === table);
    const first = rows[0];
    const firstCells = first ? Array.from(first.children) : [];
    const boldHeader = firstCells.length > 0 && firstCells.every((cell) => cell.tagName === "TH" || isBoldCell(cell));
    for (const row of rows) {
      const header = row.parentElement?.tagName === "THEAD" || (row === first && boldHeader);
      for (const cell of Array.from(row.children)) {
        const target = header && cell.tagName === "TD" ? renamed(cell, "th") : cell;
        alignCellContent(target);
      }
    }
  }
}

function alignCellContent(cell: Element) {
  const alignment = alignmentOf(cell);
  if (!alignment) return;
  const blocks = Array.from(cell.children).filter((child) => /^(P|H[1-6])$/.test(child.tagName));
  if (blocks.length === 0) {
    const paragraph = cell.ownerDocument.createElement("p");
    while (cell.firstChild) paragraph.appendChild(cell.firstChild);
    cell.appendChild(paragraph);
    blocks.push(paragraph);
  }
  for (const block of blocks) if (!alignmentOf(block)) block.setAttribute("align", alignment);
}

function isEmpty(element: Element): boolean {
  return !/[^\s\u00a0]/.test(element.textContent ?? "") && !element.querySelector("img, table, li");
}

/**
 * Drops what shows nothing: paragraphs and list items holding only spaces or &nbsp; (Word's
 * spacing lines, Google Docs' empty items), and <br> between blocks or ending a block.
 */
export function dropEmptyBlocks(root: Element) {
  for (const br of Array.from(root.querySelectorAll("br")).reverse()) {
    const before = meaningful(br, "previousSibling");
    const after = meaningful(br, "nextSibling");
    if (!after || (isBlockOrNothing(before) && isBlockOrNothing(after))) br.remove();
  }
  for (const element of Array.from(root.querySelectorAll("p, li, h1, h2, h3, h4, h5, h6")).reverse()) {
    if (isEmpty(element)) element.remove();
  }
  // Bookmarks (Word's <a name="_Toc…">) show nothing.
  for (const anchor of Array.from(root.querySelectorAll("a:not([href])"))) {
    if (!anchor.hasChildNodes()) anchor.remove();
  }
  dropLayoutWhitespace(root);
}

/** Line breaks between blocks in the source: no meaning in HTML, noise in the result. */
function dropLayoutWhitespace(root: Element) {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const blank: Node[] = [];
  while (walker.nextNode()) {
    const text = walker.currentNode;
    if (/[^\s\u00a0]/.test(text.nodeValue ?? "")) continue;
    if (isBlockOrNothing(meaningful(text, "previousSibling")) && isBlockOrNothing(meaningful(text, "nextSibling"))) {
      blank.push(text);
    }
  }
  for (const text of blank) text.parentNode?.removeChild(text);
}

const BLOCK = /^(P|H[1-6]|UL|OL|LI|TABLE|THEAD|TBODY|TR|TD|TH|COLGROUP|COL|DIV|BLOCKQUOTE|HR|FIGURE|IMG)$/;

function isBlockOrNothing(node: Node | null): boolean {
  return node === null || (node.nodeType === 1 && BLOCK.test((node as Element).tagName));
}

/** The nearest sibling that is not blank text. */
function meaningful(node: Node, direction: "previousSibling" | "nextSibling"): Node | null {
  let sibling = node[direction];
  while (sibling && sibling.nodeType === 3 && !/[^\s\u00a0]/.test(sibling.nodeValue ?? ""))
    sibling = sibling[direction];
  return sibling;
}
