import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { HEADING_LEVELS } from "./extensions";
import { LinkPopover } from "./link-popover";
import { TableMenu } from "./table-menu";
import { Icon, icons, Separator, ToolButton } from "./toolbar-parts";
import { BlockTypeSelect, ColorMenu, FontSizeSelect } from "./toolbar-style";

export type ToolbarMenu = "color" | "link" | "table" | null;

interface ToolbarProps {
  editor: Editor;
  preview: boolean;
  onTogglePreview: () => void;
  menu: ToolbarMenu;
  onMenu: (menu: ToolbarMenu) => void;
  onInsertImage: () => void;
  onInsertGrid: () => void;
}

const ALIGNMENTS = ["left", "center", "right", "justify"] as const;

/** The formatting toolbar: sticky at the top of the screen; one sideways-scrolling row on a phone. */
export function Toolbar({ editor, preview, onTogglePreview, menu, onMenu, onInsertImage, onInsertGrid }: ToolbarProps) {
  const t = useMessages(messages);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: HEADING_LEVELS.find((level) => e.isActive("heading", { level })) ?? 0,
      fontSize: (e.getAttributes("textStyle").fontSize as string | undefined) ?? "",
      color: (e.getAttributes("textStyle").color as string | undefined) ?? "",
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      align: ALIGNMENTS.find((value) => e.isActive({ textAlign: value })) ?? "",
      link: e.isActive("link"),
      table: e.isActive("table"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const off = preview;
  const chain = () => editor.chain().focus();
  const toggle = (name: Exclude<ToolbarMenu, null>) => onMenu(menu === name ? null : name);
  const alignLabels = { left: t.alignLeft, center: t.alignCenter, right: t.alignRight, justify: t.alignJustify };
  const alignIcons = {
    left: icons.alignLeft,
    center: icons.alignCenter,
    right: icons.alignRight,
    justify: icons.alignJustify,
  };

  return (
    <div
      role="toolbar"
      aria-label={t.toolbar}
      // Sticky under the admin's 64 px header while the body scrolls; on a phone one row that
      // scrolls sideways, wrapping onto more rows from `sm` up.
      className="sticky top-16 z-10 flex items-center gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1.5 max-sm:overflow-x-auto max-sm:[&>*]:shrink-0 sm:flex-wrap"
    >
      <BlockTypeSelect editor={editor} off={off} block={state.block} />
      <FontSizeSelect editor={editor} off={off} fontSize={state.fontSize} />
      <ColorMenu
        editor={editor}
        off={off}
        color={state.color}
        open={menu === "color"}
        onOpen={(open) => onMenu(open ? "color" : null)}
      />
      <Separator />
      <ToolButton label={t.bold} active={state.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
        <span className="font-bold">B</span>
      </ToolButton>
      <ToolButton label={t.italic} active={state.italic} disabled={off} onClick={() => chain().toggleItalic().run()}>
        <span className="font-serif italic">I</span>
      </ToolButton>
      <ToolButton
        label={t.underline}
        active={state.underline}
        disabled={off}
        onClick={() => chain().toggleUnderline().run()}
      >
        <span className="underline">U</span>
      </ToolButton>
      <ToolButton label={t.strike} active={state.strike} disabled={off} onClick={() => chain().toggleStrike().run()}>
        <span className="line-through">S</span>
      </ToolButton>
      <Separator />
      <ToolButton
        label={t.bulletList}
        active={state.bulletList}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      >
        <Icon path={icons.bulletList} />
      </ToolButton>
      <ToolButton
        label={t.orderedList}
        active={state.orderedList}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <Icon path={icons.orderedList} />
      </ToolButton>
      <Separator />
      {ALIGNMENTS.map((value) => (
        <ToolButton
          key={value}
          label={alignLabels[value]}
          active={state.align === value}
          disabled={off}
          onClick={() => (state.align === value ? chain().unsetTextAlign().run() : chain().setTextAlign(value).run())}
        >
          <Icon path={alignIcons[value]} />
        </ToolButton>
      ))}
      <Separator />
      <span className="relative">
        <ToolButton
          label={t.link}
          active={state.link}
          disabled={off}
          expanded={menu === "link"}
          onClick={() => toggle("link")}
        >
          <Icon path={icons.link} />
        </ToolButton>
        {menu === "link" && <LinkPopover editor={editor} onClose={() => onMenu(null)} />}
      </span>
      <ToolButton label={t.image} disabled={off} onClick={onInsertImage}>
        <Icon path={icons.image} />
      </ToolButton>
      <ToolButton label={t.imageGrid} disabled={off} onClick={onInsertGrid}>
        <Icon path={icons.grid} />
      </ToolButton>
      <span className="relative">
        <ToolButton
          label={t.table}
          active={state.table}
          disabled={off}
          expanded={menu === "table"}
          onClick={() => toggle("table")}
        >
          <Icon path={icons.table} />
        </ToolButton>
        {menu === "table" && <TableMenu editor={editor} onClose={() => onMenu(null)} />}
      </span>
      <ToolButton label={t.horizontalRule} disabled={off} onClick={() => chain().setHorizontalRule().run()}>
        <Icon path={icons.rule} />
      </ToolButton>
      <Separator />
      <ToolButton label={t.undo} disabled={off || !state.canUndo} onClick={() => chain().undo().run()}>
        <Icon path={icons.undo} />
      </ToolButton>
      <ToolButton label={t.redo} disabled={off || !state.canRedo} onClick={() => chain().redo().run()}>
        <Icon path={icons.redo} />
      </ToolButton>
      <span className="ml-auto">
        <ToolButton label={preview ? t.editLabel : t.previewLabel} active={preview} onClick={onTogglePreview}>
          <Icon path={preview ? icons.pencil : icons.eye} />
          <span className="ml-1 hidden sm:inline">{preview ? t.edit : t.preview}</span>
        </ToolButton>
      </span>
    </div>
  );
}
