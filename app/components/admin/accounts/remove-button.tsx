import { useEffect } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import { Icon } from "../icons";

/**
 * A row's "Xóa" button: asks first, then posts `{ intent, id }` to the page's action and hands
 * the answer up as soon as it comes (the row itself is gone once the list reloads).
 */
export function RemoveButton({
  id,
  intent,
  confirm,
  text,
  label,
  onAnswer,
}: {
  id: number;
  intent: string;
  /** The question asked before anything is sent. */
  confirm: string;
  /** The visible text; `label` is what a screen reader hears (naming the row). */
  text: string;
  label: string;
  onAnswer: (result: AccountsActionResult) => void;
}) {
  const fetcher = useFetcher<AccountsActionResult>();
  useEffect(() => {
    if (fetcher.data) onAnswer(fetcher.data);
  }, [fetcher.data, onAnswer]);
  return (
    <button
      type="button"
      disabled={fetcher.state !== "idle"}
      onClick={() => {
        if (window.confirm(confirm)) fetcher.submit({ intent, id: String(id) }, { method: "post" });
      }}
      className={buttonClass({ variant: "ghost", size: "sm", className: "text-red-600 hover:bg-red-50" })}
    >
      <Icon name="trash" className="h-4 w-4" />
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
