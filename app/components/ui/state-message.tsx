import type { ReactNode } from "react";
import { Button } from "./button";

export type StateTone = "neutral" | "error";

/**
 * A centred panel for a list's loading, empty, no-match, not-found and error states, with its
 * actions (a retry, a link back) below.
 */
export function StateMessage({
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
  heading?: "h1" | "h2" | "h3";
  tone?: StateTone;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={`mx-auto max-w-xl rounded-2xl border px-6 py-12 text-center ${
        tone === "error" ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50"
      }`}
    >
      <Heading className={`text-xl font-bold ${tone === "error" ? "text-red-800" : "text-slate-900"}`}>{title}</Heading>
      {text && <p className="mt-3 text-slate-600">{text}</p>}
      {detail && <p className="mt-2 font-mono text-sm text-red-700">{detail}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** Runs `onRetry`, or reloads the page: the retry action of error states. */
export function RetryButton({ label, onRetry }: { label: string; onRetry?: () => void }) {
  return (
    <Button variant="outline" size="lg" onClick={onRetry ?? (() => window.location.reload())}>
      {label}
    </Button>
  );
}

/** A load failure: the error state with its title, an explanation or the error's message, and a retry. */
export function LoadError({
  title,
  text,
  detail,
  retryLabel,
  heading,
  onRetry,
}: {
  title: string;
  text?: string;
  detail?: string;
  retryLabel: string;
  heading?: "h1" | "h2" | "h3";
  onRetry?: () => void;
}) {
  return (
    <StateMessage heading={heading} tone="error" title={title} text={text} detail={detail}>
      <RetryButton label={retryLabel} onRetry={onRetry} />
    </StateMessage>
  );
}
