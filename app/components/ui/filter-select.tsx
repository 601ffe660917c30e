import { type ComponentProps, type ReactNode, useId } from "react";
import { inputClass, siteInputClass } from "./field";

const LOOK = {
  admin: { label: "block text-sm font-medium text-slate-700", select: `mt-1 ${inputClass}` },
  site: { label: "block text-sm font-semibold text-slate-700", select: `mt-1.5 ${siteInputClass}` },
} as const;

/**
 * A labelled select that narrows a list, its first choice "all" (the empty value: no filter).
 * The other choices come as `options` ([value, text] pairs) or as <option>/<optgroup> children.
 * Controlled (`value`), or uncontrolled in a GET form (`defaultValue`): then a new value re-keys
 * it, so that after a navigation it shows the address's value rather than the one chosen before.
 */
export function FilterSelect({
  label,
  allLabel,
  options,
  children,
  look = "admin",
  ...select
}: {
  label: string;
  allLabel: string;
  options?: readonly (readonly [value: string, text: string])[];
  children?: ReactNode;
  look?: keyof typeof LOOK;
} & Omit<ComponentProps<"select">, "children" | "className">) {
  const generated = useId();
  const id = select.id ?? generated;
  const uncontrolledKey = select.value === undefined ? String(select.defaultValue ?? "") : undefined;
  // The label beside the select, not around it: around it, the chosen option's text would join
  // the select's accessible name.
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={LOOK[look].label}>
        {label}
      </label>
      <select key={uncontrolledKey} {...select} id={id} className={LOOK[look].select}>
        <option value="">{allLabel}</option>
        {options?.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
        {children}
      </select>
    </div>
  );
}
