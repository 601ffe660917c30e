/** The blue band that opens each static page: a small eyebrow, the page's only h1 and an intro. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary-800 via-primary to-primary-700 text-white">
      <svg
        aria-hidden="true"
        className="absolute -right-24 -top-24 h-96 w-96 text-white/5"
        viewBox="0 0 64 64"
        fill="currentColor"
      >
        <path d="M27 4h10v23h23v10H37v23H27V37H4V27h23z" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="inline-block rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">{eyebrow}</p>
          )}
          <h1 className="mt-5 text-4xl font-extrabold leading-tight sm:text-5xl">{title}</h1>
          {intro && <p className="mt-5 text-lg text-blue-100 sm:text-xl">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A section's h2 with an optional intro line, centred. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}

/** Shared look of the call-to-action links and buttons on these pages. */
export const buttonClass = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-6 py-3 font-semibold text-white shadow-sm hover:bg-primary-700",
  light:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-primary shadow-sm hover:bg-primary-50",
  outlineLight:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10",
  outline:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-primary px-6 py-3 font-semibold text-primary hover:bg-primary-50",
} as const;
