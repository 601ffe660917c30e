import type { ReactNode } from "react";

export interface AdminColumn {
  label: string;
  /** Right-aligned (numbers, actions). */
  end?: boolean;
}

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
  columns: (AdminColumn | false)[];
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
            {columns.map(
              (column) =>
                column && (
                  <th key={column.label} scope="col" className={`px-4 py-3${column.end ? " text-right" : ""}`}>
                    {column.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

AdminTable.frame = FRAME;
