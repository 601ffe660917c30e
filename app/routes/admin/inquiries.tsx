import { Link } from "react-router";
import { FilteredList } from "~/components/admin/filtered-list";
import { InquiryFilters } from "~/components/admin/inquiries/inquiry-filters";
import { InquiryList } from "~/components/admin/inquiries/inquiry-list";
import { RefusalTable } from "~/components/admin/inquiries/refusal-table";
import { useMay } from "~/components/admin/use-access";
import { buttonClass } from "~/components/ui/button";
import { ScreenHeader } from "~/components/ui/screen-header";
import { vi as admin } from "~/i18n/messages/admin";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { vi as mail } from "~/i18n/messages/admin-mail";
import { inquiryExportHref, inquiryHref, isFiltered } from "~/lib/quotes/inbox-views";
import { OVERDUE_AFTER_MINUTES } from "~/lib/quotes/mail-state";
import type { Route } from "./+types/inquiries";
import { getInquiryList } from "./inquiries.server";

export function meta() {
  return [{ title: admin.pageTitle(t.title) }];
}

export function loader({ request }: Route.LoaderArgs) {
  return getInquiryList(new URL(request.url));
}

/** /admin/inquiries: staff's inbox of quote requests, newest first, 50 a page. */
export default function Inquiries({ loaderData }: Route.ComponentProps) {
  const { enabled, rows, total, query, products, departments, refusals, overdueTotal } = loaderData;
  // The quote form's settings are a Quản trị viên's (decision 040).
  const maySettings = useMay("/admin/settings/quotes", "load");

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro}>
        {total > 0 ? (
          <div className="flex flex-wrap gap-2">
            {/* Files, not pages: the browser downloads them (no client navigation). */}
            <a href={inquiryExportHref("csv", query)} className={buttonClass({ variant: "outline" })} download>
              {t.exportCsv}
            </a>
            <a href={inquiryExportHref("xlsx", query)} className={buttonClass({ variant: "outline" })} download>
              {t.exportXlsx}
            </a>
          </div>
        ) : null}
      </ScreenHeader>

      {!enabled ? (
        <div className="rounded-xl bg-amber-50 p-4 text-amber-900" role="note">
          <p className="font-semibold">{t.offTitle}</p>
          <p className="mt-1 text-sm">{t.offText}</p>
          {maySettings ? (
            <Link to="/admin/settings/quotes" className="mt-2 inline-block text-sm font-semibold underline">
              {t.offLink}
            </Link>
          ) : null}
        </div>
      ) : null}

      {overdueTotal > 0 ? (
        <div className="rounded-xl bg-red-50 p-4 text-red-800" role="note">
          <p className="text-sm font-semibold">{mail.overdue.banner(overdueTotal, OVERDUE_AFTER_MINUTES)}</p>
          {maySettings ? (
            <Link to="/admin/settings/quotes" className="mt-1 inline-block text-sm font-semibold underline">
              {mail.settingsLink}
            </Link>
          ) : null}
        </div>
      ) : null}

      <InquiryFilters query={query} products={products} departments={departments} />

      <FilteredList
        texts={t}
        list={loaderData}
        filtered={isFiltered(query)}
        hrefFor={(n) => inquiryHref({ ...query, page: n })}
      >
        <InquiryList rows={rows} />
      </FilteredList>

      <RefusalTable refusals={refusals} />
    </div>
  );
}
