import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { useSiteContacts } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { useLang, useMessages } from "~/i18n";
import { messages as quoteMessages } from "~/i18n/messages/quotes";
import { PROVINCES } from "~/lib/quotes/provinces";
import { PREFERRED_CONTACTS } from "~/lib/quotes/quote-requests";
import type { QuoteAnswer, QuoteFormView } from "~/lib/quotes/quote-views";
import type { QuoteFormValues } from "~/lib/validation/quote-request";
import { QuoteDone } from "./quote-done";
import { QuoteErrorSummary } from "./quote-error-summary";
import { QUOTE_ANCHOR, QUOTE_FIELD_IDS, QUOTE_PRODUCTS_ANCHOR, type QuoteField } from "./quote-fields";
import { QuoteMessage } from "./quote-message";
import { QuoteProducts } from "./quote-products";
import { QuoteTopic } from "./quote-topic";
import { RequiredMark } from "./required-mark";

/** What a fresh form shows: empty, with what the link that opened it named. */
const initialValues = (form: QuoteFormView): QuoteFormValues => ({
  name: "",
  organisation: "",
  position: "",
  phone: "",
  email: "",
  province: "",
  message: "",
  preferredContact: "phone",
  consent: false,
  products: [],
  topic: form.topic,
  course: form.course,
  source: form.source,
});

/**
 * Focus goes to the answer of a post (the confirmation, or the error summary) and the answer is
 * scrolled into view: the visitor pressed the button at the form's foot, the answer is at its head.
 */
function useFocusAnswer(answer: QuoteAnswer | undefined): Ref<HTMLDivElement> {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answer || answer.status === "search") return;
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: "start" });
  }, [answer]);
  return box;
}

const label = (text: string, required = false): ReactNode =>
  required ? (
    <>
      {text}
      <RequiredMark />
    </>
  ) : (
    text
  );

/**
 * The quote request form. A plain POST without JavaScript (the page comes back with
 * the answer, at the form: the action's address ends in #quote), a fetcher with it (no reload);
 * either way the answer keeps what was typed.
 */
export function QuoteForm({ form }: { form: QuoteFormView }) {
  const t = useMessages(quoteMessages);
  const lang = useLang();
  const { hotline } = useSiteContacts();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<QuoteAnswer>();
  const posted = useActionData<QuoteAnswer>();
  const answer = fetcher.data ?? posted;
  const answerBox = useFocusAnswer(answer);
  if (answer?.status === "sent") return <QuoteDone ref={answerBox} reference={answer.reference} hotline={hotline} />;

  const values = answer ? answer.values : initialValues(form);
  const errors = answer?.status === "refused" ? answer.errors : {};
  const selected = answer ? answer.selected : form.products;
  const token = answer?.token || form.token;
  const sending = fetcher.state !== "idle" && fetcher.formData?.get("intent") !== "search";
  const action = (anchor: string) => `${pathname}${search}#${anchor}`;
  const labels: Record<QuoteField, string> = t.fields;
  const text = (key: "name" | "organisation" | "position" | "email", type: string, autoComplete: string) => {
    const required = key === "name" || key === "email";
    return (
      <Field id={QUOTE_FIELD_IDS[key]} label={label(t.fields[key], required)} error={errors[key]}>
        {(control) => (
          <input
            {...control}
            name={key}
            type={type}
            autoComplete={autoComplete}
            required={required}
            defaultValue={values[key]}
            className={`${inputClass} scroll-mt-40`}
          />
        )}
      </Field>
    );
  };

  return (
    <fetcher.Form method="post" action={action(QUOTE_ANCHOR)} noValidate aria-busy={sending} className="space-y-5">
      {answer?.status === "refused" ? (
        <QuoteErrorSummary ref={answerBox} message={answer.message} errors={errors} labels={labels} />
      ) : null}
      <p className="text-sm text-slate-600">{t.required}</p>
      <input type="hidden" name="formToken" value={token} />
      <input type="hidden" name="source" value={values.source} />
      {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots do not. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t.fields.website}
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <QuoteTopic
          topic={values.topic}
          course={values.course}
          courses={form.courses}
          errors={{ topic: errors.topic, course: errors.course }}
        />
        {text("name", "text", "name")}
        {text("organisation", "text", "organization")}
        {text("position", "text", "organization-title")}
        <Field id={QUOTE_FIELD_IDS.phone} label={label(t.fields.phone, true)} hint={t.phoneHint} error={errors.phone}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              defaultValue={values.phone}
              className={`${inputClass} scroll-mt-40`}
            />
          )}
        </Field>
        {text("email", "email", "email")}
        <Field id={QUOTE_FIELD_IDS.province} label={label(t.fields.province, true)} error={errors.province}>
          {(control) => (
            <select
              {...control}
              name="province"
              required
              autoComplete="address-level1"
              defaultValue={values.province}
              className={`${inputClass} scroll-mt-40`}
            >
              <option value="">{t.chooseProvince}</option>
              {PROVINCES.map((p) => (
                <option key={p.code} value={p.code}>
                  {p[lang]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <QuoteProducts
          selected={selected}
          answer={answer}
          fetcher={fetcher}
          error={errors.products}
          searchAction={action(QUOTE_PRODUCTS_ANCHOR)}
        />
        <QuoteMessage defaultValue={values.message} error={errors.message} />
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 block text-sm font-medium text-slate-700">
            {label(t.fields.preferredContact, true)}
          </legend>
          <div className="flex flex-wrap gap-5">
            {PREFERRED_CONTACTS.map((way) => (
              <label key={way} className="flex items-center gap-2 text-slate-800">
                <input
                  id={`quote-contact-${way}`}
                  type="radio"
                  name="preferredContact"
                  value={way}
                  required
                  defaultChecked={values.preferredContact === way}
                  aria-invalid={errors.preferredContact ? true : undefined}
                  aria-describedby={errors.preferredContact ? "quote-contact-error" : undefined}
                  className="h-4 w-4 scroll-mt-40"
                />
                {t.contacts[way]}
              </label>
            ))}
          </div>
          {errors.preferredContact ? (
            <p id="quote-contact-error" className="mt-1 text-sm text-red-600">
              {errors.preferredContact}
            </p>
          ) : null}
        </fieldset>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              id={QUOTE_FIELD_IDS.consent}
              type="checkbox"
              name="consent"
              required
              defaultChecked={values.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "quote-consent-error" : undefined}
              className="mt-0.5 h-4 w-4 scroll-mt-40"
            />
            <span>
              {form.consent}
              <RequiredMark />
            </span>
          </label>
          {errors.consent ? (
            <p id="quote-consent-error" className="mt-1 text-sm text-red-600">
              {errors.consent}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" name="intent" value="send" disabled={sending} className={buttonClass({ size: "lg" })}>
        {sending ? t.sending : t.submit}
      </button>
    </fetcher.Form>
  );
}
