import { ProductEditor } from "~/components/admin/products/product-editor";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-products";
import { requireAdmin } from "~/server/auth.server";
import { loadProductEditor, saveProductEditor } from "./__product-editor.server";
import type { Route } from "./+types/products.new";

export function meta() {
  return [{ title: admin.pageTitle(vi.newTitle) }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadProductEditor(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return saveProductEditor(request, requireAdmin(context).id);
}

export default function NewProduct({ loaderData }: Route.ComponentProps) {
  return <ProductEditor {...loaderData} />;
}
