import { useEffect, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { Feature } from "~/lib/content-types";

const PREVIEW_FEATURES = 2;

/** The live preview: how the product's card will look (first 2 features and '+N khác'). */
export function ProductPreview({
  name,
  description,
  brands,
  imageUrl,
  features,
  categoryName,
}: {
  name: string;
  description: string;
  brands: string[];
  imageUrl: string | null;
  features: Feature[];
  categoryName: string;
}) {
  const t = useMessages(adminProductsMessages);
  const [broken, setBroken] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image gets a new chance to load
  useEffect(() => setBroken(false), [imageUrl]);
  return (
    <section
      aria-label={t.previewTitle}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="aspect-[4/3] bg-slate-100">
        {imageUrl && !broken ? (
          // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError only swaps in the placeholder
          <img src={imageUrl} alt={name} className="h-full w-full object-cover" onError={() => setBroken(true)} />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-400">{t.imagePlaceholder}</div>
        )}
      </div>
      <div className="space-y-2 p-4">
        {categoryName && <p className="text-xs font-semibold uppercase text-primary">{categoryName}</p>}
        <h3 className="text-lg font-bold text-slate-900">{name || t.name}</h3>
        {brands.length > 0 && <p className="text-sm text-slate-600">{brands.join(", ")}</p>}
        {description && <p className="line-clamp-3 text-sm text-slate-600">{description}</p>}
        {features.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-700">
            {features.slice(0, PREVIEW_FEATURES).map((feature) => (
              <li key={feature.id}>✓ {feature.text}</li>
            ))}
            {features.length > PREVIEW_FEATURES && (
              <li className="text-xs font-semibold text-slate-500">
                {t.moreFeatures(features.length - PREVIEW_FEATURES)}
              </li>
            )}
          </ul>
        )}
      </div>
    </section>
  );
}
