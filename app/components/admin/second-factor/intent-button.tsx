import type { FetcherWithComponents } from "react-router";
import { type ButtonVariant, buttonClass } from "~/components/ui/button";

/** One button that posts an intent (and its hidden fields) through a fetcher; `confirm` asks first. */
export function IntentButton({
  fetcher,
  fields,
  text,
  label,
  variant = "outline",
  small = false,
  disabled,
  confirm,
  onSubmit,
}: {
  fetcher: FetcherWithComponents<unknown>;
  fields: Record<string, string | number>;
  text: string;
  /** The accessible name, when the text alone does not say what it acts on. */
  label?: string;
  variant?: ButtonVariant;
  small?: boolean;
  disabled: boolean;
  confirm?: string;
  onSubmit?: () => void;
}) {
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) return event.preventDefault();
        onSubmit?.();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={disabled}
        aria-label={label}
        className={buttonClass({ variant, size: small ? "sm" : "md" })}
      >
        {text}
      </button>
    </fetcher.Form>
  );
}
