/** The product import screen (/admin/products/import): its view and its two intents, a dry run and the import. */

import { vi } from "~/i18n/messages/admin-import";
import { type ImportResult, MAX_IMPORT_MB, MAX_IMPORT_ROWS } from "~/lib/product-sheet";
import { importFileSchema } from "~/lib/validation/product-import";
import { z } from "~/lib/zod";
import { readForm } from "~/server/form-body.server";
import { importProductFile } from "~/server/product-import.server";

const t = vi;

/** What the screen shows before any file is sent. */
export interface ImportScreenView {
  maxMb: number;
  maxRows: number;
}

export function getImportScreen(): ImportScreenView {
  return { maxMb: MAX_IMPORT_MB, maxRows: MAX_IMPORT_ROWS };
}

/** "check" reads and checks the file and writes nothing; "import" writes it, all or nothing. */
export const importIntent = z.discriminatedUnion("intent", [
  importFileSchema.extend({ intent: z.literal("check") }),
  importFileSchema.extend({ intent: z.literal("import") }),
]);

/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;

export async function handleImportAction(
  request: Request,
  adminId: number,
): Promise<{ result: ImportResult; status: number }> {
  const fail = (message: string, status: number): { result: ImportResult; status: number } => ({
    result: { ok: false, message, problems: [] },
    status,
  });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMPORT_MB * 1024 * 1024 + FRAMING_BYTES) {
    return fail(t.fileTooLarge(MAX_IMPORT_MB), 413);
  }
  let form: FormData;
  try {
    form = await readForm(request);
  } catch {
    return fail(t.chooseFile, 400);
  }
  const parsed = importIntent.safeParse({ intent: form.get("intent"), file: form.get("file") });
  if (!parsed.success) return fail(t.chooseFile, 400);
  const { intent, file } = parsed.data;
  const result = await importProductFile(
    { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    { dryRun: intent === "check", adminId },
  );
  // A refused file is a handled answer (200), like the editor's field messages.
  return { result, status: 200 };
}
