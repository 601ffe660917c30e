import { vi } from "~/i18n/messages/admin-import";
import { z } from "~/lib/zod";

/** The import screen's form: one chosen, non-empty file. The screen checks it, and so does the action. */
export const importFileSchema = z.object({
  file: z.instanceof(File, { error: vi.chooseFile }).refine((file) => file.size > 0 && file.name, {
    error: vi.chooseFile,
  }),
});
