import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import { percentOf } from "~/lib/dashboard";

interface StatCardProps {
  title: string;
  total: { label: string; value: number };
  parts: { label: string; value: number; tone: "good" | "muted" }[];
}

/** A total and its parts, each part with its whole-number share of the total. */
export function StatCard({ title, total, parts }: StatCardProps) {
  const t = useMessages(adminMessages).dashboard;
  return (
    <section aria-label={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm text-slate-600">{total.label}</dt>
          <dd className="text-3xl font-bold text-slate-900" data-testid={`${title}-total`}>
            {total.value}
          </dd>
        </div>
        {parts.map((part) => {
          const percent = percentOf(part.value, total.value);
          return (
            <div key={part.label}>
              <div className="flex items-baseline justify-between gap-2">
                <dt className="text-sm text-slate-600">{part.label}</dt>
                <dd className="text-right">
                  <span className="text-lg font-semibold text-slate-900">{part.value}</span>{" "}
                  <span className="text-sm text-slate-500">({t.percentOfTotal(percent)})</span>
                </dd>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className={`h-full rounded-full ${part.tone === "good" ? "bg-primary" : "bg-slate-400"}`}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
