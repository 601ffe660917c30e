import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import { ConfirmSubmitButton } from "../confirm-submit-button";
import { FormMessage } from "./form-field";

/**
 * An entry's "Xóa" button (administrators, redirects): asks first, then posts `{ intent, id }` to
 * the page's action through the entries' shared fetcher `fetcherKey`; the page shows the answer
 * with `RemovalMessage` (the entry is gone once the list reloads).
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
    <div className="text-right">
      <ConfirmSubmitButton
        fields={{ intent, id: String(id) }}
        confirm={confirm}
        text={text}
        label={label}
        icon="trash"
        className={buttonClass({ variant: "ghost", size: "sm", className: "text-red-600 hover:bg-red-50" })}
        fetcherKey={fetcherKey}
      />
    </div>
  );
}

/** The answer of the last removal, read from the rows' shared fetcher: the removed row is gone by then. */
export function RemovalMessage({ fetcherKey }: { fetcherKey: string }) {
  const answer = useFetcher<AccountsActionResult>({ key: fetcherKey }).data;
  return <div>{answer ? <FormMessage ok={answer.ok} message={answer.message} /> : null}</div>;
}
