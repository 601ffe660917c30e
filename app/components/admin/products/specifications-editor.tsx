import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import { newEntryId, nextOrder } from "~/lib/ordered-list";
import type { ListField } from "../form/use-schema-form";
import { EntryListEditor } from "./entry-list-editor";
import type { SpecificationEntry } from "./product-form-values";

/** Technical specifications: key and value required (trimmed), English optional; drag-sorted. */
export function SpecificationsEditor({
  value,
  list,
  errorAt,
}: {
  value: SpecificationEntry[];
  list: ListField<SpecificationEntry>;
  errorAt?: (path: string) => string | undefined;
}) {
  const t = useMessages(adminProductsMessages);
  return (
    <EntryListEditor
      value={value}
      list={list}
      errorAt={errorAt && ((index, key) => errorAt(`specifications.${index}.${key}`))}
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
