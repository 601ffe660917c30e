import { delimiterOf, isBulletStyle } from "~/lib/list-styles";
import { FONT_SIZES, TEXT_COLORS } from "./palette";

/**
 * Reading the inline styles of pasted HTML: Word, Google Docs and LibreOffice say most of what
 * the author formatted in `style`, which the cleaner then removes. What it meant is kept as tags
 * (bold, italic...) or as the few declarations the editor itself writes.
 */

/** The declarations of an element's style attribute, by lower-case property name. */
export function declarationsOf(element: Element): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of (element.getAttribute("style") ?? "").split(";")) {
    const colon = part.indexOf(":");
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .trim()
      .replace(/\s*!important$/i, "")
      .toLowerCase();
    if (property && value) declarations.set(property, value);
  }
  return declarations;
}

const PALETTE = new Set<string>(TEXT_COLORS.map((colour) => colour.value));
const NAMED: Record<string, string> = { black: "#000000" };

/** A colour as the palette writes it (#rrggbb), or null when it is not one of the palette's. */
export function paletteColour(value: string | null | undefined): string | null {
  if (!value) return null;
  let colour = value.trim().toLowerCase();
  colour = NAMED[colour] ?? colour;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(colour);
  if (short) colour = `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*1(?:\.0*)?\s*)?\)$/.exec(colour);
  if (rgb)
    colour = `#${rgb
      .slice(1, 4)
      .map((n) => Number(n).toString(16).padStart(2, "0"))
      .join("")}`;
  return PALETTE.has(colour) ? colour : null;
}

/** The editor's body size: a run at this size says nothing, and pinning it would shrink it on the public page. */
const BODY_SIZE = 16;
const POINTS_TO_PIXELS = 4 / 3;

/** A font size as the toolbar writes it ("24px"), or null when it is not one of the toolbar's sizes. */
export function toolbarFontSize(value: string | null | undefined): string | null {
  const size = /^(\d+(?:\.\d+)?)(px|pt)$/.exec((value ?? "").trim().toLowerCase());
  if (!size) return null;
  const pixels = Number(size[1]) * (size[2] === "pt" ? POINTS_TO_PIXELS : 1);
  const match = FONT_SIZES.find((option) => Math.abs(option - pixels) < 0.05);
  return match && match !== BODY_SIZE ? `${match}px` : null;
}

const ALIGNMENTS = new Set(["center", "right", "justify"]);

/** A block's alignment other than the default left one, from its style or its align attribute. */
export function alignmentOf(element: Element): string | null {
  const value = declarationsOf(element).get("text-align") ?? element.getAttribute("align")?.toLowerCase() ?? "";
  return ALIGNMENTS.has(value) ? value : null;
}

const HTML_SIZE_TO_PIXELS: Record<string, number> = { "1": 10, "2": 13, "3": 16, "4": 18, "5": 24, "6": 32, "7": 48 };

/**
 * The style an element keeps, written the way the editor writes it: a palette colour and a
 * toolbar size on a run, an alignment on a block, the caption line's top margin, and a list's
 * delimiter or bullet.
 */
export function keptStyle(element: Element): string {
  const declarations = declarationsOf(element);
  const kept: string[] = [];
  if (element.tagName === "SPAN") {
    const colour = paletteColour(declarations.get("color"));
    // Black is what Word and Google Docs write on every run, chosen or not: the page's own text colour reads better.
    if (colour && colour !== "#000000") kept.push(`color: ${colour}`);
    const size = toolbarFontSize(declarations.get("font-size"));
    if (size) kept.push(`font-size: ${size}`);
  } else if (/^(P|H[1-6])$/.test(element.tagName)) {
    const alignment = alignmentOf(element);
    if (alignment) kept.push(`text-align: ${alignment}`);
    if (element.tagName === "P" && declarations.get("margin-top") === "8px") kept.push("margin-top: 8px");
  } else if (element.tagName === "OL" || element.tagName === "UL") {
    // A delimiter ("1)", "(a)") or a bullet (circle, square): the numbering itself is the type attribute.
    const listStyle = declarations.get("list-style-type");
    const known = element.tagName === "OL" ? delimiterOf(listStyle) : isBulletStyle(listStyle);
    if (known) kept.push(`list-style-type: ${listStyle}`);
  }
  return kept.join("; ");
}

/** LibreOffice's <font color size>: a span with the same meaning, so keptStyle can judge it. */
export function fontAsSpanStyle(font: Element): string {
  const parts: string[] = [];
  const colour = font.getAttribute("color");
  if (colour) parts.push(`color: ${colour}`);
  const declared = declarationsOf(font).get("font-size");
  const size = font.getAttribute("size");
  if (declared) parts.push(`font-size: ${declared}`);
  else if (size && HTML_SIZE_TO_PIXELS[size]) parts.push(`font-size: ${HTML_SIZE_TO_PIXELS[size]}px`);
  return parts.join("; ");
}

function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag);
  while (element.firstChild) wrapper.appendChild(element.firstChild);
  element.appendChild(wrapper);
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

/**
 * Bold, italic, underline and strike written as styles become tags. A <b> or <strong> whose own
 * font-weight is normal is not bold (Google Docs' wrapper); Word's `mso-bidi-font-weight:normal`
 * is another property and leaves its <b> bold.
 */
export function formattingFromStyles(root: Element) {
  for (const element of Array.from(root.querySelectorAll("[style]"))) {
    const declarations = declarationsOf(element);
    const weight = declarations.get("font-weight");
    if (/^(B|STRONG)$/.test(element.tagName)) {
      if (weight === "normal" || weight === "400") unwrap(element);
      continue;
    }
    if (element.tagName !== "SPAN") continue;
    const decoration = `${declarations.get("text-decoration") ?? ""} ${declarations.get("text-decoration-line") ?? ""}`;
    if (weight === "bold" || weight === "bolder" || /^[6-9]00$/.test(weight ?? "")) wrapChildren(element, "strong");
    if (declarations.get("font-style") === "italic") wrapChildren(element, "em");
    if (decoration.includes("underline")) wrapChildren(element, "u");
    if (decoration.includes("line-through")) wrapChildren(element, "s");
  }
}
