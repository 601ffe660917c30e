import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { useMessages } from "~/i18n";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import type { ListingView } from "~/lib/catalog-routes";
import type { NamedLink } from "~/lib/catalog-views";

/** What a product list's header shows: the listing's view, or what is known of it after a failed load. */
export interface ListingHeading {
  view: ListingView;
  department: NamedLink | null;
  category: NamedLink | null;
  title: string | null;
  description: string | null;
}

function breadcrumb(listing: ListingHeading, t: typeof catalogMessages.vi): Crumb[] {
  const crumbs: Crumb[] = [{ label: t.productsCrumb, to: "/departments" }];
  const { view, department, category } = listing;
  if (view.kind === "all") return [...crumbs, { label: t.allProducts }];
  if (department) {
    crumbs.push({ label: department.name, to: `/departments/${department.slug}` });
    if (view.kind === "department") crumbs.push({ label: t.allProducts });
  }
  if (category) crumbs.push({ label: category.name });
  return crumbs;
}

/** Breadcrumb, the page's h1 and its intro. */
export function ListingHeader({ listing }: { listing: ListingHeading }) {
  const t = useMessages(catalogMessages);
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
        <Breadcrumb items={breadcrumb(listing, t)} />
        <h1 className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">{listing.title ?? t.allProducts}</h1>
        {listing.category && listing.department && listing.view.kind === "department-category" && (
          <p className="mt-1 font-semibold text-primary">{listing.department.name}</p>
        )}
        <p className="mt-3 max-w-3xl text-lg text-slate-600">{listing.description || t.allProductsIntro}</p>
      </div>
    </section>
  );
}
