import { useEffect, useRef } from "react";

type Props = { title: string; src: string; className: string };

/**
 * An embedded map that starts loading once the page is interactive. A map's `loading="lazy"`
 * iframe near the first screen of a phone still starts a third-party document before the page's
 * largest paint, and Lighthouse charges that connection to it (decision 022). The server writes
 * the address as `data-src`; after hydration the effect gives it to the frame (still lazy, so a
 * map far below loads when scrolled near). Without scripts the `<noscript>` copy is the map, and
 * `app.css` hides the empty frame (`@media (scripting: none)`).
 */
export function MapFrame({ title, src, className }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (frame.current && frame.current.getAttribute("src") !== src) frame.current.setAttribute("src", src);
  }, [src]);
  const attributes = { title, loading: "lazy", referrerPolicy: "no-referrer-when-downgrade", className } as const;
  return (
    <>
      <iframe ref={frame} data-src={src} {...attributes} />
      <noscript>
        <iframe src={src} {...attributes} />
      </noscript>
    </>
  );
}
