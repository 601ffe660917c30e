import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as galleryMessages } from "~/i18n/messages/admin-gallery";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { ProductEditorProps } from "~/lib/admin-product";
import { PRODUCT_UPLOAD_MAX_MB } from "~/lib/upload-rules";
import { DraftOffer } from "../draft-offer";
import { EditingNotice } from "../editing-notice";
import { ImageUploader } from "../media/image-uploader";
import { SaveStatus } from "../save-status";
import { savedWithMove } from "../slug-change";
import { useMay } from "../use-access";
import { BrandPicker } from "./brand-picker";
import { DocumentsEditor } from "./documents/documents-editor";
import { EntryListEditor } from "./entry-list-editor";
import { GalleryEditor } from "./gallery/gallery-editor";
import { BasicFields } from "./product-basic-fields";
import { ClassificationFields } from "./product-classification-fields";
import { ProductEditorHeader } from "./product-editor-header";
import { productListHref } from "./product-form-values";
import { ProductPreview } from "./product-preview";
import { FieldMessage, Section } from "./product-section";
import { useProductForm } from "./use-product-form";

/** The product form for creating and editing: seven sections, instant checks, the server decides. */
export function ProductEditor(props: ProductEditorProps) {
  const { product, preset, departments, categories, brandSuggestions } = props;
  const t = useMessages(adminProductsMessages);
  const galleryTexts = useMessages(galleryMessages);
  const { form, autosave, failure, statusRef, addressChange } = useProductForm(props);
  const { values, saving, succeeded } = form;
  const [showPreview, setShowPreview] = useState(false);
  const location = useLocation();
  // A Kinh doanh account reads the product: every field disabled, nothing sent (decision 040).
  const readOnly = !useMay(product ? "/admin/products/:id/edit" : "/admin/products/new");
  const listHref = productListHref(
    location.state,
    product?.departmentId ?? preset.departmentId,
    product?.categoryId ?? preset.categoryId,
  );

  return (
    <div className="space-y-6">
      <ProductEditorHeader
        productId={product?.id ?? null}
        showPreview={showPreview}
        onTogglePreview={() => setShowPreview((shown) => !shown)}
        listHref={listHref}
      />

      {readOnly ? (
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {t.readOnly}
        </p>
      ) : (
        <>
          <EditingNotice kind="product" id={product?.id} />
          <DraftOffer autosave={autosave} savedBy={props.savedBy} version={product?.version} />
        </>
      )}

      <div className={showPreview ? "grid gap-6 xl:grid-cols-[1fr_22rem]" : ""}>
        <form ref={form.formRef} onSubmit={form.submit} noValidate className="space-y-6" aria-busy={saving}>
          <fieldset disabled={readOnly} className="min-w-0 space-y-6">
            <ClassificationFields form={form} departments={departments} categories={categories} />
            <BasicFields form={form} addressChange={addressChange} />

            <Section title={`${t.sections.brands} *`}>
              <BrandPicker
                value={values.brands}
                list={form.list("brands")}
                suggestions={brandSuggestions}
                error={form.error("brands")}
              />
              <FieldMessage path="brands" error={form.error("brands")} />
            </Section>

            <Section title={t.sections.image}>
              <ImageUploader
                label={t.image}
                value={values.imageUrl}
                onChange={(url) => form.set("imageUrl", url)}
                folder="products"
                maxMb={PRODUCT_UPLOAD_MAX_MB}
              />
              <FieldMessage path="imageUrl" error={form.error("imageUrl")} />
            </Section>

            <Section title={galleryTexts.section}>
              <GalleryEditor value={values.gallery} list={form.list("gallery")} errorAt={form.error} />
              <FieldMessage path="gallery" error={form.error("gallery")} />
            </Section>

            <Section title={t.sections.features}>
              <EntryListEditor
                path="features"
                value={values.features}
                list={form.list("features")}
                errorAt={form.error}
                fields={[
                  { key: "text", label: t.featureText, required: true },
                  { key: "textEn", label: t.featureTextEn },
                ]}
                idKey="id"
                addLabel={t.addFeature}
              />
              <FieldMessage path="features" error={form.error("features")} />
            </Section>

            <Section title={t.sections.specifications}>
              <EntryListEditor
                path="specifications"
                value={values.specifications}
                list={form.list("specifications")}
                errorAt={form.error}
                fields={[
                  { key: "key", label: t.specKey, required: true },
                  { key: "value", label: t.specValue, required: true },
                  { key: "keyEn", label: t.specKeyEn },
                  { key: "valueEn", label: t.specValueEn },
                ]}
                // A specification has no id of its own: the form gives it one to sort by.
                idKey="uid"
                addLabel={t.addSpec}
              />
              <FieldMessage path="specifications" error={form.error("specifications")} />
            </Section>

            <Section title={t.sections.documents}>
              <DocumentsEditor value={values.documents} list={form.list("documents")} errorAt={form.error} />
              <FieldMessage path="documents" error={form.error("documents")} />
            </Section>
          </fieldset>

          <SaveStatus
            ref={statusRef}
            saved={succeeded ? savedWithMove(t.saved, addressChange) : null}
            failure={failure}
          />

          <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
            <Link to={listHref} className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-medium">
              {t.cancel}
            </Link>
            {readOnly ? null : (
              <button type="submit" disabled={saving || succeeded} className={buttonClass()}>
                {saving ? t.saving : product ? t.update : t.create}
              </button>
            )}
          </div>
        </form>

        {showPreview && (
          <aside className="xl:sticky xl:top-6 xl:self-start">
            <ProductPreview
              name={values.name}
              description={values.description}
              brands={values.brands}
              imageUrl={values.imageUrl}
              features={values.features}
              categoryName={
                categories.find((c) => c.id === values.categoryId && c.departmentId === values.departmentId)?.name ?? ""
              }
            />
          </aside>
        )}
      </div>
    </div>
  );
}
