import { declarationsOf } from "./paste-style";

/**
 * Lists from Word, Google Docs and LibreOffice, rebuilt as real nested <ul>/<ol> with their
 * numbering style (an <ol type> the editor's ordered list keeps).
 */

export type NumberingType = "1" | "a" | "A" | "i" | "I";

export interface Marker {
  tag: "UL" | "OL";
  type: NumberingType;
  value: number;
}

const CSS_TO_TYPE: Record<string, NumberingType> = {
  decimal: "1",
  "lower-alpha": "a",
  "lower-latin": "a",
  "upper-alpha": "A",
  "upper-latin": "A",
  "lower-roman": "i",
  "upper-roman": "I",
};
const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

function romanValue(text: string): number {
  let total = 0;
  const values = [...text].map((letter) => ROMAN[letter] ?? 0);
  values.forEach((value, index) => {
    total += value < (values[index + 1] ?? 0) ? -value : value;
  });
  return total;
}

function latinValue(text: string): number {
  return [...text].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 96, 0);
}

/**
 * What a typed marker says: "1." or "1.2." decimal, "a." "B)" latin, "ii." "IV)" roman, anything
 * else (·, o, §, -) a bullet. A lone "i" is roman: a latin list reaches "i" only after "h", and its
 * first item, which decides, is "a".
 */
export function markerOf(text: string): Marker {
  const marker = text.replace(/[\s\u00a0]+/g, "");
  const bullet: Marker = { tag: "UL", type: "1", value: 1 };
  const decimal = /^\(?(?:\d+\.)*(\d+)[.)]?$/.exec(marker);
  if (decimal && /[.)]$|^\d+$/.test(marker)) return { tag: "OL", type: "1", value: Number(decimal[1]) };
  const letters = /^\(?([a-z]{1,4}|[A-Z]{1,4})[.)]$/.exec(marker);
  if (!letters) return bullet;
  const word = letters[1] ?? "";
  const lower = word.toLowerCase();
  const upper = word !== lower;
  if (/^[ivxlcdm]+$/.test(lower) && (lower === "i" || lower.length > 1)) {
    return { tag: "OL", type: upper ? "I" : "i", value: romanValue(lower) };
  }
  return { tag: "OL", type: upper ? "A" : "a", value: latinValue(lower) };
}

/** The numbering type an <ol> declares, itself or on its first item (Google Docs). */
function declaredType(list: Element): NumberingType | null {
  const own = list.getAttribute("type");
  if (own && /^[1aAiI]$/.test(own)) return own as NumberingType;
  const style = declarationsOf(list).get("list-style-type");
  if (style && CSS_TO_TYPE[style]) return CSS_TO_TYPE[style];
  const first = list.querySelector(":scope > li");
  const itemStyle = first ? declarationsOf(first).get("list-style-type") : undefined;
  return itemStyle ? (CSS_TO_TYPE[itemStyle] ?? null) : null;
}

export interface LevelledItem {
  level: number;
  marker: Marker;
  item: HTMLLIElement;
  /** Items of another list (Word's lN) start a new top-level list. */
  listId?: string;
}

function newList(doc: Document, marker: Marker): Element {
  const list = doc.createElement(marker.tag);
  if (marker.tag === "OL" && marker.type !== "1") list.setAttribute("type", marker.type);
  if (marker.tag === "OL" && marker.value > 1) list.setAttribute("start", String(marker.value));
  return list;
}

/**
 * Nests items by their level: a deeper item opens a list inside the previous item, a shallower
 * one closes lists, and a change from bullets to numbers at one level starts a new list there.
 * The top-level lists are inserted before `anchor`.
 */
export function nestByLevel(items: readonly LevelledItem[], anchor: Node) {
  const doc = anchor.ownerDocument as Document;
  const stack: { level: number; list: Element; tag: string; listId?: string }[] = [];
  for (const { level, marker, item, listId } of items) {
    while ((stack.at(-1)?.level ?? 0) > level) stack.pop();
    let top = stack.at(-1);
    const sameList = top && top.level === level && top.tag === marker.tag && (level > 1 || top.listId === listId);
    if (top && top.level === level && !sameList) {
      stack.pop();
      top = stack.at(-1);
    }
    if (!sameList) {
      const list = newList(doc, marker);
      const parentItem = top?.list.lastElementChild;
      if (parentItem) parentItem.appendChild(list);
      else anchor.parentNode?.insertBefore(list, anchor);
      top = { level, list, tag: marker.tag, listId };
      stack.push(top);
    }
    top?.list.appendChild(item);
  }
}

/** Lists placed directly in a list (Google Docs, LibreOffice) move into the item before them. */
function moveStrayLists(root: Element) {
  for (const list of Array.from(root.querySelectorAll(":is(ul, ol) > :is(ul, ol)"))) {
    let item = list.previousElementSibling;
    if (item?.tagName !== "LI") {
      item = list.ownerDocument.createElement("li");
      list.before(item);
    }
    item.appendChild(list);
  }
}

/** A flat list whose items say their depth in aria-level (Google Docs, Word on the web) is nested. */
function nestFlatLists(root: Element) {
  for (const list of Array.from(root.querySelectorAll("ul, ol"))) {
    const items = Array.from(list.children).filter((child): child is HTMLLIElement => child.tagName === "LI");
    const levels = items.map((item) => Number(item.getAttribute("aria-level") ?? "1") || 1);
    if (!levels.some((level) => level !== levels[0])) continue;
    const type = declaredType(list) ?? "1";
    const marker: Marker = { tag: list.tagName === "OL" ? "OL" : "UL", type, value: 1 };
    const anchor = list.ownerDocument.createComment("");
    list.before(anchor);
    nestByLevel(
      items.map((item, index) => {
        const style = declarationsOf(item).get("list-style-type") ?? "";
        const own: Marker = CSS_TO_TYPE[style] ? { tag: "OL", type: CSS_TO_TYPE[style], value: 1 } : marker;
        const bullet = /^(disc|circle|square)$/.test(style);
        return { level: levels[index] ?? 1, marker: bullet ? { ...marker, tag: "UL" } : own, item };
      }),
      anchor,
    );
    anchor.remove();
    list.remove();
  }
}

/** Nesting and numbering styles of the lists that came as lists. */
export function repairLists(root: Element) {
  moveStrayLists(root);
  nestFlatLists(root);
  for (const list of Array.from(root.querySelectorAll("ol"))) {
    const type = declaredType(list);
    if (type && type !== "1") list.setAttribute("type", type);
    else list.removeAttribute("type");
  }
}
