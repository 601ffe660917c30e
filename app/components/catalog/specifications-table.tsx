import { useMessages } from "~/i18n";
import { messages as catalogMessages } from "~/i18n/messages/catalog";

/** Technical specifications, already in their display order. */
export function SpecificationsTable({
  specifications,
  labelledBy,
}: {
  specifications: { key: string; value: string }[];
  labelledBy: string;
}) {
  const t = useMessages(catalogMessages).detail;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {[t.specName, t.specValue].map((label) => (
              <th key={label} scope="col" className="px-5 py-3 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {specifications.map((spec, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: keys can repeat; the order is fixed
            <tr key={`${index}-${spec.key}`} className="even:bg-slate-50/60">
              <th scope="row" className="w-2/5 px-5 py-3 font-semibold text-slate-800">
                {spec.key}
              </th>
              <td className="px-5 py-3 text-slate-700">{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
