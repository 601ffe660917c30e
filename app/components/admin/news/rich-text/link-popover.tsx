import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { onEnter } from "./enter-key";
import { isSafeLinkUrl, normalizeLinkUrl } from "./link-url";
import { Popover } from "./toolbar-parts";

/** Add, change or remove the link at the selection. Only safe addresses are accepted. */
export function LinkPopover({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useMessages(messages);
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [url, setUrl] = useState(current);
  const [error, setError] = useState(false);
  // The text the popover was opened for: applied to it whatever becomes of the editor's selection
  // while the address is typed (under load, an update of the editor could collapse it, and the
  // address was then inserted as text instead of linking the words).
  const [range] = useState(() => ({ from: editor.state.selection.from, to: editor.state.selection.to }));

  function apply() {
    const value = normalizeLinkUrl(url);
    if (!value) {
      remove();
      return;
    }
    if (!isSafeLinkUrl(value)) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus().setTextSelection(range).extendMarkRange("link");
    if (range.from === range.to && !current) {
      chain.insertContent({ type: "text", text: value, marks: [{ type: "link", attrs: { href: value } }] }).run();
    } else {
      chain.setLink({ href: value }).run();
    }
    onClose();
  }

  function remove() {
    editor.chain().focus().setTextSelection(range).extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <Popover label={t.link} onClose={onClose}>
      <div className="flex w-72 flex-col gap-2">
        <Field label={t.linkUrl} error={error && t.linkInvalid} alert>
          {(control) => (
            <input
              {...control}
              // biome-ignore lint/a11y/noAutofocus: the popover opens to type an address
              autoFocus
              value={url}
              placeholder={t.linkPlaceholder}
              onKeyDown={onEnter(apply)}
              onChange={(event) => {
                setUrl(event.target.value);
                setError(false);
              }}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          {current && (
            <Button variant="ghost" size="sm" onClick={remove}>
              {t.linkRemove}
            </Button>
          )}
          <Button size="sm" onClick={apply}>
            {t.linkApply}
          </Button>
        </div>
      </div>
    </Popover>
  );
}
