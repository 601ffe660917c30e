import type { Editor } from "@tiptap/core";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { onEnter } from "./enter-key";
import { isSafeLinkUrl, normalizeLinkUrl } from "./link-url";
import { Popover } from "./toolbar-parts";

/** Add, change or remove the link at the selection. Only safe addresses are accepted. */
export function LinkPopover({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useMessages(messages);
  const inputId = useId();
  const errorId = useId();
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [url, setUrl] = useState(current);
  const [error, setError] = useState(false);

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
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !current) {
      chain.insertContent({ type: "text", text: value, marks: [{ type: "link", attrs: { href: value } }] }).run();
    } else {
      chain.setLink({ href: value }).run();
    }
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <Popover label={t.link} onClose={onClose}>
      <div className="flex w-72 flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {t.linkUrl}
        </label>
        <input
          id={inputId}
          // biome-ignore lint/a11y/noAutofocus: the popover opens to type an address
          autoFocus
          value={url}
          placeholder={t.linkPlaceholder}
          aria-invalid={error || undefined}
          onKeyDown={onEnter(apply)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(false);
          }}
          className="rounded-md border border-slate-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-primary"
        />
        {error && (
          <p id={errorId} role="alert" className="text-xs text-red-600">
            {t.linkInvalid}
          </p>
        )}
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
