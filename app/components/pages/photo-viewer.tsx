import { type PointerEvent, useId, useLayoutEffect, useRef } from "react";
import { useMessages } from "~/i18n";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import { Icon } from "./icons";

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
/** A horizontal swipe this long (px), more sideways than up or down, turns the photo. */
const SWIPE_PX = 40;

/** A photo as the viewer shows it: the about page's gallery and a product's photos. */
export interface ViewerPhoto {
  key: string;
  src: string;
  /** Its responsive renditions, when it has some. */
  srcSet?: string;
  width: number | null;
  height: number | null;
  alt: string;
  /** The heading under the picture (the dialog's name). */
  title: string;
  description?: string;
}

/**
 * Full-screen photo viewer (a modal dialog): title and description under the picture; closes on
 * the close button, Escape or a click outside the picture; arrow buttons, the ←/→ keys and a
 * sideways swipe move between photos, wrapping around. Focus starts on the close button and stays inside.
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: readonly ViewerPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useMessages(pagesMessages).about;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const photo = photos[index];
  const count = photos.length;
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);
  // A swipe: where the finger (or pen) went down, and whether the last one turned the photo (its
  // click is not a tap on the backdrop).
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  // Layout effects: the focus and the keys are the dialog's before it is first painted, so a key
  // pressed as soon as it shows is heard (a test's ArrowRight was lost under load with effects).
  useLayoutEffect(() => {
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  // The latest callbacks, so the key listener is attached once.
  const keys = useRef({ previous, next, onClose });
  keys.current = { previous, next, onClose };
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        keys.current.onClose();
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        keys.current.previous();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        keys.current.next();
      } else if (event.key === "Tab") {
        const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // A click on the backdrop (not on the picture, caption or buttons) is "outside".
    const onClick = (event: MouseEvent) => {
      if (swiped.current) return;
      if (event.target instanceof Element && event.target.hasAttribute("data-backdrop")) keys.current.onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    if (event.pointerType !== "mouse") swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      swiped.current = true;
      if (dx < 0) next();
      else previous();
    }
  };

  if (!photo) return null;
  const arrowClass =
    "absolute top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/30 hover:bg-slate-800 sm:h-14 sm:w-14";
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={photo.description ? descriptionId : undefined}
      data-backdrop=""
      className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-950/90 px-4 py-16 sm:px-24"
    >
      <figure
        data-backdrop=""
        className="flex max-h-full w-full max-w-4xl touch-pan-y flex-col"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <img
          key={photo.key}
          src={photo.src}
          srcSet={photo.srcSet || undefined}
          sizes={photo.srcSet ? "(min-width: 896px) 896px, 100vw" : undefined}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          alt={photo.alt}
          draggable={false}
          className="mx-auto max-h-[68vh] w-auto rounded-xl bg-white object-contain shadow-2xl"
        />
        <figcaption className="mx-auto mt-4 max-w-2xl text-center text-white">
          <h2 id={titleId} className="text-xl font-bold sm:text-2xl">
            {photo.title}
          </h2>
          {photo.description && (
            <p id={descriptionId} className="mt-2 text-slate-200">
              {photo.description}
            </p>
          )}
          <p className="mt-2 text-sm text-slate-400" aria-live="polite">
            {t.viewer.position(index + 1, count)}
          </p>
        </figcaption>
      </figure>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label={t.viewer.close}
        className="absolute right-4 top-4 flex h-12 w-12 items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/30 hover:bg-slate-800"
      >
        <Icon name="close" size={26} />
      </button>
      <button
        type="button"
        onClick={previous}
        aria-label={t.viewer.previous}
        className={`${arrowClass} left-2 sm:left-6`}
      >
        <Icon name="arrowLeft" size={26} />
      </button>
      <button type="button" onClick={next} aria-label={t.viewer.next} className={`${arrowClass} right-2 sm:right-6`}>
        <Icon name="arrowRight" size={26} />
      </button>
    </div>
  );
}
