import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { IdOptions } from "~/components/admin/id-options";
import { PRODUCT_DELETE_FETCHER, ProductTable } from "~/components/admin/products/product-table";
import { ProductTransferLinks } from "~/components/admin/products/product-transfer-links";
import { useListAnswer } from "~/components/admin/use-list-answer";
import { buttonClass } from "~/components/ui/button";
import { ScreenHeader } from "~/components/ui/screen-header";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-products";
import type { ProductListActionResult } from "~/lib/admin-product";
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
  const { departments, department, categories, category, rows } = loaderData;
  const [result, setResult] = useListAnswer<ProductListActionResult>(
    PRODUCT_DELETE_FETCHER,
    `${department?.id}-${category?.id}`,
  );
  const submit = useSubmit();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/products";
  const select = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeader title={t.listTitle} intro={t.listIntro}>
        <ProductTransferLinks />
        {department && category && (
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
          <Form
            method="get"
            className="flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t.department}
              <select
                name="department"
                className={select}
                defaultValue={department.id}
                key={`d-${department.id}`}
                onChange={(event) => submit({ department: event.currentTarget.value })}
              >
                <IdOptions items={departments} />
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t.category}
              <select
                name="category"
                className={select}
                defaultValue={category?.id ?? ""}
                key={`c-${department.id}-${category?.id ?? "all"}`}
                onChange={(event) =>
                  submit(
                    event.currentTarget.value
                      ? { department: String(department.id), category: event.currentTarget.value }
                      : { department: String(department.id) },
                  )
                }
              >
                <option value="">{t.allCategories}</option>
                <IdOptions items={categories} />
              </select>
            </label>
            <noscript>
              <button type="submit" className="rounded-lg border border-slate-300 px-3 py-2 text-sm">
                OK
              </button>
            </noscript>
            <p className="ml-auto text-sm text-slate-500" aria-live="polite">
              {t.count(rows.length)}
            </p>
          </Form>

          {result?.message ? <FormMessage ok={result.ok} message={result.message} /> : null}

          <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
            {rows.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
                {category ? t.emptyCategory : t.emptyDepartment}
              </p>
            ) : (
              <ProductTable
                rows={rows}
                scope={{ departmentId: department.id, categoryId: category?.id ?? null }}
                onResult={setResult}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
