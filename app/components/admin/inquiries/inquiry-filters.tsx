import { ListFilters } from "~/components/admin/filtered-list";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { type InquiryOption, type InquiryQuery, isFiltered, QUOTE_STATUSES } from "~/lib/quotes/inbox-views";

const choices = (list: InquiryOption[]) => list.map((item) => [String(item.id), item.name] as const);

/** The inbox's filters: the search, the status, a product and a department, then the dates. */
export function InquiryFilters({
  query,
  products,
  departments,
}: {
  query: InquiryQuery;
  products: InquiryOption[];
  departments: InquiryOption[];
}) {
  const statuses = QUOTE_STATUSES.map((status) => [status, t.statuses[status]] as const);
  return (
    <ListFilters
      texts={t}
      values={query}
      search={{ label: t.search, hint: t.searchHint }}
      selects={[
        { name: "status", label: t.status, all: t.allStatuses, options: statuses },
        { name: "product", label: t.product, all: t.allProducts, options: choices(products) },
        { name: "department", label: t.department, all: t.allDepartments, options: choices(departments) },
      ]}
      filtered={isFiltered(query)}
      clearHref="/admin/inquiries"
    />
  );
}
