import type { MouseEvent, Ref } from "react";
import { useMessages } from "~/i18n";
import { messages as quoteMessages } from "~/i18n/messages/quotes";
import { QUOTE_FIELD_IDS, type QuoteField } from "./quote-fields";

/**
 * The answer to a refused request, at the top of the form (the GOV.UK error summary): what went
 * wrong, then a link to each field in error, in the form's order. The form moves focus here.
 */
export function QuoteErrorSummary({
  ref,
  message,
  errors,
  labels,
}: {
  ref?: Ref<HTMLDivElement>;
  message: string;
  errors: Partial<Record<string, string>>;
  labels: Record<QuoteField, string>;
}) {
  const t = useMessages(quoteMessages);
  const fields = (Object.keys(QUOTE_FIELD_IDS) as QuoteField[]).filter((field) => errors[field]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      id="quote-error-summary"
      className="scroll-mt-28 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-3 focus:outline-offset-2 focus:outline-red-700"
    >
      <div role="alert">
        <h3 id="quote-error-summary-title" className="font-bold">
          {message}
        </h3>
        {fields.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {fields.map((field) => (
              <li key={field}>
                <a
                  href={`#${QUOTE_FIELD_IDS[field]}`}
                  onClick={focusField}
                  className="font-semibold underline hover:no-underline"
                >
                  {t.summaryLink(labels[field], errors[field] ?? "")}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A link of the summary focuses its control and shows the control's label or legend above it
 * (the browser's jump would put the control at the top, under the sticky header, its label out of sight).
 */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const control = document.getElementById(id);
  if (!(control instanceof HTMLElement)) return;
  event.preventDefault();
  const caption =
    control.closest("fieldset")?.querySelector("legend") ??
    document.querySelector(`label[for="${id}"]`) ??
    control.closest("label");
  (caption ?? control).scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}
