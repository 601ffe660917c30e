import type { Editor } from "@tiptap/core";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { HEADING_LEVELS } from "./extensions";
import { FONT_SIZES, TEXT_COLORS } from "./palette";
import { Popover, selectClass, ToolButton } from "./toolbar-parts";

/** The toolbar's text-style controls: block type, font size and text colour. */

interface StyleProps {
  editor: Editor;
  /** Disabled while the preview shows. */
  off: boolean;
}

const chainOf = (editor: Editor) => editor.chain().focus();

/** Paragraph or heading level of the block at the cursor. */
export function BlockTypeSelect({ editor, off, block }: StyleProps & { block: number }) {
  const t = useMessages(messages);
  const chain = () => chainOf(editor);
  return (
    <select
      aria-label={t.blockType}
      className={selectClass}
      disabled={off}
      value={block}
      onChange={(event) => {
        const level = Number(event.target.value);
        if (level)
          chain()
            .setHeading({ level: level as (typeof HEADING_LEVELS)[number] })
            .run();
        else chain().setParagraph().run();
      }}
    >
      <option value={0}>{t.paragraph}</option>
      {HEADING_LEVELS.map((level) => (
        <option key={level} value={level}>
          {t.heading(level)}
        </option>
      ))}
    </select>
  );
}

/** The font size of the selection (default: the stylesheet's). */
export function FontSizeSelect({ editor, off, fontSize }: StyleProps & { fontSize: string }) {
  const t = useMessages(messages);
  const chain = () => chainOf(editor);
  return (
    <select
      aria-label={t.fontSize}
      className={selectClass}
      disabled={off}
      value={fontSize}
      onChange={(event) => {
        if (event.target.value) chain().setFontSize(event.target.value).run();
        else chain().unsetFontSize().run();
      }}
    >
      <option value="">{t.fontSizeDefault}</option>
      {FONT_SIZES.map((size) => (
        <option key={size} value={`${size}px`}>
          {size}px
        </option>
      ))}
    </select>
  );
}

/** The text-colour button and its palette. */
export function ColorMenu({
  editor,
  off,
  color,
  open,
  onOpen,
}: StyleProps & { color: string; open: boolean; onOpen: (open: boolean) => void }) {
  const t = useMessages(messages);
  const chain = () => chainOf(editor);
  return (
    <span className="relative">
      <ToolButton label={t.textColor} disabled={off} expanded={open} onClick={() => onOpen(!open)}>
        <span aria-hidden="true" className="flex flex-col items-center leading-none">
          <span className="font-semibold">A</span>
          <span className="mt-0.5 h-1 w-4 rounded-sm" style={{ background: color || "#0f172a" }} />
        </span>
      </ToolButton>
      {open && (
        <Popover label={t.textColor} onClose={() => onOpen(false)}>
          <div className="grid w-44 grid-cols-5 gap-1.5">
            {TEXT_COLORS.map((swatch) => (
              <button
                key={swatch.value}
                type="button"
                aria-label={t.colorName(swatch.name)}
                title={t.colorName(swatch.name)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  chain().setColor(swatch.value).run();
                  onOpen(false);
                }}
                className="h-7 w-7 rounded-md border border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary"
                style={{ background: swatch.value }}
              />
            ))}
          </div>
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              chain().unsetColor().run();
              onOpen(false);
            }}
            className="mt-2 w-full rounded-md px-2 py-1 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t.colorReset}
          </button>
        </Popover>
      )}
    </span>
  );
}
