import { Link, useRouteError } from "react-router";
import { DashboardError } from "~/components/admin/dashboard/dashboard-error";
import { ExpiringDocuments } from "~/components/admin/dashboard/expiring-documents";
import { MailStatePanel } from "~/components/admin/dashboard/mail-state";
import { NewInquiries } from "~/components/admin/dashboard/new-inquiries";
import { ProductInterest } from "~/components/admin/dashboard/product-interest";
import { RecentActivity } from "~/components/admin/dashboard/recent-activity";
import { StatCard } from "~/components/admin/dashboard/stat-card";
import { Icon, type IconName } from "~/components/admin/icons";
import { ScreenHeader } from "~/components/ui/screen-header";
import { Section } from "~/components/ui/section";
import { useMessages } from "~/i18n";
import { messages as adminMessages, vi } from "~/i18n/messages/admin";
import { may } from "~/lib/access";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/dashboard";
import { getDashboardPage } from "./dashboard.server";

export function meta() {
  return [{ title: vi.pageTitle(vi.dashboard.title) }];
}

export function loader({ context }: Route.LoaderArgs) {
  return getDashboardPage(requireAdmin(context).role);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages).dashboard;
  const { products, news, recent, inquiries, mail, expiring, interest, role } = loaderData;
  const actions: { to: string; label: string; icon: IconName; external?: boolean }[] = [
    { to: "/admin/products/new", label: t.addProduct, icon: "plus" },
    { to: "/admin/news/new", label: t.addArticle, icon: "news" },
    { to: "/admin/categories", label: t.manageCategories, icon: "folder" },
    { to: "/", label: t.viewSite, icon: "globe", external: true },
  ];
  // The quick actions the account's role may take (decision 040).
  const quickActions = actions.filter((action) => action.external || may(role, action.to));
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeader title={t.title} intro={t.welcome} />
      <ExpiringDocuments items={expiring} />

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <StatCard
          title={t.products}
          total={{ label: t.productsTotal, value: products.total }}
          parts={[
            { label: t.productsActive, value: products.active, tone: "good" },
            { label: t.productsInactive, value: products.inactive, tone: "muted" },
          ]}
        />
        <StatCard
          title={t.news}
          total={{ label: t.newsTotal, value: news.total }}
          parts={[
            { label: t.newsPublished, value: news.published, tone: "good" },
            ...(news.scheduled > 0 ? [{ label: t.newsScheduled, value: news.scheduled, tone: "muted" as const }] : []),
            { label: t.newsDrafts, value: news.drafts, tone: "muted" },
          ]}
        />
      </div>

      {inquiries || mail ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {inquiries ? <NewInquiries inquiries={inquiries} /> : null}
          {mail ? <MailStatePanel mail={mail.state} notifiesNoOne={mail.notifiesNoOne} /> : null}
        </div>
      ) : null}

      <ProductInterest interest={interest} />

      <Section id="quick-actions" title={t.quickActions}>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                reloadDocument={action.external}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-700 transition-colors hover:border-primary hover:bg-primary-50 hover:text-primary"
              >
                <Icon name={action.icon} />
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity items={recent} />
        </div>
        <Section id="system-status" title={t.systemStatus}>
          <ul className="mt-4 space-y-3 text-sm">
            {[t.systemWebsite, t.systemDatabase, t.systemStorage].map((name) => (
              <li key={name} className="flex items-center justify-between gap-3">
                <span className="text-slate-700">{name}</span>
                <span className="flex items-center gap-1.5 font-medium text-green-700">
                  <span className="h-2 w-2 rounded-full bg-green-500" aria-hidden="true" />
                  {t.systemOnline}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <DashboardError error={useRouteError()} />;
}
