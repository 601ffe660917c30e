import { type DragEvent, useState } from "react";

/** A drop zone for files: whether something is dragged over it, and the handlers to spread on it. */
export function useDropZone(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const files = [...event.dataTransfer.files];
      if (files.length) onFiles(files);
    },
  };
  return { dragging, handlers };
}
