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
  name,
  intent,
  texts,
  fetcherKey,
}: {
  id: number;
  /** How the entry is called in the question and in the name a screen reader hears. */
  name: string;
  intent: string;
  /** The page's texts: the visible "Xóa", the button's name and the question asked before anything is sent. */
  texts: { remove: string; removeLabel: (name: string) => string; confirmRemove: (name: string) => string };
  fetcherKey: string;
}) {
  return (
    <div className="text-right">
      <ConfirmSubmitButton
        fields={{ intent, id: String(id) }}
        confirm={texts.confirmRemove(name)}
        text={texts.remove}
        label={texts.removeLabel(name)}
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
