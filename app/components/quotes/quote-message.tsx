import { useEffect, useRef, useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as quoteMessages } from "~/i18n/messages/quotes";
import { QUOTE_LIMITS } from "~/lib/quotes/quote-requests";
import { QUOTE_FIELD_IDS } from "./quote-fields";

const MAX = QUOTE_LIMITS.message;
/** From this length on the form says how many characters are left. */
const NEAR = Math.floor(MAX * 0.9);
/** A screen reader hears the count once typing pauses this long, not at every key. */
const ANNOUNCE_AFTER_MS = 1000;

/**
 * The message, with its limit said before it is reached: a live count beside the label, the
 * characters left from 90 % on, the excess past the limit. No `maxlength`: a text past the limit
 * is kept whole (pasted, say) and the visitor shortens it; the server refuses it meanwhile.
 */
export function QuoteMessage({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const t = useMessages(quoteMessages);
  const [length, setLength] = useState(defaultValue.length);
  const [announced, setAnnounced] = useState("");
  const textarea = useRef<HTMLTextAreaElement>(null);
  // What was typed before the scripts arrived is in the field, not in the server's value: counted at once.
  useEffect(() => {
    if (textarea.current) setLength(textarea.current.value.length);
  }, []);
  const over = length > MAX;
  const status = over ? t.counter.over(length - MAX) : length >= NEAR ? t.counter.left(MAX - length) : "";
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return (
    <div className="sm:col-span-2">
      <Field
        id={QUOTE_FIELD_IDS.message}
        label={t.fields.message}
        error={error}
        hint={
          <>
            {t.counter.limit(MAX)}
            {status ? (
              <span className={`ml-1 font-semibold ${over ? "text-red-700" : "text-amber-800"}`}>{status}</span>
            ) : null}
          </>
        }
        aside={
          <span
            aria-hidden="true"
            data-testid="quote-message-count"
            className={`text-xs tabular-nums ${over ? "font-semibold text-red-700" : "text-slate-600"}`}
          >
            {t.counter.count(length, MAX)}
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            ref={textarea}
            name="message"
            rows={5}
            defaultValue={defaultValue}
            onInput={(event) => setLength(event.currentTarget.value.length)}
            className={`${inputClass} scroll-mt-40`}
          />
        )}
      </Field>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </div>
  );
}
