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
