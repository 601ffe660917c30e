/** A section's h2 with an optional intro line, centred. */
export function SectionHeading({
  id,
  title,
  intro,
  plain = false,
}: {
  id: string;
  title: string;
  intro?: string;
  /** At the start of the line, a size smaller, with no intro (a list's heading). */
  plain?: boolean;
}) {
  if (plain) {
    return (
      <h2 id={id} className="text-3xl font-extrabold text-slate-900">
        {title}
      </h2>
    );
  }
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}

/** A page section: its band (padding, background), a centred column and the SectionHeading above the content. */
export function PageSection({
  id,
  title,
  intro,
  className = "py-20",
  width = "max-w-7xl",
  plain = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  plain?: boolean;
  className?: string;
  width?: "max-w-5xl" | "max-w-7xl";
  children: React.ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className={`mx-auto ${width} px-4 sm:px-6`}>
        <SectionHeading id={id} title={title} intro={intro} plain={plain} />
        {children}
      </div>
    </section>
  );
}
