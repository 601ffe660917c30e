import { useEffect, useRef, useState } from "react";

/** Fallback checks for browsers whose observer does not fire (spec: 500, 800 and 2000 ms). */
export const REVEAL_FALLBACK_MS = [500, 800, 2000] as const;

/**
 * Fades its content in once at least `threshold` of it is visible, then keeps it visible.
 * The server renders it visible (no JavaScript, no hidden content); reduced motion shows it at once.
 * Content already on screen when the page hydrates stays as it is, and content below it is hidden
 * at once, without a transition: the fade is only ever a fade in (a 700 ms fade out of unseen content
 * at hydration had the compositor drawing frames for nothing while the page loaded, decision 036).
 */
export function Reveal({
  children,
  threshold = 0.1,
  className = "",
}: {
  children: React.ReactNode;
  threshold?: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // "shown" as the server rendered it; "hidden" below the first screen; "revealed" once it has faded in.
  const [state, setState] = useState<"shown" | "hidden" | "revealed">("shown");

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduced || typeof IntersectionObserver === "undefined") return;
    const inView = () => {
      const rect = element.getBoundingClientRect();
      return rect.top < window.innerHeight && rect.bottom > 0;
    };
    if (inView()) return;
    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    const timers = REVEAL_FALLBACK_MS.map((ms) =>
      window.setTimeout(() => {
        if (inView()) {
          setState("revealed");
          observer.disconnect();
        }
      }, ms),
    );
    return () => {
      observer.disconnect();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [threshold]);

  return (
    <div
      ref={ref}
      data-revealed={state === "hidden" ? "false" : "true"}
      className={`${state === "hidden" ? "translate-y-6 opacity-0" : "translate-y-0 opacity-100"} ${
        state === "revealed" ? "transition duration-700 ease-out motion-reduce:transition-none" : ""
      } ${className}`}
    >
      {children}
    </div>
  );
}
