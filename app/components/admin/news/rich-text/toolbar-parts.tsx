import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { StrokeIcon } from "~/components/ui/stroke-icon";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary";

/** A square toolbar button with an accessible name; `active` shows and announces a pressed state. */
export function ToolButton({
  label,
  onClick,
  active,
  disabled,
  expanded,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      aria-expanded={expanded}
      disabled={disabled}
      // Keep the editor's selection: the command acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-sm text-slate-700 transition hover:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing} ${
        active ? "bg-primary-100 text-primary-800" : ""
      }`}
    >
      {children}
    </button>
  );
}

export function Separator() {
  return <span aria-hidden="true" className="mx-0.5 h-6 w-px bg-slate-300" />;
}

export const selectClass = `h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 ${focusRing} disabled:opacity-40`;

/** Below Tailwind's `sm`, the toolbar is one row that scrolls sideways (toolbar.tsx). */
export const PHONE_TOOLBAR = "(max-width: 639.98px)";

/**
 * On a phone the toolbar row scrolls, which would clip a panel placed inside it: the panel is
 * fixed under its button instead, across the screen, and follows the button as the page scrolls.
 */
function usePhonePlacement(panel: RefObject<HTMLDivElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const anchor = panel.current?.parentElement;
      setTop(anchor && window.matchMedia(PHONE_TOOLBAR).matches ? anchor.getBoundingClientRect().bottom + 4 : null);
    };
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [panel]);
  return top;
}

/** A panel under a toolbar button; a click outside or Escape closes it. */
export function Popover({
  label,
  onClose,
  children,
  align = "left",
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
  align?: "left" | "right";
}) {
  const panel = useRef<HTMLDivElement>(null);
  const phoneTop = usePhonePlacement(panel);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const parent = panel.current?.parentElement;
      if (parent && event.target instanceof Node && !parent.contains(event.target)) onCloseRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onCloseRef.current();
    };
    const element = panel.current;
    document.addEventListener("pointerdown", onPointer);
    element?.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      element?.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={label}
      style={phoneTop === null ? undefined : { position: "fixed", top: phoneTop, left: 8, right: "auto" }}
      className={`absolute top-full z-30 mt-1 max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-3 shadow-lg ${align === "right" ? "right-0" : "left-0"}`}
    >
      {children}
    </div>
  );
}

/** Simple stroke icons (24 px grid), always beside a button's accessible name. */
export function Icon({ path }: { path: string }) {
  return <StrokeIcon className="h-4 w-4" d={path} />;
}

export const icons = {
  bulletList: "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
  orderedList: "M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14c0-1 2-1 2 0s-2 2-2 2h2M3 18h2v2H3",
  alignLeft: "M4 6h16M4 10h10M4 14h16M4 18h10",
  alignCenter: "M4 6h16M7 10h10M4 14h16M7 18h10",
  alignRight: "M4 6h16M10 10h10M4 14h16M10 18h10",
  alignJustify: "M4 6h16M4 10h16M4 14h16M4 18h16",
  link: "M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01",
  grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  table: "M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14",
  rule: "M4 12h16",
  undo: "M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3",
  redo: "M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3",
  eye: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z",
  pencil: "M4 20h4L19 9l-4-4L4 16zM13 7l4 4",
};
