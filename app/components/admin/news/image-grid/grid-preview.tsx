import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { IconButton } from "~/components/ui/button";
import { CLOSE_PATH, StrokeIcon } from "~/components/ui/stroke-icon";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-grid";
import { type Box, GRID_CONTAINER_WIDTH, type GridLayout, SHADOW_SPECS, STYLE_SCALE } from "~/lib/image-grid/layout";
import type { GridStyle } from "~/lib/image-grid/settings";
import type { MediaItem } from "~/lib/media";
import { sortableAnnouncements } from "../../dnd-announcements";

export interface GridItem {
  /** Stable while the item lives (dnd-kit's id); a crop keeps it and swaps the image. */
  key: string;
  image: MediaItem;
  /** A local (blob:) copy of the chosen file, when there is one. */
  preview?: string;
}

interface GridPreviewProps {
  items: GridItem[];
  layout: GridLayout;
  style: GridStyle;
  disabled: boolean;
  onReorder: (items: GridItem[]) => void;
  onRemove: (key: string) => void;
  onCrop: (key: string) => void;
}

/** The dnd-kit sensors of the spec: a drag starts after 8 px; the keyboard moves 25 px a press (its default). */
function useGridSensors() {
  return useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }), useSensor(KeyboardSensor));
}

/**
 * The grid as the PNG will show it: the shared layout drawn with CSS at the preview's width.
 * Tiles reorder by drag (pointer or keyboard); images beyond the template's maximum wait below.
 */
export function GridPreview({ items, layout, style, disabled, onReorder, onRemove, onCrop }: GridPreviewProps) {
  const t = useMessages(messages);
  const sensors = useGridSensors();
  const headingId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = width / GRID_CONTAINER_WIDTH;
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.key === id) + 1;
  const nameOf = (id: UniqueIdentifier | undefined) => items.find((item) => item.key === id)?.image.name ?? "";
  const announcements = sortableAnnouncements(
    items.map((item) => item.key),
    nameOf,
    t.announce,
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, position(active.id) - 1, position(over.id) - 1));
  };

  const tileLook = {
    radius: layout.radius * scale,
    border:
      style.border === "none"
        ? "none"
        : `${Math.max(1, layout.borderWidth * scale)}px ${style.border} ${style.borderColor}`,
    shadow:
      style.shadow === "none"
        ? "none"
        : (() => {
            const spec = SHADOW_SPECS[style.shadow];
            const s = STYLE_SCALE * scale;
            return `0 ${spec.offsetY * s}px ${spec.blur * s}px rgba(0, 0, 0, ${spec.opacity})`;
          })(),
    fit: style.objectFit,
  };
  const placed = items.slice(0, layout.boxes.length);
  const waiting = items.slice(layout.boxes.length);
  const caption = layout.caption;

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-700">
        {t.previewHeading}
      </h3>
      <p className="text-xs text-slate-500">{t.previewHint}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.previewHint } }}
      >
        <SortableContext items={items.map((item) => item.key)} strategy={rectSortingStrategy} disabled={disabled}>
          <div ref={frame} className="w-full rounded-lg border border-slate-200 bg-white">
            <ul
              className="relative m-0 list-none p-0"
              style={{ height: layout.height * scale }}
              data-testid="grid-preview"
            >
              {placed.map((item, index) => (
                <GridTile
                  key={item.key}
                  item={item}
                  index={index}
                  box={layout.boxes[index]}
                  scale={scale}
                  look={tileLook}
                  onRemove={onRemove}
                  onCrop={onCrop}
                />
              ))}
              {caption && (
                <li
                  aria-hidden="true"
                  className="absolute text-center"
                  style={{
                    left: caption.x * scale,
                    top: caption.y * scale,
                    width: caption.width * scale,
                    fontSize: caption.fontSize * scale,
                    lineHeight: `${caption.lineHeight * scale}px`,
                    color: "#4b5563",
                    fontFamily: '"Be Vietnam Pro", ui-sans-serif, system-ui, sans-serif',
                  }}
                >
                  {caption.lines.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
                    <div key={i} className="whitespace-nowrap">
                      {line || "\u00a0"}
                    </div>
                  ))}
                </li>
              )}
            </ul>
          </div>
          {waiting.length > 0 && (
            <ul className="m-0 flex list-none flex-wrap gap-2 p-0 opacity-60">
              {waiting.map((item, i) => (
                <GridTile
                  key={item.key}
                  item={item}
                  index={placed.length + i}
                  scale={scale}
                  look={tileLook}
                  onRemove={onRemove}
                  onCrop={onCrop}
                />
              ))}
            </ul>
          )}
        </SortableContext>
      </DndContext>
    </section>
  );
}

interface TileLook {
  radius: number;
  border: string;
  shadow: string;
  fit: GridStyle["objectFit"];
}

function GridTile({
  item,
  index,
  box,
  scale,
  look,
  onRemove,
  onCrop,
}: {
  item: GridItem;
  index: number;
  box?: Box;
  scale: number;
  look: TileLook;
  onRemove: (key: string) => void;
  onCrop: (key: string) => void;
}) {
  const t = useMessages(messages);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
    attributes: { roleDescription: t.sortable },
  });
  const place: CSSProperties = box
    ? {
        position: "absolute",
        left: box.x * scale,
        top: box.y * scale,
        width: box.width * scale,
        height: box.height * scale,
      }
    : { position: "relative", width: 120, height: 90 };
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      data-testid="grid-tile"
      data-image-id={item.image.id}
      style={{
        ...place,
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 10 : undefined,
      }}
      className="group"
    >
      <div
        className="h-full w-full overflow-hidden bg-white"
        style={{ borderRadius: look.radius, border: look.border, boxShadow: look.shadow }}
      >
        <img
          src={item.preview ?? item.image.url}
          alt=""
          draggable={false}
          className="h-full w-full"
          style={{ objectFit: look.fit }}
        />
      </div>
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`${t.moveImage(n)}: ${item.image.name}`}
        className={`absolute inset-0 cursor-grab rounded focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary ${
          isDragging ? "cursor-grabbing ring-2 ring-primary" : ""
        }`}
        style={{ touchAction: "none" }}
      />
      <span className="absolute top-1 left-1 rounded bg-slate-900/70 px-1.5 text-xs font-semibold text-white">{n}</span>
      <div className="absolute top-1 right-1 flex gap-1">
        <IconButton onClick={() => onCrop(item.key)} label={t.cropImage(n)} tone="overlay">
          <StrokeIcon className="h-4 w-4" d="M6 2v14a2 2 0 0 0 2 2h14M18 22V8a2 2 0 0 0-2-2H2" />
        </IconButton>
        <IconButton onClick={() => onRemove(item.key)} label={t.removeImage(n)} tone="overlay-danger">
          <StrokeIcon className="h-4 w-4" d={CLOSE_PATH} />
        </IconButton>
      </div>
    </li>
  );
}
