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
