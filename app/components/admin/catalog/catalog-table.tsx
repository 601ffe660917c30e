import { Link } from "react-router";
import { IconButton } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import type { CatalogKind } from "~/lib/admin-catalog";
import { AdminListEntry, ResponsiveAdminList } from "../admin-table";
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
  /** False for a role that reads the catalogue only: no toggle, no edit, no delete. */
  editable?: boolean;
}

/**
 * Columns: name, description, status, order, actions; one card per row on phones (the product
 * list's ResponsiveAdminList), every action in reach.
 */
export function CatalogTable({ kind, caption, rows, onEdit, onDelete, onOpen, editable = true }: CatalogTableProps) {
  const t = useMessages(adminMessages).catalog;
  return (
    <ResponsiveAdminList
      caption={caption}
      columns={[
        t.columnName,
        t.columnDescription,
        t.columnStatus,
        { label: t.columnOrder, end: true },
        { label: t.columnActions, end: true },
      ]}
    >
      {(layout) =>
        rows.map((row) => (
          <AdminListEntry
            key={row.id}
            layout={layout}
            rowHeader
            className={row.href ? "cursor-pointer hover:bg-primary-50/50" : "hover:bg-slate-50"}
            // The whole row opens the department for a mouse; the name's link is the keyboard path.
            onClick={(event) => {
              if (!row.href || !onOpen) return;
              if ((event.target as HTMLElement).closest("a, button, input, select, textarea, form")) return;
              onOpen(row);
            }}
            head={
              <>
                {row.href ? (
                  <Link
                    to={row.href}
                    className="font-medium text-primary hover:underline"
                    aria-label={t.openCategories(row.name)}
                  >
                    {row.name}
                  </Link>
                ) : (
                  <span className="font-medium text-slate-900">{row.name}</span>
                )}
                <span className="mt-0.5 block text-xs font-normal text-slate-500">{row.note}</span>
              </>
            }
            fields={[
              {
                label: t.columnDescription,
                value: <span className="line-clamp-2">{row.description}</span>,
                cellClassName: "max-w-md px-4 py-3 text-slate-600",
              },
              {
                label: t.columnStatus,
                value: editable ? (
                  <StatusPill kind={kind} id={row.id} name={row.name} isActive={row.isActive} />
                ) : row.isActive ? (
                  t.active
                ) : (
                  t.inactive
                ),
              },
              { label: t.columnOrder, value: row.displayOrder, end: true },
            ]}
            actions={
              editable ? (
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
              ) : null
            }
          />
        ))
      }
    </ResponsiveAdminList>
  );
}
