/** The specification's upload rules, shared by the uploader (instant messages) and the server. */

export const UPLOAD_MAX_MB = 500;
export const PRODUCT_UPLOAD_MAX_MB = 50;
export const MAX_UPLOAD_NAME_LENGTH = 100;

export const ACCEPTED_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp", "svg"] as const;
export const ACCEPTED_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/svg+xml"] as const;
/** A file input's `accept` for the images an upload takes. */
export const IMAGE_ACCEPT = ACCEPTED_MIME_TYPES.join(",");

export const UPLOAD_MESSAGES = {
  invalidFile: "File không hợp lệ",
  nameTooLong: "Tên file quá dài (tối đa 100 ký tự)",
  unsupported: "Định dạng không hỗ trợ",
  tooLarge: (mb: number) => `Dung lượng vượt quá ${mb} MB`,
  tooManyPixels: (megapixels: number) => `Ảnh vượt quá ${megapixels} megapixel`,
  failed: "Tải lên thất bại. Vui lòng thử lại.",
  hint: (mb: number) => `PNG, JPG, GIF, WebP tối đa ${mb}MB`,
} as const;

/** The limit in MB for a request: the given maximum, default 500, never above 500. */
export function uploadLimitMb(requested?: number | null): number {
  if (!requested || !Number.isFinite(requested) || requested <= 0) return UPLOAD_MAX_MB;
  return Math.min(Math.floor(requested), UPLOAD_MAX_MB);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * First check of a chosen file, by what the browser reports (name, type, size). The server
 * decides again from the file's content.
 */
export function checkUploadCandidate(file: { name: string; type: string; size: number }, maxMb: number): string | null {
  const name = file.name.trim();
  if (!name) return UPLOAD_MESSAGES.invalidFile;
  if (name.length > MAX_UPLOAD_NAME_LENGTH) return UPLOAD_MESSAGES.nameTooLong;
  const typeOk =
    (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type) ||
    (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(name));
  if (!typeOk) return UPLOAD_MESSAGES.unsupported;
  if (file.size > maxMb * 1024 * 1024) return UPLOAD_MESSAGES.tooLarge(maxMb);
  return null;
}
