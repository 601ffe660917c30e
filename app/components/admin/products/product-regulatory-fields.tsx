import { inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import { CIRCULATION_NUMBER_MAX, COUNTRY_OF_ORIGIN_MAX, RISK_CLASSES } from "~/lib/regulatory";
import { errorIdOf, FieldMessage } from "./product-section";
import type { ProductForm } from "./use-product-form";

/**
 * Decree 98/2021's risk class and the circulation number or import licence, and the
 * country of origin a device's label states, in each language; all optional.
 */
export function RegulatoryFields({ form }: { form: ProductForm }) {
  const t = useMessages(adminProductsMessages);
  const { riskClass, circulationNumber } = form.values;
  return (
    <>
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{t.riskClass}</span>
        <select
          className={inputClass}
          {...form.describe("riskClass")}
          value={riskClass}
          onChange={(event) => form.set("riskClass", event.target.value)}
        >
          <option value="">{t.riskClassNone}</option>
          {RISK_CLASSES.map((value) => (
            <option key={value} value={value}>
              {t.riskClassOption(value)}
            </option>
          ))}
        </select>
        <FieldMessage path="riskClass" error={form.error("riskClass")} />
      </label>
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{t.circulationNumber}</span>
        <input
          className={`${inputClass} font-mono`}
          maxLength={CIRCULATION_NUMBER_MAX}
          {...form.describe("circulationNumber")}
          aria-describedby={
            form.error("circulationNumber") ? errorIdOf("circulationNumber") : "circulation-number-hint"
          }
          value={circulationNumber}
          onChange={(event) => form.set("circulationNumber", event.target.value)}
        />
        <span id="circulation-number-hint" className="mt-1 block text-xs text-slate-500">
          {t.circulationNumberHint}
        </span>
        <FieldMessage path="circulationNumber" error={form.error("circulationNumber")} />
      </label>
      {(["countryOfOrigin", "countryOfOriginEn"] as const).map((name) => (
        <label key={name} className="block">
          <span className="text-sm font-medium text-slate-700">{t[name]}</span>
          <input
            className={inputClass}
            maxLength={COUNTRY_OF_ORIGIN_MAX}
            {...form.describe(name)}
            value={form.values[name]}
            onChange={(event) => form.set(name, event.target.value)}
          />
          <FieldMessage path={name} error={form.error(name)} />
        </label>
      ))}
    </>
  );
}
