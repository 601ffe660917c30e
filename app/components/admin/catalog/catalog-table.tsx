import { Link } from "react-router";
import { IconButton } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import type { CatalogKind } from "~/lib/admin-catalog";
import { AdminTable } from "../admin-table";
import { Icon } from "../icons";
import { StatusPill } from "./status-pill";

export interface CatalogTableRow {
  id: number;
  name: string;
  /** Under the name: a department's category count, a category's product count. */
  note: string;
  description: string;
  isActive: boolean;
  displayOrder: number;
  /** Departments: where clicking the row leads (its categories). */
  href?: string;
}

interface CatalogTableProps {
  kind: CatalogKind;
  caption: string;
  rows: CatalogTableRow[];
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onOpen?: (row: CatalogTableRow) => void;
}

/** Columns: name, description, status, order, actions. */
export function CatalogTable({ kind, caption, rows, onEdit, onDelete, onOpen }: CatalogTableProps) {
  const t = useMessages(adminMessages).catalog;
  return (
    <AdminTable
      caption={caption}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      columns={[
        { label: t.columnName },
        { label: t.columnDescription },
        { label: t.columnStatus },
        { label: t.columnOrder, end: true },
        { label: t.columnActions, end: true },
      ]}
    >
      {rows.map((row) => (
        <tr
          key={row.id}
          className={row.href ? "cursor-pointer hover:bg-primary-50/50" : "hover:bg-slate-50"}
          // The whole row opens the department for a mouse; the name's link is the keyboard path.
          onClick={(event) => {
            if (!row.href || !onOpen) return;
            if ((event.target as HTMLElement).closest("a, button, input, select, textarea, form")) return;
            onOpen(row);
          }}
        >
          <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
            {row.href ? (
              <Link to={row.href} className="text-primary hover:underline" aria-label={t.openCategories(row.name)}>
                {row.name}
              </Link>
            ) : (
              <span>{row.name}</span>
            )}
            <span className="mt-0.5 block text-xs font-normal text-slate-500">{row.note}</span>
          </th>
          <td className="max-w-md px-4 py-3 text-slate-600">
            <span className="line-clamp-2">{row.description}</span>
          </td>
          <td className="px-4 py-3">
            <StatusPill kind={kind} id={row.id} name={row.name} isActive={row.isActive} />
          </td>
          <td className="px-4 py-3 text-right tabular-nums text-slate-700">{row.displayOrder}</td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-1">
              <IconButton onClick={() => onEdit(row.id)} label={t.editLabel(row.name)} title={t.edit}>
                <Icon name="edit" className="h-4 w-4" />
              </IconButton>
              <IconButton
                onClick={() => onDelete(row.id)}
                label={t.deleteLabel(row.name)}
                title={t.delete}
                tone="danger"
              >
                <Icon name="trash" className="h-4 w-4" />
              </IconButton>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
