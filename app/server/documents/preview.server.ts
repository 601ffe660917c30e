/**
 * A PDF's first page as a small WebP (decision 031): Debian's poppler-utils (`pdftoppm`) renders
 * it, sharp encodes it. Without the tool, or when it fails, there is no preview and the page shows
 * the kind's icon: a missing renderer never stops an upload.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

const run = promisify(execFile);
export const PREVIEW_WIDTH = 480;
/** A hostile or huge first page must not hold a request for long. */
const RENDER_TIMEOUT_MS = 20_000;

/**
 * The first page of the PDF at `file` as WebP, or null when it cannot be rendered here. `renderer`
 * is the program to run: a test names a missing one to check the fallback.
 */
export async function renderPdfPreview(file: string, renderer = "pdftoppm"): Promise<Buffer | null> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "preview-"));
  try {
    const out = path.join(dir, "page");
    await run(renderer, ["-f", "1", "-l", "1", "-scale-to", String(PREVIEW_WIDTH), "-png", "-singlefile", file, out], {
      timeout: RENDER_TIMEOUT_MS,
      maxBuffer: 1024 * 1024,
    });
    return await sharp(`${out}.png`).webp({ quality: 75 }).toBuffer();
  } catch (error) {
    // Absent (ENOENT) is an installation choice; anything else is worth a line in the log.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") console.warn("PDF preview failed:", String(error));
    return null;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
