import { vi as t } from "~/i18n/messages/admin-inquiries";
import type { QuoteStatus } from "~/lib/quotes/quote-requests";

const TONES: Record<QuoteStatus, string> = {
  new: "bg-blue-100 text-blue-800",
  in_progress: "bg-amber-100 text-amber-900",
  quoted: "bg-green-100 text-green-800",
  closed: "bg-slate-200 text-slate-700",
};

/** A request's status as a badge: Mới, Đang xử lý, Đã báo giá, Đã đóng. */
export function InquiryStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {t.statuses[status]}
    </span>
  );
}
