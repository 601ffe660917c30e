import { useId, useMemo, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { ListField } from "../form/use-schema-form";

/** Brands of a product (a list field of the form): chosen from the suggestions, or added when the search matches none. */
export function BrandPicker({
  value,
  list,
  suggestions,
  error,
}: {
  value: string[];
  list: Pick<ListField<string>, "insert" | "remove">;
  suggestions: string[];
  error?: string;
}) {
  const t = useMessages(adminProductsMessages);
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const chosen = useMemo(() => new Set(value.map((b) => b.toLowerCase())), [value]);
  const term = search.trim();
  const matches = suggestions.filter(
    (brand) => !chosen.has(brand.toLowerCase()) && brand.toLowerCase().includes(term.toLowerCase()),
  );
  const exact = suggestions.some((brand) => brand.toLowerCase() === term.toLowerCase());
  const canAdd = term !== "" && !exact && !chosen.has(term.toLowerCase());
  const options = [
    ...matches.map((brand) => ({ brand, isNew: false })),
    ...(canAdd ? [{ brand: term, isNew: true }] : []),
  ];

  function add(brand: string) {
    const clean = brand.trim();
    if (!clean || chosen.has(clean.toLowerCase())) return;
    list.insert(clean);
    setSearch("");
    setActive(0);
  }

  return (
    <div className="space-y-2">
      {value.length === 0 ? (
        <p className="text-sm text-slate-500">{t.noBrands}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t.sections.brands}>
          {value.map((brand) => (
            <li
              key={brand}
              className="flex items-center gap-1 rounded-full bg-primary-50 py-1 pl-3 pr-1 text-sm text-primary"
            >
              {brand}
              <button
                type="button"
                aria-label={t.removeBrand(brand)}
                onClick={() => list.remove(value.indexOf(brand))}
                className="flex h-6 w-6 items-center justify-center rounded-full text-base hover:bg-primary-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t.brandSearch}
        </label>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          placeholder={t.brandSearch}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setOpen(true);
              setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (event.key === "Enter") {
              event.preventDefault();
              const option = options[active];
              if (option) add(option.brand);
            } else if (event.key === "Escape") {
              setOpen(false);
            }
          }}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        {open && options.length > 0 && (
          <div
            id={`${id}-list`}
            role="listbox"
            className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((option, index) => (
              <div
                key={`${option.isNew ? "new" : "old"}-${option.brand}`}
                tabIndex={-1}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(option.brand);
                }}
                onKeyDown={() => {}}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-primary-50 text-primary" : "text-slate-700"}`}
              >
                {option.isNew ? t.addBrand(option.brand) : option.brand}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
