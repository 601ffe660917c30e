import type { Locator } from "@playwright/test";
import { PASTE_FIXTURES } from "../fixtures/paste-fixtures";

/** The clipboard HTML of the unit tests' fixture whose name starts with `prefix`. */
export function pasteFixture(prefix: string): string {
  const found = PASTE_FIXTURES.find((candidate) => candidate.name.startsWith(prefix));
  if (!found) throw new Error(`no fixture ${prefix}`);
  return found.html;
}

/** What a paste from another program hands the page: text/html and text/plain on the clipboard. */
export async function pasteHtml(body: Locator, html: string) {
  await body.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", "(văn bản)");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** A list's computed list-style-type, as the reader sees its markers. */
export const listStyleOf = (list: Locator) => list.evaluate((element) => getComputedStyle(element).listStyleType);
