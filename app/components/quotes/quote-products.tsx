import type { FetcherWithComponents } from "react-router";
import { inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as quoteMessages } from "~/i18n/messages/quotes";
import type { QuoteAnswer, QuoteProductView } from "~/lib/quotes/quote-views";
import { QUOTE_FIELD_IDS, QUOTE_PRODUCTS_ANCHOR } from "./quote-fields";

/**
 * The products a request names, as checkboxes (ticked: named), and a search that offers more.
 * The search is a submit button of the same form (intent=search): without JavaScript the page
 * comes back with the results and everything typed; with it, the fetcher answers in place.
 */
export function QuoteProducts({
  selected,
  answer,
  fetcher,
  error,
  searchAction,
}: {
  selected: QuoteProductView[];
  answer: QuoteAnswer | undefined;
  fetcher: FetcherWithComponents<QuoteAnswer>;
  error?: string;
  /** Where the search posts: the page's address ending in this fieldset's anchor (no JavaScript lands here). */
  searchAction: string;
}) {
  const t = useMessages(quoteMessages);
  const results =
    answer?.status === "search" ? answer.results.filter((r) => !selected.some((s) => s.slug === r.slug)) : [];
  const searching = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "search";
  return (
    <fieldset id={QUOTE_PRODUCTS_ANCHOR} className="scroll-mt-28 sm:col-span-2">
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t.fields.products}</legend>
      {selected.length === 0 ? <p className="text-sm text-slate-500">{t.noProducts}</p> : null}
      <ul className="space-y-1">
        {selected.map((product) => (
          <li key={product.slug}>
            <label className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" name="product" value={product.slug} defaultChecked className="h-4 w-4" />
              {product.name}
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <label htmlFor={QUOTE_FIELD_IDS.products} className="sr-only">
          {t.search.label}
        </label>
        <input
          id={QUOTE_FIELD_IDS.products}
          name="productSearch"
          type="search"
          maxLength={100}
          placeholder={t.search.placeholder}
          defaultValue={answer?.status === "search" ? answer.query : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "quote-products-error" : undefined}
          className={`${inputClass} scroll-mt-40`}
        />
        <button
          type="submit"
          name="intent"
          value="search"
          formAction={searchAction}
          formNoValidate
          disabled={searching}
          className="shrink-0 rounded-lg border border-primary px-4 text-sm font-semibold text-primary hover:bg-primary-50"
        >
          {t.search.submit}
        </button>
      </div>
      {error ? (
        <p id="quote-products-error" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {answer?.status === "search" ? (
        <div className="mt-2" aria-live="polite">
          {results.length === 0 ? (
            <p className="text-sm text-slate-600">{t.search.none(answer.query)}</p>
          ) : (
            <>
              <p className="text-sm text-slate-600">{t.search.results}</p>
              <ul className="mt-1 space-y-1">
                {results.map((product) => (
                  <li key={product.slug}>
                    <label className="flex items-center gap-2 text-slate-800">
                      <input type="checkbox" name="product" value={product.slug} className="h-4 w-4" />
                      {product.name}
                    </label>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
