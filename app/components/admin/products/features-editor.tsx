import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { Feature } from "~/lib/content-types";
import { newEntryId, nextOrder } from "~/lib/ordered-list";
import type { ListField } from "../form/use-schema-form";
import { EntryListEditor } from "./entry-list-editor";

/** Highlighted features: add, edit, remove and drag-sort; Vietnamese text required, English optional. */
export function FeaturesEditor({
  value,
  list,
  errorAt,
}: {
  value: Feature[];
  list: ListField<Feature>;
  errorAt?: (path: string) => string | undefined;
}) {
  const t = useMessages(adminProductsMessages);
  return (
    <EntryListEditor
      value={value}
      list={list}
      errorAt={errorAt && ((index, key) => errorAt(`features.${index}.${key}`))}
      fields={[
        { key: "text", label: t.featureText, required: true },
        { key: "textEn", label: t.featureTextEn },
      ]}
      getId={(feature) => feature.id}
      nameOf={(feature) => feature.text}
      create={(draft) => ({ id: newEntryId("feature"), ...draft, order: nextOrder(value) })}
      addLabel={t.addFeature}
    />
  );
}
