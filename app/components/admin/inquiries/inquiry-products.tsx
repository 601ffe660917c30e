import { Link } from "react-router";
import { Section } from "~/components/ui/section";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import type { InquiryProductView } from "~/lib/quotes/inbox-views";

const d = t.detail;

/** The products a request names, each with its admin page and its public page (when it still has them). */
export function InquiryProducts({ products }: { products: InquiryProductView[] }) {
  return (
    <Section id="inquiry-products" title={d.products}>
      {products.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{d.noProducts}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {products.map((product) => (
            <li
              key={product.adminHref ?? product.name}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <span className="font-medium text-slate-900">{product.name}</span>
              <span className="flex flex-wrap gap-3">
                {product.adminHref ? (
                  <Link
                    to={product.adminHref}
                    aria-label={`${d.editProduct}: ${product.name}`}
                    className="text-primary hover:underline"
                  >
                    {d.editProduct}
                  </Link>
                ) : (
                  <span className="text-slate-500">{d.deletedProduct}</span>
                )}
                {product.publicHref ? (
                  <a
                    href={product.publicHref}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`${d.publicPage}: ${product.name}`}
                    className="text-primary hover:underline"
                  >
                    {d.publicPage}
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
