import { vi as auditTexts } from "~/i18n/messages/admin-audit";
import { vi } from "~/i18n/messages/admin-grid";
import { type GridRenderResponse, gridRenderRequestSchema } from "~/lib/image-grid/settings";
import { gridProblem } from "~/lib/image-grid/templates";
import { parseBoundedJson } from "~/lib/json-bounds";
import { audit } from "~/server/audit.server";
import { GridRenderError, GridTooLargeError, renderAndStoreGrid } from "~/server/image-grid.server";

/** A render request is a small JSON document: the settings and a few media ids. */
const MAX_BODY_BYTES = 64 * 1024;

export interface GridActionResult {
  status: number;
  body: GridRenderResponse;
}

const failed = (status: number): GridActionResult => ({ status, body: { ok: false, error: vi.generateFailed } });

/**
 * Renders the grid the dialog describes from our own stored images and answers the stored
 * PNG's public URL, pixel size, byte size and alt text; any failure answers the spec's message.
 */
export async function renderGridIntent(request: Request): Promise<GridActionResult> {
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) return failed(415);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return failed(413);
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return failed(413);
  const json = parseBoundedJson(text, { maxChars: MAX_BODY_BYTES });
  if (!json.ok) return failed(json.reason === "too-big" ? 413 : 400);
  const parsed = gridRenderRequestSchema.safeParse(json.value);
  if (!parsed.success) return failed(400);
  // The dialog keeps insert disabled while the images do not fit the template; so does the server.
  if (gridProblem(parsed.data.settings.template, parsed.data.imageIds.length)) return failed(400);
  try {
    const { record } = await renderAndStoreGrid(parsed.data);
    audit({ action: "upload", entityKind: "media", entityId: record.id, summary: auditTexts.gridImage(record.url) });
    return {
      status: 201,
      body: {
        ok: true,
        image: {
          src: record.url,
          alt: record.alt,
          width: record.width ?? 0,
          height: record.height ?? 0,
          size: record.sizeBytes,
        },
      },
    };
  } catch (error) {
    // The dialog refuses such a layout too; a request that still asks for one is told why.
    if (error instanceof GridTooLargeError) return { status: 422, body: { ok: false, error: vi.tooLarge } };
    if (error instanceof GridRenderError) {
      console.warn("Image grid not rendered:", error.message);
      return failed(422);
    }
    console.error("Image grid render failed:", error);
    return failed(500);
  }
}
