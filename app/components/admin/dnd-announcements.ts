import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";

/** The four things said while an entry moves; `position` counts from 1. */
export interface MoveTexts {
  start: (name: string, position: number, total: number) => string;
  over: (name: string, position: number, total: number) => string;
  end: (name: string, position: number, total: number) => string;
  cancel: (name: string, position: number) => string;
}

/**
 * dnd-kit's announcements for a sortable list, in the admin's language: the entry by its
 * readable name (never its internal id) and where it is, "3 of 5". `ids` in their current order.
 */
export function sortableAnnouncements(
  ids: readonly UniqueIdentifier[],
  nameOf: (id: UniqueIdentifier) => string,
  texts: MoveTexts,
): Announcements {
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const total = ids.length;
  return {
    onDragStart: ({ active }) => texts.start(nameOf(active.id), position(active.id), total),
    onDragOver: ({ active, over }) => (over ? texts.over(nameOf(active.id), position(over.id), total) : undefined),
    onDragEnd: ({ active, over }) => texts.end(nameOf(active.id), position(over?.id ?? active.id), total),
    onDragCancel: ({ active }) => texts.cancel(nameOf(active.id), position(active.id)),
  };
}
