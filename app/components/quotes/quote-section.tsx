import { useMessages } from "~/i18n";
import { messages as quoteMessages } from "~/i18n/messages/quotes";
import type { QuoteFormView } from "~/lib/quotes/quote-views";
import { QuoteForm } from "./quote-form";

/** The contact page's band with the request form; `#quote` is where a product's button leads. */
export function QuoteSection({ form }: { form: QuoteFormView }) {
  const t = useMessages(quoteMessages);
  const title = form.products.length > 0 ? t.title : t.generalTitle;
  return (
    <section id="quote" aria-labelledby="quote-title" className="scroll-mt-24 bg-white py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="quote-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-slate-600">{t.intro}</p>
        <div className="relative mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <QuoteForm form={form} />
        </div>
      </div>
    </section>
  );
}
