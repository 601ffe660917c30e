import { EditorError } from "~/components/admin/editor-error";
import { ProductEditor } from "~/components/admin/products/product-editor";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as productMessages, vi } from "~/i18n/messages/admin-products";
import { requireAdmin } from "~/server/auth.server";
import { loadProductEditor, saveProductEditor } from "./__product-editor.server";
import type { Route } from "./+types/products.$id.edit";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: admin.pageTitle(data?.product ? `${vi.editTitle}: ${data.product.name}` : vi.editTitle) }];
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadProductEditor(request, params.id, requireAdmin(context).id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return saveProductEditor(request, requireAdmin(context).id, params.id);
}

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  // A new key per product: the form starts from that product's values.
  return <ProductEditor key={loaderData.product?.id} {...loaderData} />;
}

/** A missing product says so (404) with the way back to the list; other failures offer a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages(productMessages);
  return <EditorError error={error} listHref="/admin/products" texts={t} />;
}
