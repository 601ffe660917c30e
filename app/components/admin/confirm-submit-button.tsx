import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Icon, type IconName } from "./icons";

/**
 * A row's action button: asks first, then posts `fields` to the page's action and hands the
 * answer up as soon as it comes (the row itself may be gone once the list reloads).
 */
export function ConfirmSubmitButton<Result>({
  fields,
  confirm,
  text,
  label,
  icon,
  className,
  onAnswer,
  fetcherKey,
}: {
  fields: Record<string, string>;
  /** The question asked before anything is sent. */
  confirm: string;
  /** The visible text; `label` is what a screen reader hears (naming the row). */
  text: string;
  label: string;
  icon: IconName;
  className: string;
  /** Hands the answer up; a row that the reload removes may be gone before it runs. */
  onAnswer?: (result: Result) => void;
  /**
   * Shares the fetcher with the page (`useFetcher({ key })`), so that the page reads the answer
   * itself whether or not the row is still there when it comes.
   */
  fetcherKey?: string;
}) {
  const fetcher = useFetcher({ key: fetcherKey });
  useEffect(() => {
    // The page's action answers a Result (a plain object: serialised as it is).
    if (fetcher.data) onAnswer?.(fetcher.data as Result);
  }, [fetcher.data, onAnswer]);
  return (
    <button
      type="button"
      disabled={fetcher.state !== "idle"}
      onClick={() => {
        if (window.confirm(confirm)) fetcher.submit(fields, { method: "post" });
      }}
      className={className}
    >
      <Icon name={icon} className="h-4 w-4" />
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
