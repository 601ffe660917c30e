import { buttonClass } from "~/components/ui/button";
import { ConfirmSubmitButton } from "../confirm-submit-button";

/**
 * A row's "Xóa" button: asks first, then posts `{ intent, id }` to the page's action through the
 * page's shared fetcher `fetcherKey`; the page shows the answer (the row is gone once the list
 * reloads).
 */
export function RemoveButton({
  id,
  intent,
  confirm,
  text,
  label,
  fetcherKey,
}: {
  id: number;
  intent: string;
  /** The question asked before anything is sent. */
  confirm: string;
  /** The visible text; `label` is what a screen reader hears (naming the row). */
  text: string;
  label: string;
  fetcherKey: string;
}) {
  return (
    <ConfirmSubmitButton
      fields={{ intent, id: String(id) }}
      confirm={confirm}
      text={text}
      label={label}
      icon="trash"
      className={buttonClass({ variant: "ghost", size: "sm", className: "text-red-600 hover:bg-red-50" })}
      fetcherKey={fetcherKey}
    />
  );
}
