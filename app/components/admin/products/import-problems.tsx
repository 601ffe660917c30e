import { AdminTable } from "~/components/admin/admin-table";
import { vi } from "~/i18n/messages/admin-import";
import { columnLetter, type ImportProblem } from "~/lib/product-sheet";

const t = vi;

/** The problems of an import, one per line: row, column (letter and name), message. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  return (
    <AdminTable
      caption={t.columns.message}
      columns={[{ label: t.columns.row }, { label: t.columns.column }, { label: t.columns.message }]}
    >
      {problems.map((problem) => (
        <tr key={`${problem.row}-${problem.column}-${problem.columnName}-${problem.message}`} className="align-top">
          <td className="whitespace-nowrap px-4 py-2 tabular-nums">{problem.row}</td>
          <td className="whitespace-nowrap px-4 py-2">
            {problem.column ? `${columnLetter(problem.column)} (${problem.columnName})` : problem.columnName}
          </td>
          <td className="px-4 py-2 text-red-800">{problem.message}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
