import { useT } from "~/i18n";
import { Link } from "~/i18n/link";
import type { ProductCardView } from "~/lib/views";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * A product's card. `compactOnPhones` (the product lists): below 640 px two cards side by side,
 * picture (3:2), category and name only (a page of 24 was about 14,900 px tall at
 * 390 px); from 640 px every list looks as before.
 */
export function ProductCard({
  product,
  compactOnPhones = false,
}: {
  product: ProductCardView;
  compactOnPhones?: boolean;
}) {
  const t = useT();
  const { brands, features } = product;
  const phone = (compact: string, regular = "") => (compactOnPhones ? `${compact} ${regular}` : regular);
  return (
    <article
      className={`group relative flex flex-col overflow-hidden ${phone("lazy-card rounded-xl sm:rounded-2xl", "rounded-2xl")} border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg`}
    >
      <div className={`relative overflow-hidden bg-slate-100 ${phone("aspect-[3/2] sm:aspect-[4/3]", "aspect-[4/3]")}`}>
        {product.image ? (
          <ResponsiveImage
            image={product.image}
            sizes={`(min-width: 1024px) 25vw, (min-width: 640px) 50vw, ${compactOnPhones ? "50vw" : "100vw"}`}
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
      <div className={`flex flex-1 flex-col ${phone("p-3 sm:p-5", "p-5")}`}>
        <p
          className={`font-semibold uppercase tracking-wide text-primary ${phone("text-[11px] sm:text-xs", "text-xs")}`}
        >
          {product.categoryName}
        </p>
        <h3 className={`mt-1 font-bold leading-snug text-slate-900 ${phone("text-sm sm:text-lg", "text-lg")}`}>
          <Link to={`/products/${product.slug}`} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        {brands.length > 0 && (
          <ul className={`mt-2 flex-wrap gap-1.5 ${phone("hidden sm:flex", "flex")}`} aria-label={t.product.brands}>
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
          <ul className={`mt-3 space-y-1 text-sm text-slate-600 ${phone("max-sm:hidden")}`}>
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
        <span className={`mt-auto pt-4 text-sm font-semibold text-primary ${phone("max-sm:hidden")}`}>
          {t.product.viewDetails} →
        </span>
      </div>
    </article>
  );
}
