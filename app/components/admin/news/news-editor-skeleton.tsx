import { Skeleton } from "~/components/ui/skeleton";

/** The editor's shape while an article loads. */
export function NewsEditorSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6" role="status" aria-busy="true" aria-label={label}>
      <div className="flex items-center justify-between gap-4">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-9 w-28" />
      </div>
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
