import { vi as revisionTexts } from "~/i18n/messages/admin-revisions";
import type { EditingKind } from "~/lib/editor-presence";
import { useEditingPresence } from "./use-editing-presence";

/** "Someone else is editing": named while another admin session has the same item open. */
export function EditingNotice({ kind, id }: { kind: EditingKind; id: number | null | undefined }) {
  const others = useEditingPresence(kind, id);
  if (!others.length) return null;
  return (
    <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-900">
      {revisionTexts.editingOthers(others.join(", "))}
    </p>
  );
}
