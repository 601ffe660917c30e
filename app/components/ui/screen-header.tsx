import type { ReactNode } from "react";

/** A back-office screen's title and one line about it; actions (buttons, links) sit at its right. */
export function ScreenHeader({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 max-w-3xl text-slate-600">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
