import { useCallback, useEffect, useRef, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import { copyText } from "~/lib/copy-text";
import { takeEarlyCopies } from "~/lib/early-taps";
import { Icon } from "./icons";

export type SwatchId = keyof typeof pagesMessages.vi.colors.names;
type GroupId = keyof typeof pagesMessages.vi.colors.groups;

export interface Swatch {
  id: SwatchId;
  value: string;
  /** Text colour that reads on the swatch. */
  dark: boolean;
}

/** The palette: the brand primary #0433c8 (app.css --color-primary) with its shades, neutrals and status colours. */
export const PALETTE: { group: GroupId; swatches: Swatch[] }[] = [
  {
    group: "brand",
    swatches: [
      { id: "primary-50", value: "#eef3ff", dark: false },
      { id: "primary-100", value: "#dbe5ff", dark: false },
      { id: "primary-300", value: "#8eaaff", dark: false },
      { id: "primary-500", value: "#2656e6", dark: true },
      { id: "primary", value: "#0433c8", dark: true },
      { id: "primary-700", value: "#0329a3", dark: true },
      { id: "primary-800", value: "#021f7a", dark: true },
    ],
  },
  {
    group: "neutral",
    swatches: [
      { id: "slate-50", value: "#f8fafc", dark: false },
      { id: "slate-200", value: "#e2e8f0", dark: false },
      { id: "slate-500", value: "#64748b", dark: true },
      { id: "slate-900", value: "#0f172a", dark: true },
    ],
  },
  {
    group: "status",
    swatches: [
      { id: "success", value: "#16a34a", dark: true },
      { id: "warning", value: "#d97706", dark: true },
      { id: "error", value: "#dc2626", dark: true },
      { id: "info", value: "#0284c7", dark: true },
    ],
  },
];

/** Swatch buttons; a click copies the value and says so in a live region (or shows it to copy by hand). */
export function ColorPalette() {
  const t = useMessages(pagesMessages).colors;
  const [status, setStatus] = useState<{ value: string; ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((value: string, ok: boolean) => {
    setStatus({ value, ok });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(null), ok ? 3000 : 8000);
  }, []);
  const copy = async (value: string) => show(value, await copyText(value));

  // A swatch tapped before hydration was copied by the early-taps script: say so now.
  useEffect(() => {
    const values = new Set(PALETTE.flatMap(({ swatches }) => swatches.map((swatch) => swatch.value)));
    for (const early of takeEarlyCopies((value) => values.has(value))) {
      early.result.then((result) => show(early.value, result === "copied"));
    }
  }, [show]);

  return (
    <>
      {PALETTE.map(({ group, swatches }) => (
        <section key={group} aria-labelledby={`palette-${group}`} className="mt-12 first:mt-0">
          <h2 id={`palette-${group}`} className="text-2xl font-extrabold text-slate-900">
            {t.groups[group]}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
            {swatches.map((swatch) => (
              <li key={swatch.id}>
                <button
                  type="button"
                  data-copy={swatch.value}
                  onClick={(event) => {
                    event.preventDefault(); // the early-taps script leaves it to us
                    copy(swatch.value);
                  }}
                  aria-label={t.copy(t.names[swatch.id], swatch.value)}
                  className="group w-full overflow-hidden rounded-xl text-left shadow-sm ring-1 ring-slate-200 hover:shadow-md"
                >
                  <span
                    className={`flex h-24 items-end p-3 text-xs font-semibold ${swatch.dark ? "text-white" : "text-slate-700"}`}
                    style={{ backgroundColor: swatch.value }}
                  >
                    <Icon
                      name="copy"
                      size={18}
                      className="opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                    />
                  </span>
                  <span className="block bg-white p-3">
                    <span className="block text-sm font-semibold text-slate-900">{t.names[swatch.id]}</span>
                    <span className="block font-mono text-sm text-slate-500">{swatch.value}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div
        role="status"
        aria-live="polite"
        className={`fixed inset-x-0 bottom-24 z-50 mx-auto w-fit max-w-[90vw] rounded-full px-5 py-3 text-sm font-semibold shadow-lg transition-opacity ${
          status ? "opacity-100" : "pointer-events-none opacity-0"
        } ${status?.ok === false ? "bg-amber-100 text-amber-900 select-all" : "bg-slate-900 text-white"}`}
      >
        {status ? (status.ok ? t.copied(status.value) : t.copyFailed(status.value)) : ""}
      </div>
    </>
  );
}
