import { useEffect } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { DeletedActionResult } from "~/lib/deleted-items";
import { Icon } from "../icons";

/**
 * A deleted item's "Khôi phục": asks first, then posts `{ intent: "restore", revision }` to the
 * page's action and hands the answer up (the row itself is gone once the list reloads).
 */
export function RestoreButton({
  revision,
  confirm,
  text,
  label,
  onAnswer,
}: {
  revision: number;
  /** The question asked before anything is sent. */
  confirm: string;
  text: string;
  /** What a screen reader hears (naming the item). */
  label: string;
  onAnswer: (result: DeletedActionResult) => void;
}) {
  const fetcher = useFetcher<DeletedActionResult>();
  useEffect(() => {
    if (fetcher.data) onAnswer(fetcher.data);
  }, [fetcher.data, onAnswer]);
  return (
    <button
      type="button"
      disabled={fetcher.state !== "idle"}
      onClick={() => {
        if (window.confirm(confirm))
          fetcher.submit({ intent: "restore", revision: String(revision) }, { method: "post" });
      }}
      className={buttonClass({ variant: "outline", size: "sm" })}
    >
      <Icon name="history" className="h-4 w-4" />
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
