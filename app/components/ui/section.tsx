import type { ReactNode } from "react";

const LOOKS = {
  /** A white card of the back office, with a small heading. */
  panel: {
    section: "min-w-0 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
    heading: "text-lg font-semibold text-slate-900",
  },
  /** A part of a public page, with a large heading. */
  page: { section: "", heading: "text-2xl font-extrabold text-slate-900" },
  /** A part of a detail page (a product's specifications). */
  detail: { section: "", heading: "text-2xl font-bold text-slate-900" },
  /** A smaller part of a detail page (a product's features). */
  minor: { section: "", heading: "text-lg font-bold text-slate-900" },
  /** A part whose heading is read out only. */
  unheaded: { section: "", heading: "sr-only" },
} as const;

/** A section named by its own heading (`aria-labelledby`), so that landmarks have names. */
export function Section({
  id,
  title,
  look = "panel",
  className = "",
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  look?: keyof typeof LOOKS;
  className?: string;
  children: ReactNode;
}) {
  const style = LOOKS[look];
  return (
    <section aria-labelledby={id} className={`${style.section} ${className}`.trim() || undefined}>
      <h2 id={id} className={style.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
