import { type ReactNode, useId } from "react";

/** The one look of a text box, text area or select in the back office's forms. */
export const inputClass =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-red-500 disabled:bg-slate-100 disabled:text-slate-600";

/** The public site's text box or select: a size larger, and 16 px text so that phones do not zoom into it. */
export const siteInputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-primary";

/** What a Field hands its control: the id its label points at, and the texts that describe it. */
export interface FieldControl {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/**
 * A labelled form control with an optional hint and error under it. The ids that tie the label,
 * the hint and the error to the control are made here, so screens do not repeat them:
 *
 *   <Field label="Alt" error={error}>{(control) => <input {...control} className={inputClass} />}</Field>
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  alert = false,
  aside,
  describedBy: extra,
  className,
  children,
}: {
  /** A stable id (tests and links use it); generated when absent. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Announce the error as it appears (for errors that come without a form submission). */
  alert?: boolean;
  /** Shown at the label's right, e.g. a character counter. */
  aside?: ReactNode;
  /** Further ids that describe the control (a counter of its own). */
  describedBy?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId, extra].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <div className="mb-1 flex items-end justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {aside}
      </div>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={alert ? "alert" : undefined} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
