import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";

export interface FilterChip {
  key: string;
  label: string;
  /** Where removing this filter leads (without the /en prefix). */
  href: string;
}

/** The active filters, each removable, and one action that clears them all. */
export function FilterChips({ chips, clearHref }: { chips: FilterChip[]; clearHref: string }) {
  const t = useMessages(catalogMessages).chips;
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t.label} className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              aria-label={t.remove(chip.label)}
              className="inline-flex items-center gap-2 rounded-full bg-primary-50 py-1.5 pl-3 pr-2 text-sm font-semibold text-primary ring-1 ring-primary-100 hover:bg-primary-100"
            >
              {chip.label}
              <span
                aria-hidden="true"
                className="flex h-5 w-5 items-center justify-center rounded-full bg-white text-xs leading-none"
              >
                ✕
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={clearHref}
        className="rounded px-2 py-1.5 text-sm font-semibold text-slate-600 underline hover:text-primary"
      >
        {t.clearAll}
      </Link>
    </div>
  );
}
