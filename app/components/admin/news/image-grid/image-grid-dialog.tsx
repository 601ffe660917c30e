import type { ImageGridDialogProps } from "../editor-contract";

// Placeholder while the image-grid dialog is being built beside it (replaced before merge).
export function ImageGridDialog(_props: ImageGridDialogProps) {
  return null;
}
