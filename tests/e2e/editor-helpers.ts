import type { Locator } from "@playwright/test";
import type { Editor } from "@tiptap/core";
import { expect } from "./fixtures";

/**
 * A selection moved by the keyboard (End, Shift+End, Control+End) reaches the editor in a
 * `selectionchange` event, a task the browser runs after its input tasks: on a loaded machine the
 * next key press or paste of a test can come first and act on the old selection, which no person
 * typing can do. These wait until the editor has taken what the page shows.
 */
type EditorElement = HTMLElement & { editor: Editor };

/** Control+End, then waits until the editor's caret is at the end of its last block. */
export async function caretToEnd(body: Locator) {
  await body.page().keyboard.press("Control+End");
  await expect
    .poll(() =>
      body.evaluate((element) => {
        const { state } = (element as EditorElement).editor;
        const { $head, empty } = state.selection;
        return (
          empty &&
          $head.depth === 1 &&
          $head.index(0) === state.doc.childCount - 1 &&
          $head.parentOffset === $head.parent.content.size
        );
      }),
    )
    .toBe(true);
}

/** Waits until the editor's selection holds `text`, as the page shows it selected. */
export async function selectionIs(body: Locator, text: string) {
  await expect
    .poll(() =>
      body.evaluate((element) => {
        const { state } = (element as EditorElement).editor;
        return state.doc.textBetween(state.selection.from, state.selection.to);
      }),
    )
    .toBe(text);
}
