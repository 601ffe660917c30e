import { data, Link } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { EditorError } from "~/components/admin/editor-error";
import { InquiryDelivery } from "~/components/admin/inquiries/inquiry-delivery";
import { InquiryNotes } from "~/components/admin/inquiries/inquiry-notes";
import { InquiryProducts } from "~/components/admin/inquiries/inquiry-products";
import { InquirySender } from "~/components/admin/inquiries/inquiry-sender";
import { InquiryStatus } from "~/components/admin/inquiries/inquiry-status";
import { InquiryStatusBadge } from "~/components/admin/inquiries/status-badge";
import { ScreenHeader } from "~/components/ui/screen-header";
import { vi as admin } from "~/i18n/messages/admin";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { parseId } from "~/lib/ids";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/inquiries.$id";
import { getInquiryPage, handleInquiryAction } from "./inquiries.$id.server";

export function meta({ data: view }: Route.MetaArgs) {
  return [{ title: admin.pageTitle(view ? `${view.reference} · ${t.title}` : t.title) }];
}

export function loader({ params }: Route.LoaderArgs) {
  return getInquiryPage(parseId(params.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { result, status } = await handleInquiryAction(parseId(params.id), await readForm(request), actor);
  return data(result, { status });
}

/** /admin/inquiries/:id: a request, its products, notes, status and notification. */
export default function Inquiry({ loaderData: request, actionData }: Route.ComponentProps) {
  const noteRefused = actionData && !actionData.ok && actionData.note !== undefined;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <Link to="/admin/inquiries" className="text-sm font-medium text-primary hover:underline">
        ← {t.detail.back}
      </Link>
      <ScreenHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {request.reference} · {request.name}
            <InquiryStatusBadge status={request.status} />
          </span>
        }
        intro={request.organisation || undefined}
      />
      {actionData?.message && !noteRefused ? <FormMessage ok={actionData.ok} message={actionData.message} /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <InquirySender request={request} />
          <InquiryProducts products={request.products} />
          <InquiryNotes
            notes={request.notes}
            kept={noteRefused ? actionData.note : undefined}
            error={noteRefused ? actionData.message : undefined}
          />
        </div>
        <div className="space-y-6">
          <InquiryStatus status={request.status} history={request.history} />
          <InquiryDelivery deliveries={request.deliveries} />
        </div>
      </div>
    </div>
  );
}

/** A missing request (deleted after the retention period, a wrong address) says so with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError error={error} listHref="/admin/inquiries" texts={t.missing} />;
}
