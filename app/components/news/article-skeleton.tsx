/** The shape of an article page while the next article loads. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-9 w-full animate-pulse rounded bg-slate-200" />
        <div className="h-9 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-5/6 animate-pulse rounded bg-slate-100" />
        <div className="mt-8 aspect-video animate-pulse rounded-2xl bg-slate-200" />
        {[1, 2, 3, 4, 5].map((n) => (
          <div key={n} className="h-4 w-full animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
