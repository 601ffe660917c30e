import { type RefObject, useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/** How long an editor shows "saved" before going back to its list. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/**
 * An editor's save outcome: after a success, goes to `redirectTo` a moment later; on a success or
 * a failure, moves the focus to the status line (the ref to hand to SaveStatus).
 */
export function useSaveOutcome(
  succeeded: boolean,
  redirectTo: string | null,
  failure: string | null,
): RefObject<HTMLDivElement | null> {
  const navigate = useNavigate();
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!succeeded || !redirectTo) return;
    const timer = window.setTimeout(() => navigate(redirectTo), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, redirectTo, navigate]);

  useEffect(() => {
    if (failure || succeeded) statusRef.current?.focus();
  }, [failure, succeeded]);

  return statusRef;
}

/** The status line under an editor: "saved" or the failure, announced politely. */
export function SaveStatus({
  ref,
  saved,
  failure,
}: {
  ref: RefObject<HTMLDivElement | null>;
  /** The success text, or null while there is no success to show. */
  saved: string | null;
  failure: string | null;
}) {
  return (
    <div ref={ref} tabIndex={-1} aria-live="polite" className="outline-none">
      {saved && (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
          {saved}
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
