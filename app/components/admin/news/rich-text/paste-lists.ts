import {
  type BulletStyle,
  type Delimiter,
  isBulletStyle,
  type NumberingType,
  orderedListStyle,
} from "~/lib/list-styles";
import { declarationsOf } from "./paste-style";

/**
 * Lists from Word, Google Docs and LibreOffice, rebuilt as real nested <ul>/<ol> with their
 * numbering style (an <ol type> the editor's ordered list keeps), their delimiter ("1)", "(a)")
 * and their bullet (circle, square) as the list's list-style-type (decision 044).
 */

export interface Marker {
  tag: "UL" | "OL";
  type: NumberingType;
  value: number;
  /** "1)" or "(1)": an ordered list's delimiter other than the dot. */
  delimiter?: Delimiter;
  /** A bullet list's bullet other than the disc. */
  bullet?: BulletStyle;
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

/** Word's bullets: "o" (Courier New) and "◦" are circles, "§" (Wingdings' square) and "▪" squares. */
const CIRCLE_BULLETS = /^[o◦○]$/;
const SQUARE_BULLETS = /^[§▪■□\uf0a7]$/;

/** "1)" and "(1)": the delimiter of a typed marker, none for "1.". */
function delimiterOfMarker(marker: string): Delimiter | undefined {
  if (!marker.endsWith(")")) return undefined;
  return marker.startsWith("(") ? "parens" : "paren";
}

/**
 * What a typed marker says: "1." or "1.2." decimal, "a." "B)" latin, "ii." "IV)" roman, with
 * their delimiter ("1)", "(a)"); anything else a bullet (·, o, §, -), a circle or a square. A lone
 * "i" is roman: a latin list reaches "i" only after "h", and its first item, which decides, is "a".
 */
export function markerOf(text: string): Marker {
  const marker = text.replace(/[\s\u00a0]+/g, "");
  const delimiter = delimiterOfMarker(marker);
  const ordered = (type: NumberingType, value: number): Marker =>
    delimiter ? { tag: "OL", type, value, delimiter } : { tag: "OL", type, value };
  const decimal = /^\(?(?:\d+\.)*(\d+)[.)]?$/.exec(marker);
  if (decimal && /[.)]$|^\d+$/.test(marker)) return ordered("1", Number(decimal[1]));
  const letters = /^\(?([a-z]{1,4}|[A-Z]{1,4})[.)]$/.exec(marker);
  if (!letters) {
    if (CIRCLE_BULLETS.test(marker)) return { tag: "UL", type: "1", value: 1, bullet: "circle" };
    if (SQUARE_BULLETS.test(marker)) return { tag: "UL", type: "1", value: 1, bullet: "square" };
    return { tag: "UL", type: "1", value: 1 };
  }
  const word = letters[1] ?? "";
  const lower = word.toLowerCase();
  const upper = word !== lower;
  if (/^[ivxlcdm]+$/.test(lower) && (lower === "i" || lower.length > 1)) {
    return ordered(upper ? "I" : "i", romanValue(lower));
  }
  return ordered(upper ? "A" : "a", latinValue(lower));
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

/** The bullet a <ul> declares, itself or on its first item (Google Docs, Word on the web). */
function declaredBullet(list: Element): BulletStyle | undefined {
  const first = list.querySelector(":scope > li");
  const style = declarationsOf(list).get("list-style-type") ?? (first && declarationsOf(first).get("list-style-type"));
  return isBulletStyle(style) ? style : undefined;
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
  const style =
    marker.tag === "OL" ? marker.delimiter && orderedListStyle(marker.type, marker.delimiter) : marker.bullet;
  if (style) list.setAttribute("style", `list-style-type: ${style}`);
  return list;
}

/**
 * The depth each item is shown at, from the levels the program wrote: one deeper than the item
 * before at most, and an outdent goes back to the depth of the last item at that level or above.
 * A paste that starts on an indented item (Google Docs: level 3, then 2, then 1) or skips a level
 * thus never makes an item with nothing in it but a list.
 */
export function depthsOf(levels: readonly number[]): number[] {
  const open: number[] = [];
  return levels.map((level) => {
    while (open.length > 0 && (open.at(-1) ?? 0) > level) open.pop();
    if (open.length === 0 || (open.at(-1) ?? 0) < level) open.push(level);
    return open.length;
  });
}

/**
 * Whether an item continues a list of the same depth: the same numbering or bullet. A lone "i."
 * after "h." is the latin list's ninth item, not a roman list.
 */
function sameKind(list: Marker, item: Marker): boolean {
  if (list.tag !== item.tag || list.bullet !== item.bullet || list.delimiter !== item.delimiter) return false;
  if (list.type === item.type) return true;
  return item.value === 1 && list.type.toLowerCase() === "a" && item.type === (list.type === "a" ? "i" : "I");
}

/**
 * Nests items by their level: a deeper item opens a list inside the previous item, a shallower
 * one closes lists, and another kind of list at one level (bullets after numbers, letters after
 * numbers, squares after discs) starts a new list there.
 * The top-level lists are inserted before `anchor`.
 */
export function nestByLevel(items: readonly LevelledItem[], anchor: Node) {
  const doc = anchor.ownerDocument as Document;
  const depths = depthsOf(items.map((entry) => entry.level));
  const stack: { level: number; list: Element; marker: Marker; listId?: string }[] = [];
  items.forEach(({ marker, item, listId }, index) => {
    const level = depths[index] ?? 1;
    while ((stack.at(-1)?.level ?? 0) > level) stack.pop();
    let top = stack.at(-1);
    const sameList = top && top.level === level && sameKind(top.marker, marker) && (level > 1 || top.listId === listId);
    if (top && top.level === level && !sameList) {
      stack.pop();
      top = stack.at(-1);
    }
    if (!sameList) {
      const list = newList(doc, marker);
      const parentItem = top?.list.lastElementChild;
      if (parentItem) parentItem.appendChild(list);
      else anchor.parentNode?.insertBefore(list, anchor);
      top = { level, list, marker, listId };
      stack.push(top);
    }
    top?.list.appendChild(item);
  });
}

const LIST = /^(UL|OL)$/;
const POINTS_PER_LEVEL = 36;

/** A level from an indent (margin-left: 36pt or 48px a level), when the item says no aria-level. */
function indentLevel(element: Element): number {
  const margin = /^(\d+(?:\.\d+)?)(pt|px)$/.exec(declarationsOf(element).get("margin-left") ?? "");
  if (!margin) return 1;
  const points = Number(margin[1]) * (margin[2] === "px" ? 0.75 : 1);
  return Math.round(points / POINTS_PER_LEVEL) + 1;
}

function hasContent(nodes: readonly Node[]): boolean {
  return nodes.some(
    (node) =>
      /[^\s\u00a0]/.test(node.textContent ?? "") || (node.nodeType === 1 && (node as Element).querySelector("img")),
  );
}

/** What one item of a list says about itself: its level and its marker. */
function itemOf(item: Element, group: readonly Element[]): LevelledItem | null {
  const own = Array.from(item.childNodes).filter((node) => !LIST.test((node as Element).tagName ?? ""));
  // Google Docs' wrappers (an item that only holds a list) and empty items are no items.
  if (!hasContent(own)) return null;
  const list = item.parentElement as Element;
  let depth = 0;
  for (let at: Element | null = list; at; at = at.parentElement) {
    if (LIST.test(at.tagName)) depth++;
    if (group.includes(at)) break;
  }
  const aria = Number(item.getAttribute("aria-level"));
  const level = aria > 0 ? aria : Math.max(depth, indentLevel(item), indentLevel(list));
  const style = declarationsOf(item).get("list-style-type") ?? "";
  const first = list.querySelector(":scope > li") === item;
  const value = first ? Number(list.getAttribute("start")) || 1 : 1;
  let marker: Marker;
  if (CSS_TO_TYPE[style]) marker = { tag: "OL", type: CSS_TO_TYPE[style], value };
  else if (style === "disc") marker = { tag: "UL", type: "1", value: 1 };
  else if (isBulletStyle(style)) marker = { tag: "UL", type: "1", value: 1, bullet: style };
  else if (list.tagName === "OL") marker = { tag: "OL", type: declaredType(list) ?? "1", value };
  else {
    const bullet = declaredBullet(list);
    marker = bullet ? { tag: "UL", type: "1", value: 1, bullet } : { tag: "UL", type: "1", value: 1 };
  }
  const rebuilt = item.ownerDocument.createElement("li");
  for (const node of own) rebuilt.appendChild(node);
  return { level, marker, item: rebuilt };
}

/** Outermost lists side by side (nothing but spaces between them): one list to the reader. */
function listGroups(root: Element): Element[][] {
  const groups: Element[][] = [];
  const taken = new Set<Element>();
  for (const list of Array.from(root.querySelectorAll("ul, ol"))) {
    if (taken.has(list) || list.parentElement?.closest("ul, ol")) continue;
    const group = [list];
    for (let next = list.nextSibling; next; next = next.nextSibling) {
      if (next.nodeType === 3 && !/[^\s\u00a0]/.test(next.nodeValue ?? "")) continue;
      if (next.nodeType !== 1 || !LIST.test((next as Element).tagName)) break;
      group.push(next as Element);
    }
    for (const member of group) taken.add(member);
    groups.push(group);
  }
  return groups;
}

/**
 * Whether a group of lists is written the way Google Docs, Word on the web or LibreOffice write
 * nesting rather than as nested HTML: items saying their depth (aria-level, margin-left), a list
 * placed directly in a list, an item that only holds a list.
 */
function needsRebuild(group: readonly Element[]): boolean {
  return group.some(
    (list) =>
      list.querySelector("li[aria-level], :is(ul, ol) > :is(ul, ol)") !== null ||
      (group.length > 1 && /margin-left/i.test(list.outerHTML)) ||
      Array.from(list.querySelectorAll("li")).some(
        (item) =>
          item.querySelector(":scope > :is(ul, ol)") &&
          !hasContent(Array.from(item.childNodes).filter((node) => !LIST.test((node as Element).tagName ?? ""))),
      ),
  );
}

/**
 * Google Docs writes a nested list as lists placed beside their items, each run of one level in
 * a list of its own when levels are indented and outdented again, every item saying its level
 * (aria-level) and its numbering or bullet (list-style-type); Word on the web writes one flat list
 * of levelled items. The items of such a group are read in order and nested again by level.
 */
function rebuildGroup(group: readonly Element[]) {
  const items: LevelledItem[] = [];
  for (const list of group) {
    for (const item of Array.from(list.querySelectorAll("li"))) {
      const entry = itemOf(item, group);
      if (entry) items.push(entry);
    }
  }
  const first = group[0];
  if (!first) return;
  const anchor = first.ownerDocument.createComment("");
  first.before(anchor);
  nestByLevel(items, anchor);
  anchor.remove();
  for (const list of group) list.remove();
}

/** Nesting, numbering styles and bullets of the lists that came as lists. */
export function repairLists(root: Element) {
  for (const group of listGroups(root)) if (needsRebuild(group)) rebuildGroup(group);
  for (const list of Array.from(root.querySelectorAll("ol"))) {
    const type = declaredType(list);
    if (type && type !== "1") list.setAttribute("type", type);
    else list.removeAttribute("type");
  }
  for (const list of Array.from(root.querySelectorAll("ul:not([style*='list-style-type'])"))) {
    const bullet = declaredBullet(list);
    if (bullet) list.setAttribute("style", `list-style-type: ${bullet}`);
  }
}
