import { useActionData, useFetcher } from "react-router";
import { useSiteContacts } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { useLang, useMessages } from "~/i18n";
import { messages as quoteMessages } from "~/i18n/messages/quotes";
import { PROVINCES } from "~/lib/quotes/provinces";
import { PREFERRED_CONTACTS, QUOTE_LIMITS } from "~/lib/quotes/quote-requests";
import type { QuoteAnswer, QuoteFormView } from "~/lib/quotes/quote-views";
import type { QuoteFormValues } from "~/lib/validation/quote-request";
import { QuoteDone } from "./quote-done";
import { QuoteProducts } from "./quote-products";

const EMPTY: QuoteFormValues = {
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
};

/**
 * The quote request form (issue 30). A plain POST without JavaScript (the page comes back with
 * the answer), a fetcher with it (no reload); either way the answer keeps what was typed.
 */
export function QuoteForm({ form }: { form: QuoteFormView }) {
  const t = useMessages(quoteMessages);
  const lang = useLang();
  const { hotline } = useSiteContacts();
  const fetcher = useFetcher<QuoteAnswer>();
  const posted = useActionData<QuoteAnswer>();
  const answer = fetcher.data ?? posted;
  if (answer?.status === "sent") return <QuoteDone reference={answer.reference} hotline={hotline} />;

  const values = answer ? answer.values : EMPTY;
  const errors = answer?.status === "refused" ? answer.errors : {};
  const selected = answer ? answer.selected : form.products;
  const token = answer?.token || form.token;
  const sending = fetcher.state !== "idle" && fetcher.formData?.get("intent") !== "search";
  const text = (key: "name" | "organisation" | "position" | "email", type = "text", autoComplete?: string) => (
    <Field label={t.fields[key]} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          type={type}
          autoComplete={autoComplete}
          maxLength={QUOTE_LIMITS[key]}
          required={key === "name" || key === "email"}
          defaultValue={values[key]}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <fetcher.Form method="post" noValidate aria-busy={sending} className="space-y-5">
      {answer?.status === "refused" ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {answer.message}
        </p>
      ) : null}
      <input type="hidden" name="formToken" value={token} readOnly />
      {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots do not. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t.fields.website}
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("name", "text", "name")}
        {text("organisation", "text", "organization")}
        {text("position", "text", "organization-title")}
        <Field label={t.fields.phone} hint={t.phoneHint} error={errors.phone}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={40}
              required
              defaultValue={values.phone}
              className={inputClass}
            />
          )}
        </Field>
        {text("email", "email", "email")}
        <Field label={t.fields.province} error={errors.province}>
          {(control) => (
            <select {...control} name="province" required defaultValue={values.province} className={inputClass}>
              <option value="">{t.chooseProvince}</option>
              {PROVINCES.map((p) => (
                <option key={p.code} value={p.code}>
                  {p[lang]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <QuoteProducts selected={selected} answer={answer} fetcher={fetcher} />
        <Field label={t.fields.message} error={errors.message} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={5}
              maxLength={QUOTE_LIMITS.message}
              defaultValue={values.message}
              className={inputClass}
            />
          )}
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 block text-sm font-medium text-slate-700">{t.fields.preferredContact}</legend>
          <div className="flex flex-wrap gap-5">
            {PREFERRED_CONTACTS.map((way) => (
              <label key={way} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="preferredContact"
                  value={way}
                  defaultChecked={values.preferredContact === way}
                  className="h-4 w-4"
                />
                {t.contacts[way]}
              </label>
            ))}
          </div>
          {errors.preferredContact ? <p className="mt-1 text-sm text-red-600">{errors.preferredContact}</p> : null}
        </fieldset>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              name="consent"
              required
              defaultChecked={values.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "quote-consent-error" : undefined}
              className="mt-0.5 h-4 w-4"
            />
            <span>{form.consent}</span>
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
