import type { Editor } from "@tiptap/core";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { Popover } from "./toolbar-parts";

/** Insert a table, or change the one at the cursor: rows, columns, delete. */
export function TableMenu({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useMessages(messages);
  const inTable = editor.isActive("table");
  const actions = [
    {
      label: t.insertTable,
      run: () => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      enabled: !inTable,
    },
    { label: t.addRowBefore, run: () => editor.chain().focus().addRowBefore().run(), enabled: inTable },
    { label: t.addRowAfter, run: () => editor.chain().focus().addRowAfter().run(), enabled: inTable },
    { label: t.deleteRow, run: () => editor.chain().focus().deleteRow().run(), enabled: inTable },
    { label: t.addColumnBefore, run: () => editor.chain().focus().addColumnBefore().run(), enabled: inTable },
    { label: t.addColumnAfter, run: () => editor.chain().focus().addColumnAfter().run(), enabled: inTable },
    { label: t.deleteColumn, run: () => editor.chain().focus().deleteColumn().run(), enabled: inTable },
    { label: t.deleteTable, run: () => editor.chain().focus().deleteTable().run(), enabled: inTable },
  ];
  return (
    <Popover label={t.table} onClose={onClose}>
      <ul className="w-56 space-y-0.5">
        {actions.map((action) => (
          <li key={action.label}>
            <button
              type="button"
              disabled={!action.enabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                action.run();
                onClose();
              }}
              className="w-full rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40"
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
