import { useFetcher } from "react-router";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import type { CatalogActionResult, CatalogKind } from "~/lib/admin-catalog";

/** 'Kích hoạt' / 'Vô hiệu': pressing it saves the other state at once (shown before the answer arrives). */
export function StatusPill({
  kind,
  id,
  name,
  isActive,
}: {
  kind: CatalogKind;
  id: number;
  name: string;
  isActive: boolean;
}) {
  const t = useMessages(adminMessages).catalog;
  const fetcher = useFetcher<CatalogActionResult>();
  const pending = fetcher.formData?.get("isActive");
  const active = pending === undefined || pending === null ? isActive : pending === "true";
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="isActive" value={String(!active)} />
      <button
        type="submit"
        aria-label={t.toggleStatus(name, active)}
        className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold transition-colors ${
          active ? "bg-green-100 text-green-800 hover:bg-green-200" : "bg-slate-200 text-slate-700 hover:bg-slate-300"
        }`}
      >
        <span className={`h-1.5 w-1.5 rounded-full ${active ? "bg-green-600" : "bg-slate-500"}`} aria-hidden="true" />
        {active ? t.active : t.inactive}
      </button>
      {failed ? (
        <p role="alert" className="mt-1 max-w-48 text-xs text-red-600">
          {failed}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
