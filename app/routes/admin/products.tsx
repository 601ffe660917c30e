import { data, Link, useNavigation } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { ProductListFilters } from "~/components/admin/products/product-list-filters";
import { PRODUCT_DELETE_FETCHER, ProductTable } from "~/components/admin/products/product-table";
import { ProductTransferLinks } from "~/components/admin/products/product-transfer-links";
import { useMay } from "~/components/admin/use-access";
import { useListAnswer } from "~/components/admin/use-list-answer";
import { buttonClass } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { ScreenHeader } from "~/components/ui/screen-header";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-products";
import { type ProductListActionResult, productListHref } from "~/lib/admin-product";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/products";
import { getProductList, handleProductListAction } from "./products.server";

const t = vi;

export function meta() {
  return [{ title: admin.pageTitle(t.listTitle) }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return getProductList(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { result, status } = await handleProductListAction(await readForm(request), admin.id);
  return data(result, { status });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { departments, department, categories, category, rows, total, page, pages, offset } = loaderData;
  const [result, setResult] = useListAnswer<ProductListActionResult>(
    PRODUCT_DELETE_FETCHER,
    `${department?.id}-${category?.id}-${page}`,
  );
  const navigation = useNavigation();
  const mayAdd = useMay("/admin/products/new", "load");
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/products";

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeader title={t.listTitle} intro={t.listIntro}>
        <ProductTransferLinks />
        {mayAdd && department && category && (
          <Link
            to={`/admin/products/new?${new URLSearchParams({ category: String(category.id), department: String(department.id) })}`}
            className={buttonClass()}
          >
            + {t.addProduct}
          </Link>
        )}
      </ScreenHeader>

      {!department ? (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{t.noDepartments}</p>
      ) : (
        <>
          <ProductListFilters
            departments={departments}
            department={department}
            categories={categories}
            category={category}
            total={total}
            range={pages > 1 && rows.length > 0 ? { from: offset + 1, to: offset + rows.length } : null}
          />

          {result?.message ? <FormMessage ok={result.ok} message={result.message} /> : null}

          <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
            {rows.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
                {category ? t.emptyCategory : t.emptyDepartment}
              </p>
            ) : (
              <ProductTable
                rows={rows}
                offset={offset}
                total={total}
                scope={{ departmentId: department.id, categoryId: category?.id ?? null }}
                onResult={setResult}
              />
            )}
            <Pagination
              page={page}
              pageCount={pages}
              hrefFor={(n) => productListHref({ department: department.id, category: category?.id ?? null, page: n })}
            />
          </div>
        </>
      )}
    </div>
  );
}
