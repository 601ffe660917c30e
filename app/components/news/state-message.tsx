import type { ReactNode } from "react";

/** A centred empty, error or not-found state with its actions. */
export function StateMessage({
  title,
  text,
  children,
  headingLevel = 2,
  tone = "neutral",
}: {
  title: string;
  text?: string;
  children?: ReactNode;
  headingLevel?: 1 | 2;
  tone?: "neutral" | "error";
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-slate-50 px-6 py-12 text-center"
    >
      <Heading className={`text-xl font-bold ${tone === "error" ? "text-red-700" : "text-slate-900"}`}>{title}</Heading>
      {text && <p className="mt-3 text-slate-600">{text}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-5 py-3 font-semibold text-white transition hover:bg-primary-700";
export const outlineButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-700 transition hover:bg-slate-50";

/** Reloads the page: the retry action of error states. */
export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={outlineButton}>
      {label}
    </button>
  );
}
