import { type MouseEvent, useRef, useState } from "react";
import { deferred } from "../ui/deferred";

// The viewer's code is fetched when a photo is first opened (decision 008).
export const DeferredPhotoViewer = deferred(() => import("./photo-viewer").then((m) => m.PhotoViewer), {
  when: "rendered",
});

/**
 * Photos shown as links to their full pictures, so that a tap before the scripts arrive (or
 * without them) still shows one; once hydrated, a plain click opens the viewer at that photo
 * instead, and closing it gives the focus back to the link that opened it. The about page's
 * gallery and a product's photos.
 */
export function usePhotoViewer() {
  const [open, setOpen] = useState<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const opener = useRef<number | null>(null);

  const close = () => {
    setOpen(null);
    if (opener.current !== null) links.current[opener.current]?.focus();
  };

  /** What the link of photo `index` needs (spread on the <a href="…">). */
  const linkProps = (index: number) => ({
    ref: (element: HTMLAnchorElement | null) => {
      links.current[index] = element;
    },
    "aria-haspopup": "dialog" as const,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      // A new tab or a download (modifier keys) stays the browser's; a plain click opens the viewer.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener.current = index;
      setOpen(index);
    },
  });

  return { open, setOpen, close, linkProps };
}
