import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { Specification } from "~/lib/content-types";
import { newEntryId, nextOrder } from "~/lib/ordered-list";
import { EntryListEditor } from "./entry-list-editor";

/** A specification with a form-only id (for sorting). */
export type SpecificationEntry = Specification & { uid: string };

export function withUids(specifications: Specification[]): SpecificationEntry[] {
  return specifications.map((spec) => ({ ...spec, uid: newEntryId("spec") }));
}

/** Technical specifications: key and value required (trimmed), English optional; drag-sorted. */
export function SpecificationsEditor({
  value,
  onChange,
}: {
  value: SpecificationEntry[];
  onChange: (specifications: SpecificationEntry[]) => void;
}) {
  const t = useMessages(adminProductsMessages);
  return (
    <EntryListEditor
      value={value}
      onChange={onChange}
      fields={[
        { key: "key", label: t.specKey, required: true },
        { key: "value", label: t.specValue, required: true },
        { key: "keyEn", label: t.specKeyEn },
        { key: "valueEn", label: t.specValueEn },
      ]}
      getId={(spec) => spec.uid}
      nameOf={(spec) => spec.key}
      create={(draft) => ({ uid: newEntryId("spec"), ...draft, order: nextOrder(value) })}
      addLabel={t.addSpec}
    />
  );
}
