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

/** A page section: its band (padding, background), a centred column and the SectionHeading above the content. */
export function PageSection({
  id,
  title,
  intro,
  className = "py-20",
  width = "max-w-7xl",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  width?: "max-w-5xl" | "max-w-7xl";
  children: React.ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className={`mx-auto ${width} px-4 sm:px-6`}>
        <SectionHeading id={id} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
