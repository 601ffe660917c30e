import { type ComponentProps, Fragment, type MouseEventHandler, type ReactNode } from "react";
import { StrokeIcon } from "~/components/ui/stroke-icon";

export interface AdminColumn {
  label: string;
  /** Right-aligned (numbers, actions). */
  end?: boolean;
}

/** A column: its label alone when it is left-aligned; false leaves it out. */
export type AdminColumnSpec = AdminColumn | string | false;

const columnOf = (spec: AdminColumn | string): AdminColumn => (typeof spec === "string" ? { label: spec } : spec);

// `relative`: the screen-reader-only texts in the rows (absolutely positioned) stay inside the
// scrolling frame instead of widening the page on a phone.
const FRAME = "relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm";

/** An admin list's table: framed, scrolling sideways on narrow screens, one header row; rows are the children. */
export function AdminTable({
  columns,
  caption,
  className = FRAME,
  children,
}: {
  columns: AdminColumnSpec[];
  caption?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="whitespace-nowrap bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((spec) => {
              if (spec === false) return null;
              const column = columnOf(spec);
              return (
                <th key={column.label} scope="col" className={`px-4 py-3${column.end ? " text-right" : ""}`}>
                  {column.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

AdminTable.frame = FRAME;

export type AdminListLayout = "table" | "card";

/**
 * An admin list that is a table on wide screens and one card per entry on phones (below `md`):
 * `children(layout)` renders the entries, each an AdminListEntry of that layout. The hidden
 * layout is `display: none`, out of the accessibility tree.
 */
export function ResponsiveAdminList({
  columns,
  label,
  caption,
  children,
}: {
  /** The table's header: the entry's head, then its fields, then its actions. */
  columns: AdminColumnSpec[];
  /** The phone list's accessible name; the caption when not given. */
  label?: string;
  caption?: string;
  children: (layout: AdminListLayout) => ReactNode;
}) {
  return (
    <>
      <AdminTable className={`hidden md:block ${FRAME}`} columns={columns} caption={caption}>
        {children("table")}
      </AdminTable>
      <ul className="space-y-3 md:hidden" aria-label={label ?? caption}>
        {children("card")}
      </ul>
    </>
  );
}

export interface AdminListField {
  /** Its column's label: the card names each field. */
  label: string;
  value: ReactNode;
  /** Right-aligned in the table (numbers). */
  end?: boolean;
  /** Classes of the table cell, when the default does not fit. */
  cellClassName?: string;
}

/**
 * One entry of a ResponsiveAdminList: as a table row (head, fields, actions in that order, the
 * columns of the list) or as a card (head on top, the fields as label–value pairs, the actions
 * below). `note` (a row's error) sits under the head in the table and at the card's end.
 */
export function AdminListEntry({
  layout,
  head,
  fields,
  actions,
  note,
  rowHeader = false,
  onClick,
  className = "",
}: {
  layout: AdminListLayout;
  head: ReactNode;
  fields: (AdminListField | false)[];
  /** The entry's buttons; a list without an actions column (the audit log) has none. */
  actions?: ReactNode;
  note?: ReactNode;
  /** The head names the row (`<th scope="row">`): the entry's name, as in the catalogue. */
  rowHeader?: boolean;
  /** A click anywhere on the table row (a mouse shortcut; the head's link stays the keyboard path, and a card's). */
  onClick?: MouseEventHandler<HTMLElement>;
  className?: string;
}) {
  const shown = fields.filter((field): field is AdminListField => field !== false);
  if (layout === "card") {
    return (
      <li className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
        {head}
        <dl className="mt-3 grid grid-cols-2 items-center gap-2 text-sm">
          {shown.map((field) => (
            <Fragment key={field.label}>
              <dt className="text-slate-500">{field.label}</dt>
              <dd className="min-w-0 break-words text-slate-800">{field.value}</dd>
            </Fragment>
          ))}
        </dl>
        {actions ? <div className="mt-3">{actions}</div> : null}
        {note}
      </li>
    );
  }
  const Head = rowHeader ? "th" : "td";
  return (
    <tr className={className || undefined} onClick={onClick}>
      <Head {...(rowHeader ? { scope: "row" } : {})} className="px-4 py-3 text-left font-normal">
        {head}
        {note}
      </Head>
      {shown.map((field) => (
        <td
          key={field.label}
          className={field.cellClassName ?? `px-4 py-3 text-slate-700${field.end ? " text-right tabular-nums" : ""}`}
        >
          {field.value}
        </td>
      ))}
      {actions ? <td className="px-4 py-3">{actions}</td> : null}
    </tr>
  );
}

/** What an entry shows; the list gives its layout. */
export type AdminEntry = Omit<ComponentProps<typeof AdminListEntry>, "layout">;

/**
 * A ResponsiveAdminList of `rows`: one AdminListEntry a row, as `entry` describes it. Its cells
 * hold several lines (a name over an organisation, a summary), so a row's cells align at the top.
 */
export function AdminRecordList<Row extends { id: number | string }>({
  rows,
  entry,
  ...list
}: { rows: readonly Row[]; entry: (row: Row) => AdminEntry } & Omit<
  ComponentProps<typeof ResponsiveAdminList>,
  "children"
>) {
  return (
    <ResponsiveAdminList {...list}>
      {(layout) =>
        rows.map((row) => <AdminListEntry key={row.id} layout={layout} className="align-top" {...entry(row)} />)
      }
    </ResponsiveAdminList>
  );
}

const thumbnailSizes = {
  sm: { width: 48, height: 36, box: "h-9 w-12 rounded" },
  md: { width: 64, height: 48, box: "h-12 w-16 rounded-md" },
} as const;

/** A picture frame with a mountain and a sun, crossed out. */
const NO_IMAGE_PATH = "M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9.5a1 1 0 1 0 0-.01M3 3l18 18";

/** An entry's small picture, or a grey box saying there is none (`noImage`). */
export function AdminThumbnail({
  src,
  noImage,
  size = "sm",
}: {
  src: string | null;
  noImage: string;
  size?: keyof typeof thumbnailSizes;
}) {
  const { width, height, box } = thumbnailSizes[size];
  return src ? (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      className={`${box} shrink-0 bg-slate-100 object-cover`}
    />
  ) : (
    // Too small a box for the words at a readable size: a crossed-out picture, the words for
    // screen readers and as the tooltip.
    <span title={noImage} className={`${box} flex shrink-0 items-center justify-center bg-slate-100 text-slate-500`}>
      <StrokeIcon d={NO_IMAGE_PATH} className="h-5 w-5" strokeWidth={1.5} />
      <span className="sr-only">{noImage}</span>
    </span>
  );
}
