/** The specification's upload limits and naming rule. */
export const MAX_FILE_NAME_LENGTH = 100;
export const NAME_PART_LENGTH = 20;

function randomPart(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, "0");
}

/**
 * Stored file key: folder/timestamp_random_name.ext, where the name part keeps only letters and
 * digits (anything else becomes "_") and is cut to 20 characters.
 */
export function makeStorageKey(folder: string, originalName: string, extension: string, now = Date.now()): string {
  const dot = originalName.lastIndexOf(".");
  const stem = dot > 0 ? originalName.slice(0, dot) : originalName;
  const name = stem.replace(/[^a-zA-Z0-9]/g, "_").slice(0, NAME_PART_LENGTH) || "file";
  const ext = extension.replace(/^\./, "").toLowerCase();
  const cleanFolder = folder.replace(/^\/+|\/+$/g, "");
  return `${cleanFolder ? `${cleanFolder}/` : ""}${now}_${randomPart()}_${name}.${ext}`;
}

/** How a stored file is named: the default above, or the rich-text editor's {random}-{timestamp}. */
export type StorageNaming = "default" | "editor";

/** The rich-text editor's key (spec section 7): folder/{random}-{timestamp}.{ext}. */
export function makeEditorImageKey(folder: string, extension: string, now = Date.now()): string {
  const ext = extension.replace(/^\./, "").toLowerCase();
  const cleanFolder = folder.replace(/^\/+|\/+$/g, "");
  return `${cleanFolder ? `${cleanFolder}/` : ""}${randomPart()}-${now}.${ext}`;
}

/** The key for a file under the given naming. */
export function storageKeyFor(
  naming: StorageNaming | undefined,
  folder: string,
  originalName: string,
  extension: string,
): string {
  return naming === "editor" ? makeEditorImageKey(folder, extension) : makeStorageKey(folder, originalName, extension);
}
