import { type Ref, useId } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { onEnter } from "./enter-key";

/** What an image dialog asks: a text alternative, or the image marked decorative (alt=""). */
export interface AltChoice {
  text: string;
  decorative: boolean;
}

/**
 * The alt text box and the 'decorative' checkbox of the image dialogs (insert, edit, grid). While
 * decorative, the text box is off (what was typed stays for an untick). `problem` is shown under
 * the box: the insert dialogs' refusal, or the edit dialog's note on an image nobody described.
 */
export function AltTextFields({
  value,
  onChange,
  problem,
  announce = false,
  label,
  hint,
  inputRef,
  autoFocus = false,
  onSubmit,
}: {
  value: AltChoice;
  onChange: (next: AltChoice) => void;
  problem?: string | null;
  /** Announce `problem` as it appears (after a refused insert). */
  announce?: boolean;
  label?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Enter in the text box. */
  onSubmit?: () => void;
}) {
  const t = useMessages(messages);
  const decorativeHintId = useId();
  return (
    <div className="space-y-2">
      <Field label={label ?? t.imageAlt} hint={hint ?? t.altHint} error={problem} alert={announce}>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            data-autofocus={autoFocus || undefined}
            value={value.text}
            disabled={value.decorative}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
            onKeyDown={onSubmit ? onEnter(onSubmit) : undefined}
            className={inputClass}
          />
        )}
      </Field>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={value.decorative}
            onChange={(event) => onChange({ ...value, decorative: event.target.checked })}
            aria-describedby={decorativeHintId}
            className="h-6 w-6 rounded border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          />
          {t.decorative}
        </label>
        <p id={decorativeHintId} className="mt-1 pl-6 text-xs text-slate-500">
          {t.decorativeHint}
        </p>
      </div>
    </div>
  );
}
