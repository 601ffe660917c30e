import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import { sortableAnnouncements } from "../dnd-announcements";

/**
 * Dragging starts after 8 px of pointer movement; an arrow key moves a lifted entry one place per
 * press, to its neighbour on that side (a fixed step in pixels took several presses for a tall row).
 */
export const DRAG_ACTIVATION_PX = 8;

interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => string;
  /** The entry at `from` was dropped at `to`. */
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, handle: React.ReactNode) => React.ReactNode;
  handleLabel: (item: T) => string;
  /** The entry as a screen reader announces it while it moves ("Đã thả … vào vị trí 2 trên 5"). */
  itemName: (item: T) => string;
  /** "grid": entries side by side, wrapping (a product's photos). */
  layout?: "list" | "grid";
}

const LIST_CLASS = { list: "space-y-2", grid: "grid gap-3 sm:grid-cols-2 lg:grid-cols-3" } as const;

/** A vertical list sorted by dragging a handle (pointer or keyboard: Space, arrows, Space). */
export function SortableList<T>({
  items,
  getId,
  onMove,
  renderItem,
  handleLabel,
  itemName,
  layout = "list",
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const t = useMessages(adminMessages);
  const ids = items.map(getId);
  const nameOf = (id: string) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? itemName(item) : "";
  };

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: sortableAnnouncements(ids, (id) => nameOf(String(id)), t.dnd),
        screenReaderInstructions: { draggable: t.dnd.instructions },
      }}
    >
      <SortableContext items={ids} strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}>
        <ul className={LIST_CLASS[layout]}>
          {items.map((item) => (
            <SortableRow key={getId(item)} id={getId(item)} label={handleLabel(item)}>
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: React.ReactNode) => React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="cursor-grab rounded p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-lg border border-slate-200 bg-white p-2 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      {children(handle)}
    </li>
  );
}
