/**
 * A rich-text body as a sequence of blocks: what a three-way merge of two editors'
 * bodies compares. Paragraphs, headings, images, figures and grids are blocks; lists, tables and
 * quotes are opened, then each of their items (a list item, a table row, a quote's paragraph) is
 * a block, then closed. Joining the blocks gives the HTML back, character for character.
 *
 * The bodies are the editor's own serialisation, sanitised on the server: well-formed, every
 * element closed. A tag is read with its quoted attributes, so a `>` inside one is no end.
 */

/** Elements whose children are blocks of their own. */
const CONTAINERS = new Set(["ul", "ol", "table", "thead", "tbody", "tfoot", "blockquote"]);
/** Elements with no closing tag. */
const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "source", "track", "wbr"]);

const TAG =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*(\/?)>/g;

interface Tag {
  start: number;
  end: number;
  name: string;
  closing: boolean;
  /** Opens an element with content (not a void element, not self-closed, not a comment). */
  opens: boolean;
}

function tagsOf(html: string): Tag[] {
  return [...html.matchAll(TAG)].map((match) => {
    const name = (match[2] ?? "").toLowerCase();
    const closing = match[1] === "/";
    const comment = !match[2];
    return {
      start: match.index,
      end: match.index + match[0].length,
      name,
      closing,
      opens: !comment && !closing && match[3] !== "/" && !VOID.has(name),
    };
  });
}

/** The blocks of `html[from, to)` (one level): tags `tags[first…]` lie within it. */
function blocksBetween(html: string, tags: readonly Tag[], from: number, to: number, first: number): string[] {
  const blocks: string[] = [];
  let at = from;
  let index = first;
  /** Whitespace between blocks goes with the block before it (or the first one). */
  let pending = "";
  const push = (block: string) => {
    if (blocks.length === 0) {
      blocks.push(pending + block);
    } else {
      blocks[blocks.length - 1] += pending;
      blocks.push(block);
    }
    pending = "";
  };
  while (at < to) {
    const tag = tags[index];
    if (!tag || tag.start >= to) {
      const rest = html.slice(at, to);
      if (rest.trim()) push(rest);
      else pending += rest;
      break;
    }
    if (tag.start > at) {
      const text = html.slice(at, tag.start);
      if (text.trim()) push(text);
      else pending += text;
    }
    if (tag.closing) {
      // A stray closing tag (never from the editor): a block of its own.
      push(html.slice(tag.start, tag.end));
      at = tag.end;
      index++;
      continue;
    }
    // The element's end: where its depth comes back to zero.
    let end = index;
    if (tag.opens) {
      let depth = 0;
      for (let i = index; i < tags.length; i++) {
        const inner = tags[i] as Tag;
        if (inner.opens) depth++;
        else if (inner.closing) depth--;
        end = i;
        if (depth === 0) break;
      }
    }
    const close = tags[end] as Tag;
    if (tag.opens && CONTAINERS.has(tag.name) && end > index && close.closing && close.name === tag.name) {
      push(html.slice(tag.start, tag.end));
      for (const block of blocksBetween(html, tags, tag.end, close.start, index + 1)) push(block);
      push(html.slice(close.start, close.end));
    } else {
      push(html.slice(tag.start, close.end));
    }
    at = close.end;
    index = end + 1;
  }
  if (pending) {
    if (blocks.length === 0) blocks.push(pending);
    else blocks[blocks.length - 1] += pending;
  }
  return blocks;
}

/** The body's blocks, in order; `blocks.join("")` is the body. */
export function htmlBlocks(html: string): string[] {
  return blocksBetween(html, tagsOf(html), 0, html.length, 0);
}

const CONTAINER_OPEN = /^\s*<([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>\s*$/;
const CONTAINER_CLOSE = /^\s*<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>\s*$/;

/** How a run of blocks opens and closes containers: null when it closes one it did not open. */
function containerBalance(blocks: readonly string[]): string[] | null {
  const open: string[] = [];
  for (const block of blocks) {
    const opening = CONTAINER_OPEN.exec(block)?.[1]?.toLowerCase();
    const closing = CONTAINER_CLOSE.exec(block)?.[1]?.toLowerCase();
    if (opening && CONTAINERS.has(opening)) open.push(opening);
    else if (closing && CONTAINERS.has(closing)) {
      if (open.pop() !== closing) return null;
    }
  }
  return open;
}

/** Whether blocks put together (a merge's outcome) open and close every list, table and quote in turn. */
export function blocksNest(blocks: readonly string[]): boolean {
  return containerBalance(blocks)?.length === 0;
}

/** Whether a body holds nothing a reader would see: no text, no image, no rule. */
export function htmlIsEmpty(html: string): boolean {
  return !/<(img|hr|iframe|video)\b/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, "") === "";
}
