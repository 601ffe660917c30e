import { useEffect, useRef, useState } from "react";

/** Fallback checks for browsers whose observer does not fire (spec: 500, 800 and 2000 ms). */
export const REVEAL_FALLBACK_MS = [500, 800, 2000] as const;

/**
 * Fades its content in once at least `threshold` of it is visible, then keeps it visible.
 * The server renders it visible (no JavaScript, no hidden content); reduced motion shows it at once.
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
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduced || typeof IntersectionObserver === "undefined") return;
    const inView = () => {
      const rect = element.getBoundingClientRect();
      return rect.top < window.innerHeight && rect.bottom > 0;
    };
    setHidden(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setHidden(false);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    const timers = REVEAL_FALLBACK_MS.map((ms) =>
      window.setTimeout(() => {
        if (inView()) {
          setHidden(false);
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
      data-revealed={hidden ? "false" : "true"}
      className={`transition duration-700 ease-out motion-reduce:transition-none ${
        hidden ? "translate-y-6 opacity-0" : "translate-y-0 opacity-100"
      } ${className}`}
    >
      {children}
    </div>
  );
}
