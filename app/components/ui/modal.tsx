import { type ReactNode, useEffect, useId, useRef } from "react";
import { CLOSE_PATH, StrokeIcon } from "./stroke-icon";

const widths = { md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-5xl", "6xl": "max-w-6xl" } as const;

interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Fixed below the scrolling body (the dialog's buttons). */
  footer?: ReactNode;
  /** The widest the dialog grows: md 32rem, lg 48rem (default), xl 64rem, 6xl 72rem. */
  size?: keyof typeof widths;
  /** A dialog as tall as the spec allows (95% of the viewport), for editors such as the image grid. */
  tall?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Tab and Shift+Tab cycle
 * inside it, Escape closes it, and focus goes back where it was. Render it to open it; the
 * element marked data-autofocus gets the focus first.
 */
export function Modal({ title, closeLabel, onClose, children, footer, size = "lg", tall = false }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    // Escape: the browser cancels the dialog; the owner decides whether it closes.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Keep Tab inside the dialog instead of letting it reach the browser's own controls.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !element.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener("cancel", onCancel);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("cancel", onCancel);
      element.removeEventListener("keydown", onKeyDown);
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 ${
        tall ? "h-[95vh] max-h-[95vh]" : "max-h-[calc(100dvh-2rem)]"
      }`}
    >
      <div className="flex h-full max-h-[inherit] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <StrokeIcon d={CLOSE_PATH} />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer && <div className="border-t border-slate-200 px-6 py-4">{footer}</div>}
      </div>
    </dialog>
  );
}
