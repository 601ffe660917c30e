import { type LevelledItem, markerOf, nestByLevel } from "./paste-lists";
import { declarationsOf } from "./paste-style";

/**
 * Word (Windows, Mac, 365) writes a list item as a paragraph styled `mso-list:l0 level2 lfo1`
 * whose typed marker ("1.", "a.", "ii.", "·") sits between `<![if !supportLists]>` and
 * `<![endif]>` (or the `<!--[if !supportLists]-->` comment form), in a `mso-list:Ignore` span.
 * Numbered headings carry the same marker.
 */

const WORD_LIST = /^l(\d+)\s+level(\d+)/;
const SUPPORT_LISTS = /\[if\s+!supportLists\]/i;
const END_IF = /\[endif\]/i;

/** Removes the typed marker of a Word paragraph and returns its text. */
function takeMarker(paragraph: Element): string {
  const doc = paragraph.ownerDocument;
  const walker = doc.createTreeWalker(paragraph, 128 /* NodeFilter.SHOW_COMMENT */);
  const starts: Node[] = [];
  while (walker.nextNode()) if (SUPPORT_LISTS.test(walker.currentNode.nodeValue ?? "")) starts.push(walker.currentNode);
  let text = "";
  for (const start of starts) {
    let node = start.nextSibling;
    while (node && !(node.nodeType === 8 && END_IF.test(node.nodeValue ?? ""))) {
      const next = node.nextSibling;
      text += node.textContent ?? "";
      node.parentNode?.removeChild(node);
      node = next;
    }
    node?.parentNode?.removeChild(node);
    start.parentNode?.removeChild(start);
  }
  if (starts.length > 0) return text;
  // Without the conditional comments, the marker is the span Word tells readers to ignore.
  for (const span of Array.from(paragraph.querySelectorAll("[style]"))) {
    if (declarationsOf(span).get("mso-list") !== "ignore") continue;
    text += span.textContent ?? "";
    span.remove();
  }
  return text;
}

function wordListOf(element: Element): RegExpExecArray | null {
  return WORD_LIST.exec(declarationsOf(element).get("mso-list") ?? "");
}

/** Empty Word paragraphs (`<o:p>&nbsp;</o:p>`) do not break a run of list paragraphs. */
function isBlank(element: Element): boolean {
  return element.tagName === "P" && !/[^\s\u00a0]/.test(element.textContent ?? "") && !element.querySelector("img");
}

function nextParagraph(element: Element): Element | null {
  let next = element.nextElementSibling;
  while (next && isBlank(next)) next = next.nextElementSibling;
  return next;
}

/** Rebuilds Word's list paragraphs as nested lists and takes the typed numbers off its headings. */
export function rebuildWordLists(root: Element) {
  for (const heading of Array.from(root.querySelectorAll("h1, h2, h3, h4, h5, h6"))) takeMarker(heading);
  const paragraphs = Array.from(root.querySelectorAll("p")).filter((p) => wordListOf(p) !== null);
  const done = new Set<Element>();
  for (const first of paragraphs) {
    if (done.has(first)) continue;
    const run: Element[] = [];
    for (let p: Element | null = first; p && wordListOf(p); p = nextParagraph(p)) run.push(p);
    const items: LevelledItem[] = run.map((paragraph) => {
      done.add(paragraph);
      const [, listId, level] = wordListOf(paragraph) as RegExpExecArray;
      const marker = markerOf(takeMarker(paragraph));
      const item = paragraph.ownerDocument.createElement("li");
      while (paragraph.firstChild) item.appendChild(paragraph.firstChild);
      return { level: Number(level), marker, item, listId };
    });
    nestByLevel(items, first);
    for (const paragraph of run) paragraph.remove();
  }
}
