import { useT } from "~/i18n";
import { Link } from "~/i18n/link";
import type { ProductCardView } from "~/lib/views";
import { ResponsiveImage } from "../ui/responsive-image";

export function ProductCard({ product }: { product: ProductCardView }) {
  const t = useT();
  const { brands, features } = product;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {product.image ? (
          <ResponsiveImage
            image={product.image}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-400">{t.product.noImage}</div>
        )}
        {product.isFeatured && (
          <span className="absolute left-3 top-3 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">
            {t.product.featured}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">{product.categoryName}</p>
        <h3 className="mt-1 text-lg font-bold leading-snug text-slate-900">
          <Link to={`/products/${product.slug}`} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        {brands.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t.product.brands}>
            {brands.map((brand) => (
              <li key={brand} className="rounded-md bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary">
                {brand}
              </li>
            ))}
            {product.moreBrands > 0 && (
              <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                {t.product.moreBrands(product.moreBrands)}
              </li>
            )}
          </ul>
        )}
        {features.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-600">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-primary">
                  ✓
                </span>
                <span>{feature}</span>
              </li>
            ))}
            {product.moreFeatures > 0 && (
              <li className="text-xs font-semibold text-slate-500">{t.product.moreFeatures(product.moreFeatures)}</li>
            )}
          </ul>
        )}
        <span className="mt-auto pt-4 text-sm font-semibold text-primary">{t.product.viewDetails} →</span>
      </div>
    </article>
  );
}
