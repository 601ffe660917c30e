import { useFetcher } from "react-router";
import { Icon, type IconName } from "./icons";

/**
 * A row's action button: asks first, then posts `fields` to the page's action through the
 * fetcher named `fetcherKey`, which the page reads too (`useFetcher({ key })`): the answer is the
 * page's to show, since the row itself may be gone once the list reloads.
 */
export function ConfirmSubmitButton({
  fields,
  confirm,
  text,
  label,
  icon,
  className,
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
  /** The fetcher shared by the page's rows and read by the page for the answer. */
  fetcherKey: string;
}) {
  const fetcher = useFetcher({ key: fetcherKey });
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
