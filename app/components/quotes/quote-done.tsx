import type { Ref } from "react";
import { telHref } from "~/components/site/site-data";
import { useMessages } from "~/i18n";
import { messages as quoteMessages } from "~/i18n/messages/quotes";

/** The confirmation: the request's reference, what happens next, the hotline. The form moves focus here. */
export function QuoteDone({
  ref,
  reference,
  hotline,
}: {
  ref?: Ref<HTMLDivElement>;
  reference: string;
  hotline: string;
}) {
  const t = useMessages(quoteMessages).done;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      id="quote-done"
      role="status"
      className="scroll-mt-28 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-slate-800 focus:outline-3 focus:outline-offset-2 focus:outline-emerald-700"
    >
      <h3 className="text-lg font-bold text-emerald-800">{t.title}</h3>
      {reference ? <p className="mt-2 font-semibold">{t.body(reference)}</p> : null}
      <p className="mt-2">{t.next}</p>
      <p className="mt-2">
        <a href={telHref(hotline)} className="font-semibold text-primary hover:underline">
          {t.urgent(hotline)}
        </a>
      </p>
    </div>
  );
}
