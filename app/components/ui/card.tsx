import type { HTMLAttributes } from "react";

/** A white panel with a border; `hover` lifts it for cards that are links. */
export function Card({
  hover = false,
  className = "",
  ...props
}: HTMLAttributes<HTMLDivElement> & { hover?: boolean }) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white ${hover ? "transition hover:-translate-y-0.5 hover:shadow-lg" : ""} ${className}`}
      {...props}
    />
  );
}
