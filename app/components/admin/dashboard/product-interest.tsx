import { Link } from "react-router";
import { Section } from "~/components/ui/section";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import { INTEREST_DAYS, type ProductInterestPanel } from "~/lib/dashboard";

/**
 * The dashboard's "products buyers look at": the most asked about and viewed products
 * of the last 30 days, each leading to its editor, its request count to the inbox showing them.
 */
export function ProductInterest({ interest }: { interest: ProductInterestPanel }) {
  const t = useMessages(adminMessages).dashboard;
  return (
    <Section id="product-interest" title={t.interestTitle}>
      <p className="mt-1 text-sm text-slate-600">{t.interestIntro(INTEREST_DAYS)}</p>
      {interest.products.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t.interestNone(INTEREST_DAYS)}</p>
      ) : (
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t.interestProduct}
              </th>
              <th scope="col" className="py-2 px-3 text-right font-medium">
                {t.interestRequests}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                {t.interestViews}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {interest.products.map((product) => (
              <tr key={product.id}>
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  <Link to={product.editHref} className="text-primary hover:underline">
                    {product.name}
                  </Link>
                </th>
                <td className="py-2 px-3 text-right tabular-nums">
                  {product.requestsHref ? (
                    <Link
                      to={product.requestsHref}
                      aria-label={`${t.interestRequestsOf(product.name)}: ${product.requests}`}
                      className="font-semibold text-primary hover:underline"
                    >
                      {product.requests}
                    </Link>
                  ) : (
                    product.requests
                  )}
                </td>
                <td className="py-2 pl-3 text-right tabular-nums text-slate-700">{product.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
