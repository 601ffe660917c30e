import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { type PointerEvent as ReactPointerEvent, useRef, useState } from "react";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { altState } from "~/lib/body-alt";
import { imageAlignOf } from "~/lib/image-align";
import { CORNERS, type Corner, parseImageWidth, resizedWidth } from "./image-width";

const handlePlace: Record<Corner, string> = {
  nw: "-left-1.5 -top-1.5 cursor-nwse-resize",
  ne: "-right-1.5 -top-1.5 cursor-nesw-resize",
  sw: "-bottom-1.5 -left-1.5 cursor-nesw-resize",
  se: "-bottom-1.5 -right-1.5 cursor-nwse-resize",
};

/** An image in the editor: one click selects it and shows four corner handles that resize it. */
/** Asks the editor to open the image dialog for the image at `detail` (a document position). */
export const EDIT_IMAGE_EVENT = "editor-image-edit";

export function ImageNodeView({ node, selected, updateAttributes, editor, getPos }: ReactNodeViewProps) {
  const t = useMessages(messages);
  const image = useRef<HTMLImageElement>(null);
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const src = typeof node.attrs.src === "string" ? node.attrs.src : "";
  // As the HTML will have it: no attribute for an image nobody described.
  const alt =
    typeof node.attrs.alt === "string" || typeof node.attrs.alt === "number" ? String(node.attrs.alt) : undefined;
  const undescribed = altState(node.attrs.alt) === "missing";
  const width = dragWidth ?? parseImageWidth(node.attrs.width);
  const fullWidth = imageAlignOf(node.attrs.align) === "full";

  function startResize(corner: Corner, event: ReactPointerEvent<HTMLSpanElement>) {
    const element = image.current;
    if (!element || !editor.isEditable) return;
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startWidth = element.getBoundingClientRect().width;
    const maxWidth = editor.view.dom.clientWidth || startWidth;
    let latest = Math.round(startWidth);
    const onMove = (move: PointerEvent) => {
      latest = resizedWidth(startWidth, move.clientX - startX, corner, maxWidth);
      setDragWidth(latest);
    };
    const onUp = () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onUp);
      setDragWidth(null);
      updateAttributes({ width: latest });
    };
    // Heard on the window, not the handle: the editor may draw the handle anew during the drag,
    // which ends its pointer capture, and the release then went unheard (the width was never kept).
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onUp);
  }

  return (
    // Centred, like its caption line beneath it: a resized image keeps its caption under it.
    // Floated or column-wide by app.css's rules on the outer element's data-align (decision 044).
    <NodeViewWrapper className="my-4 text-center leading-none" data-image-node="">
      <span
        className={`relative inline-block max-w-full align-top ${selected ? "outline-2 outline-offset-2 outline-primary" : ""}`}
        data-selected={selected ? "" : undefined}
        data-image-frame=""
      >
        {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: from the keyboard, Enter on the selected image opens the same dialog */}
        <img
          ref={image}
          src={src || undefined}
          alt={alt}
          title={t.editImage}
          draggable={false}
          onDoubleClick={(event) => {
            const pos = getPos();
            if (typeof pos !== "number") return;
            event.currentTarget.dispatchEvent(new CustomEvent(EDIT_IMAGE_EVENT, { bubbles: true, detail: pos }));
          }}
          style={width ? { width: `${width}px` } : undefined}
          className="block h-auto max-w-full rounded-lg"
        />
        {/* Seen while writing; the publication's check (and its list) is what says it to everyone. */}
        {undescribed && (
          <span
            aria-hidden="true"
            data-alt-missing=""
            className="pointer-events-none absolute left-2 top-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium leading-tight text-amber-900 shadow"
          >
            {t.altMissingBadge}
          </span>
        )}
        {/* A column-wide image has the column's width: nothing to drag. */}
        {selected &&
          !fullWidth &&
          CORNERS.map((corner) => (
            <span
              key={corner}
              data-resize-handle={corner}
              aria-hidden="true"
              title={t.resizeHandle(corner)}
              onPointerDown={(event) => startResize(corner, event)}
              onDragStart={(event) => event.preventDefault()}
              className={`absolute h-3 w-3 touch-none rounded-sm border-2 border-white bg-primary shadow ${handlePlace[corner]}`}
            />
          ))}
      </span>
    </NodeViewWrapper>
  );
}
