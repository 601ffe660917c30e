/** A grey pulsing block standing in for content that is loading (hidden from screen readers). */
export function Skeleton({ className = "h-4 w-full" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}

/** A card's placeholder: the picture at its aspect, then four lines of text (inside an aria-hidden card). */
export function CardSkeleton({ media }: { media: "aspect-[4/3]" | "aspect-video" }) {
  const pulse = "animate-pulse bg-slate-200 motion-reduce:animate-none";
  return (
    <>
      <div className={`${media} ${pulse}`} />
      <div className="space-y-3 p-5">
        {["h-3 w-1/3", "h-5 w-4/5", "h-3 w-1/2", "h-3 w-2/3"].map((size) => (
          <div key={size} className={`${size} rounded ${pulse}`} />
        ))}
      </div>
    </>
  );
}
