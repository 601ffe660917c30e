import { useMemo, useRef } from "react";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { ProductEditorProps } from "~/lib/admin-product";
import { applyDraftMerge, type DraftMergeOptions, type MergeDecision, mergeDraft } from "~/lib/draft-merge";
import { productEditorSchema } from "~/lib/validation/product-documents";
import { type SchemaForm, useSchemaForm } from "../form/use-schema-form";
import { useSaveOutcome } from "../save-status";
import { addressMove } from "../slug-change";
import { autosaveKey, useAutosave } from "../use-autosave";
import { draftOf, fieldsOf, openingFields, type ProductFields, productBody } from "./product-form-values";

export type ProductForm = SchemaForm<ProductFields>;

/** A product's department goes with its category: an older draft's category brings its department. */
const PRODUCT_DRAFT_FIELDS: DraftMergeOptions = { linked: { categoryId: "departmentId" } };

/** Errors show once a save was tried, then follow the values (as the form did before, without staying once fixed). */
const SHOW_ERRORS = "submitted";

/** The status line takes the focus after a refusal (useSaveOutcome), as it always has: no field is focused. */
const keepFocusOnStatus = () => undefined;

/**
 * The product editor's state, all of it in the form layer (decision 019): the values, errors and
 * save of `productFormSchema`; the autosave and the server draft reading the form's values and
 * dirty state; a restore through `form.reset`; the save's outcome (status line, redirect).
 */
export function useProductForm({ product, preset, documents, draft: serverDraft }: ProductEditorProps) {
  const t = useMessages(adminProductsMessages);
  // As the editor opened: the values and version stay those of the product as loaded, even though
  // a refused save revalidates the loader (a save over someone else's newer version stays refused).
  const opening = useRef<{ fields: ProductFields; version: string; published: boolean } | null>(null);
  opening.current ??= {
    fields: openingFields({ product, preset, documents }),
    version: product?.version ?? "",
    published: product?.isActive ?? false,
  };
  const { fields, version, published } = opening.current;
  const leaveRef = useRef(() => {});

  const form = useSchemaForm<ProductFields>({
    schema: productEditorSchema,
    initial: fields,
    toBody: productBody,
    extra: { version },
    showErrors: SHOW_ERRORS,
    onInvalid: keepFocusOnStatus,
    unsavedMessage: t.unsavedChanges,
    // Changes given up with the leave question are not offered again.
    onLeave: () => leaveRef.current(),
  });

  const loadedDraft = useMemo(() => draftOf(fields), [fields]);
  const autosave = useAutosave({
    key: autosaveKey("product", product?.id),
    loaded: loadedDraft,
    version: version || null,
    values: draftOf(form.values),
    dirty: form.dirty && !form.succeeded,
    saved: form.succeeded,
    server: product ? { kind: "product", id: product.id, draft: serverDraft } : null,
  });
  leaveRef.current = autosave.leave;

  function restoreDraft() {
    const kept = autosave.restore();
    // A kept draft lacking a field takes it from the product as loaded.
    if (kept) form.reset(fieldsOf({ ...loadedDraft, ...kept }, form.values.documents));
  }

  const { offer, older } = autosave;
  const merges = useMemo(
    () => (older && offer ? mergeDraft(offer.base, offer.values, loadedDraft, PRODUCT_DRAFT_FIELDS) : []),
    [older, offer, loadedDraft],
  );
  /** An older draft (someone saved since): merged over the product as loaded, as the editor decided. */
  function applyDraft(decision: MergeDecision) {
    if (autosave.restore())
      form.reset(fieldsOf(applyDraftMerge(loadedDraft, merges, decision, PRODUCT_DRAFT_FIELDS), form.values.documents));
  }

  const { answer } = form;
  const failure = form.refusal ?? (form.submitted && form.invalid ? t.fixErrors : null);
  // An active product's address about to change: said before the save and after it.
  const addressChange = addressMove("/products", published, product ? fields.slug : null, form.values.slug);
  const statusRef = useSaveOutcome(form.succeeded, answer?.ok ? (answer.redirectTo ?? null) : null, failure);

  return {
    form,
    autosave: { offer, older, merges, restore: restoreDraft, apply: applyDraft, discard: autosave.discard },
    failure,
    statusRef,
    addressChange,
  };
}
