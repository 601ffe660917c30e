/**
 * The contract between the news editor screen, the rich-text editor and the image-grid dialog.
 * Three parts of one screen are built side by side; each keeps to these shapes.
 */

/** An image the editor inserts (from an upload, a URL, the library, a crop or a rendered grid). */
export interface InsertedImage {
  src: string;
  /** Its text alternative: "" for an image marked decorative, null when nobody described it (a pasted file). */
  alt: string | null;
  width?: number;
  height?: number;
}

export interface EditorStats {
  words: number;
  characters: number;
  /** words / 200, rounded up (at least 1 when there is any text). */
  readingMinutes: number;
}

export interface RichTextEditorProps {
  /** The editable element's id, so a <label htmlFor> or aria-labelledby can name it. */
  id: string;
  /** The editing area's accessible name. */
  label: string;
  /** The HTML the editor starts from; it is uncontrolled afterwards (remount with a key to reset). */
  initialHtml: string;
  /** Every change: the current HTML (it may hold blob: addresses of local images) and its counts. */
  onChange: (html: string, stats: EditorStats) => void;
  invalid?: boolean;
  /** id of the element that describes an error or hint for the body. */
  describedBy?: string;
}

/** What the editor screen can ask of a mounted rich-text editor (through a ref). */
export interface RichTextEditorHandle {
  /**
   * Uploads every local (blob:) image of the document to storage as news/{random}-{timestamp}.{ext},
   * swaps in the public URLs, releases the local addresses and resolves with the final HTML.
   * Rejects with LocalImageUploadError when any upload fails: the document keeps its local images.
   */
  uploadLocalImages(): Promise<string>;
  getHTML(): string;
  focus(): void;
  /**
   * Selects the body's image at `index` (from 1, in document order), scrolls it into view and opens
   * its dialog (alt text, caption, crop); false when the body has no such image.
   */
  editImage(index: number): boolean;
}

export class LocalImageUploadError extends Error {
  constructor(readonly url: string) {
    super(`Failed to upload image ${url}`);
    this.name = "LocalImageUploadError";
  }
}

/** The image-grid dialog ('Chèn lưới hình ảnh'), rendered by the rich-text toolbar while open. */
export interface ImageGridDialogProps {
  onClose: () => void;
  /** The rendered grid, stored as grid-*.png; the editor inserts it at the cursor. */
  onInsert: (image: InsertedImage) => void;
}
