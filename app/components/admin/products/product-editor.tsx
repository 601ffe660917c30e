import { useMemo, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import { vi as revisionTexts } from "~/i18n/messages/admin-revisions";
import type { AdminProduct, ProductEditorProps, ProductEditorResult } from "~/lib/admin-product";
import type { Feature } from "~/lib/content-types";
import { slugify } from "~/lib/slugify";
import { PRODUCT_UPLOAD_MAX_MB } from "~/lib/upload-rules";
import { type FieldErrors, fieldErrorsOf } from "~/lib/validation/form-errors";
import { type ProductFormField, productFormSchema } from "~/lib/validation/product";
import { AutosaveOffer } from "../autosave-offer";
import { EditingNotice } from "../editing-notice";
import { IdOptions } from "../id-options";
import { ImageUploader } from "../media/image-uploader";
import { SaveStatus, useSaveOutcome } from "../save-status";
import { autosaveKey, useAutosave } from "../use-autosave";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { BrandPicker } from "./brand-picker";
import { FeaturesEditor } from "./features-editor";
import { ProductPreview } from "./product-preview";
import { type SpecificationEntry, SpecificationsEditor, withUids } from "./specifications-editor";

/** The product form for creating and editing: seven sections, instant checks, the server decides. */
export function ProductEditor({
  product,
  departments,
  categories,
  brandSuggestions,
  preset,
  draft: serverDraft,
}: ProductEditorProps) {
  const t = useMessages(adminProductsMessages);
  const fetcher = useFetcher<ProductEditorResult>();
  const [departmentId, setDepartmentId] = useState<number | null>(product?.departmentId ?? preset.departmentId);
  const [categoryId, setCategoryId] = useState<number | null>(product?.categoryId ?? preset.categoryId);
  const [name, setName] = useState(product?.name ?? "");
  const [nameEn, setNameEn] = useState(product?.nameEn ?? "");
  const [slug, setSlug] = useState(product?.slug ?? "");
  const [description, setDescription] = useState(product?.description ?? "");
  const [descriptionEn, setDescriptionEn] = useState(product?.descriptionEn ?? "");
  const [brands, setBrands] = useState<string[]>(product?.brands ?? []);
  const [imageUrl, setImageUrl] = useState<string | null>(product?.imageUrl ?? null);
  const [features, setFeatures] = useState<Feature[]>(product?.features ?? []);
  const [specifications, setSpecifications] = useState<SpecificationEntry[]>(() =>
    withUids(product?.specifications ?? []),
  );
  const [displayOrder, setDisplayOrder] = useState(String(product?.displayOrder ?? 0));
  const [isActive, setIsActive] = useState(product?.isActive ?? true);
  const [isFeatured, setIsFeatured] = useState(product?.isFeatured ?? false);
  const [showPreview, setShowPreview] = useState(false);
  // The version as the editor opened it: a save after a refusal is refused again until a reload,
  // even though the refusal revalidates the loader (which brings the newer version's stamp).
  const [version] = useState(product?.version ?? "");
  const [clientErrors, setClientErrors] = useState<FieldErrors<ProductFormField>>({});
  const location = useLocation();
  // Cancel and close go back to the list as it was filtered (the list passes its query along).
  const listSearch = (location.state as { listSearch?: unknown } | null)?.listSearch;
  const startDepartment = product?.departmentId ?? preset.departmentId;
  const startCategory = product?.categoryId ?? preset.categoryId;
  const listHref =
    typeof listSearch === "string" && listSearch.startsWith("?")
      ? `/admin/products${listSearch}`
      : startDepartment && startCategory
        ? `/admin/products?${new URLSearchParams({ department: String(startDepartment), category: String(startCategory) })}`
        : "/admin/products";
  const draft: ProductDraft = {
    departmentId,
    categoryId,
    name,
    nameEn,
    slug,
    description,
    descriptionEn,
    brands,
    imageUrl,
    features,
    specifications: specifications.map(({ uid: _uid, ...rest }) => rest),
    displayOrder,
    isActive,
    isFeatured,
  };
  const snapshot = JSON.stringify(draft);
  const loadedDraft = useRef(draft);
  const initialSnapshot = useRef(snapshot);

  const departmentCategories = useMemo(
    () => categories.filter((c) => c.departmentId === departmentId),
    [categories, departmentId],
  );
  const result = fetcher.data;
  const saving = fetcher.state !== "idle";
  const succeeded = !saving && result?.ok === true;
  const errors: FieldErrors<ProductFormField> = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
  const failure =
    !saving && result && !result.ok ? result.message : Object.keys(clientErrors).length ? t.fixErrors : null;

  useUnsavedChanges(snapshot !== initialSnapshot.current && !saving && !succeeded, t.unsavedChanges);
  const kept = useAutosave({
    key: autosaveKey("product", product?.id),
    loaded: loadedDraft.current,
    values: draft,
    dirty: snapshot !== initialSnapshot.current && !succeeded,
    saved: succeeded,
    server: product ? { kind: "product", id: product.id, draft: serverDraft } : null,
  });

  function restoreDraft() {
    const values = kept.restore();
    if (!values) return;
    const next = { ...loadedDraft.current, ...values };
    setDepartmentId(next.departmentId);
    setCategoryId(next.categoryId);
    setName(next.name);
    setNameEn(next.nameEn);
    setSlug(next.slug);
    setDescription(next.description);
    setDescriptionEn(next.descriptionEn);
    setBrands(next.brands);
    setImageUrl(next.imageUrl);
    setFeatures(next.features);
    setSpecifications(withUids(next.specifications));
    setDisplayOrder(next.displayOrder);
    setIsActive(next.isActive);
    setIsFeatured(next.isFeatured);
  }
  const statusRef = useSaveOutcome(succeeded, result?.ok ? result.redirectTo : null, failure);

  function changeName(next: string) {
    // The slug follows the name unless someone wrote a slug of their own.
    if (!slug || slug === slugify(name)) setSlug(slugify(next));
    setName(next);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      categoryId: categoryId ?? "",
      name,
      nameEn,
      slug,
      description,
      descriptionEn,
      brands: JSON.stringify(brands),
      imageUrl: imageUrl ?? "",
      features: JSON.stringify(features),
      specifications: JSON.stringify(specifications.map(({ uid: _uid, ...spec }) => spec)),
      displayOrder,
      isActive: isActive ? "on" : "",
      isFeatured: isFeatured ? "on" : "",
    };
    const parsed = productFormSchema.safeParse(body);
    if (!parsed.success) {
      setClientErrors(fieldErrorsOf<ProductFormField>(parsed.error));
      return;
    }
    setClientErrors({});
    // The version as loaded: a save over someone else's newer one is refused, and the form stays.
    fetcher.submit({ ...body, version }, { method: "post" });
  }

  const fieldError = (field: ProductFormField) =>
    errors[field] ? (
      <p id={`error-${field}`} className="mt-1 text-sm text-red-600">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: ProductFormField) => (errors[field] ? `error-${field}` : undefined);
  const categoryName = departmentCategories.find((c) => c.id === categoryId)?.name ?? "";
  const historyLabel = revisionTexts.history;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{product ? t.editTitle : t.newTitle}</h1>
        <div className="flex gap-2">
          <button
            type="button"
            aria-pressed={showPreview}
            onClick={() => setShowPreview((v) => !v)}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium"
          >
            {showPreview ? t.hidePreview : t.previewToggle}
          </button>
          {product && (
            <Link
              to={`/admin/products/${product.id}/revisions`}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium"
            >
              {historyLabel}
            </Link>
          )}
          <Link to={listHref} aria-label={t.close} className="rounded-lg border border-slate-300 px-3 py-2 text-sm">
            ✕ <span className="sr-only">{t.close}</span>
          </Link>
        </div>
      </div>

      <EditingNotice kind="product" id={product?.id} />
      <AutosaveOffer offer={kept.offer} onRestore={restoreDraft} onDiscard={kept.discard} />

      <div className={showPreview ? "grid gap-6 xl:grid-cols-[1fr_22rem]" : ""}>
        <form onSubmit={submit} noValidate className="space-y-6" aria-busy={saving}>
          <Section title={t.sections.classification}>
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block">
                <span className="text-sm font-medium text-slate-700">{t.department}</span>
                <select
                  className={inputClass}
                  value={departmentId ?? ""}
                  onChange={(event) => {
                    setDepartmentId(event.target.value ? Number(event.target.value) : null);
                    setCategoryId(null);
                  }}
                >
                  <option value="">{t.chooseDepartment}</option>
                  <IdOptions items={departments} />
                </select>
              </label>
              <label className="block">
                <span className="text-sm font-medium text-slate-700">{t.category} *</span>
                <select
                  className={inputClass}
                  value={categoryId ?? ""}
                  disabled={!departmentId}
                  aria-invalid={errors.categoryId ? true : undefined}
                  aria-describedby={describedBy("categoryId")}
                  onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">{departmentId ? t.chooseCategory : t.categoryNeedsDepartment}</option>
                  <IdOptions items={departmentCategories} />
                </select>
                {fieldError("categoryId")}
              </label>
            </div>
          </Section>

          <Section title={t.sections.basic}>
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block">
                <span className="text-sm font-medium text-slate-700">{t.name} *</span>
                <input
                  className={inputClass}
                  value={name}
                  onChange={(event) => changeName(event.target.value)}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={describedBy("name")}
                />
                {fieldError("name")}
              </label>
              <label className="block">
                <span className="text-sm font-medium text-slate-700">{t.nameEn}</span>
                <input className={inputClass} value={nameEn} onChange={(event) => setNameEn(event.target.value)} />
              </label>
              <label className="block sm:col-span-2">
                <span className="text-sm font-medium text-slate-700">{t.slug} *</span>
                <input
                  className={`${inputClass} font-mono`}
                  value={slug}
                  onChange={(event) => setSlug(event.target.value)}
                  aria-invalid={errors.slug ? true : undefined}
                  aria-describedby={errors.slug ? "error-slug" : "slug-hint"}
                />
                <span id="slug-hint" className="mt-1 block text-xs text-slate-500">
                  {t.slugHint}
                </span>
                {fieldError("slug")}
              </label>
              <label className="block">
                <span className="text-sm font-medium text-slate-700">{t.description}</span>
                <textarea
                  className={inputClass}
                  rows={5}
                  value={description}
                  onChange={(event) => setDescription(event.target.value)}
                />
              </label>
              <label className="block">
                <span className="text-sm font-medium text-slate-700">{t.descriptionEn}</span>
                <textarea
                  className={inputClass}
                  rows={5}
                  value={descriptionEn}
                  onChange={(event) => setDescriptionEn(event.target.value)}
                />
              </label>
              <label className="block">
                <span className="text-sm font-medium text-slate-700">{t.displayOrder}</span>
                <input
                  className={inputClass}
                  inputMode="numeric"
                  value={displayOrder}
                  onChange={(event) => setDisplayOrder(event.target.value)}
                  aria-invalid={errors.displayOrder ? true : undefined}
                  aria-describedby={describedBy("displayOrder")}
                />
                {fieldError("displayOrder")}
              </label>
              <div className="flex flex-col justify-end gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
                  {t.isActive}
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={isFeatured}
                    onChange={(event) => setIsFeatured(event.target.checked)}
                  />
                  {t.isFeatured}
                </label>
              </div>
            </div>
          </Section>

          <Section title={`${t.sections.brands} *`}>
            <BrandPicker value={brands} onChange={setBrands} suggestions={brandSuggestions} error={errors.brands} />
            {fieldError("brands")}
          </Section>

          <Section title={t.sections.image}>
            <ImageUploader
              label={t.image}
              value={imageUrl}
              onChange={(url) => setImageUrl(url)}
              folder="products"
              maxMb={PRODUCT_UPLOAD_MAX_MB}
            />
            {fieldError("imageUrl")}
          </Section>

          <Section title={t.sections.features}>
            <FeaturesEditor value={features} onChange={setFeatures} />
            {fieldError("features")}
          </Section>

          <Section title={t.sections.specifications}>
            <SpecificationsEditor value={specifications} onChange={setSpecifications} />
            {fieldError("specifications")}
          </Section>

          <SaveStatus ref={statusRef} saved={succeeded ? t.saved : null} failure={failure} />

          <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
            <Link to={listHref} className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-medium">
              {t.cancel}
            </Link>
            <button type="submit" disabled={saving || succeeded} className={buttonClass()}>
              {saving ? t.saving : product ? t.update : t.create}
            </button>
          </div>
        </form>

        {showPreview && (
          <aside className="xl:sticky xl:top-6 xl:self-start">
            <ProductPreview
              name={name}
              description={description}
              brands={brands}
              imageUrl={imageUrl}
              features={features}
              categoryName={categoryName}
            />
          </aside>
        )}
      </div>
    </div>
  );
}

/** The form's values as the browser keeps them between visits (autosave). */
type ProductDraft = Omit<AdminProduct, "id" | "departmentId" | "categoryId" | "displayOrder"> & {
  departmentId: number | null;
  categoryId: number | null;
  displayOrder: string;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="mt-2">{children}</div>
    </fieldset>
  );
}
