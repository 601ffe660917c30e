import type { ReactNode } from "react";

/** A centred panel for the list's empty, no-match, not-found and error states. */
export function CatalogMessage({
  title,
  text,
  detail,
  heading: Heading = "h2",
  tone = "neutral",
  children,
}: {
  title: string;
  text?: string;
  /** A technical line such as an error message. */
  detail?: string;
  heading?: "h1" | "h2";
  tone?: "neutral" | "error";
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={`mx-auto max-w-xl rounded-2xl border px-6 py-12 text-center ${
        tone === "error" ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50"
      }`}
    >
      <Heading className={`text-2xl font-bold ${tone === "error" ? "text-red-800" : "text-slate-900"}`}>
        {title}
      </Heading>
      {text && <p className="mt-3 text-slate-600">{text}</p>}
      {detail && <p className="mt-2 font-mono text-sm text-red-700">{detail}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

export const primaryButtonClass =
  "inline-flex items-center justify-center rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-700";
export const outlineButtonClass =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-700 hover:bg-slate-50";
