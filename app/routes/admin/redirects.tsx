import { data, Form, Link } from "react-router";
import { RemovalMessage, RemoveButton } from "~/components/admin/accounts/remove-row";
import { AdminListEntry, ResponsiveAdminList } from "~/components/admin/admin-table";
import { Button, buttonClass } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { ScreenHeader } from "~/components/ui/screen-header";
import { StateMessage } from "~/components/ui/state-message";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as accountMessages, vi } from "~/i18n/messages/admin-accounts";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/redirects";
import { getRedirectList, handleRedirectsAction } from "./redirects.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.redirects.title) }];
}

export function loader({ request }: Route.LoaderArgs) {
  return getRedirectList(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { result, status } = await handleRedirectsAction(await readForm(request));
  return data(result, { status });
}

const REMOVE_FETCHER = "redirects-remove";

export default function RedirectsPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(accountMessages).redirects;
  const { rows, total, page, pageCount, q } = loaderData;
  const href = (n: number) => {
    const query = new URLSearchParams();
    if (q) query.set("q", q);
    if (n > 1) query.set("page", String(n));
    return `/admin/redirects${query.size ? `?${query}` : ""}`;
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro} />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <label className="block min-w-0 flex-1 basis-64">
          <span className="block text-sm font-medium text-slate-700">{t.searchLabel}</span>
          <input
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={200}
            placeholder={t.searchPlaceholder}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t.searchButton}
        </Button>
        {q ? (
          <Link to="/admin/redirects" className={buttonClass({ variant: "ghost" })}>
            {t.clearSearch}
          </Link>
        ) : null}
        <p className="w-full text-sm text-slate-500" aria-live="polite">
          {t.count(total)}
        </p>
      </Form>
      <RemovalMessage fetcherKey={REMOVE_FETCHER} />
      {rows.length === 0 ? (
        q ? (
          <StateMessage title={t.noMatch(q)} text={t.noMatchText} />
        ) : (
          <StateMessage title={t.empty} text={t.emptyText} />
        )
      ) : (
        <ResponsiveAdminList
          caption={t.caption}
          columns={[t.columnKind, t.columnFrom, t.columnTo, t.columnCreated, { label: t.columnActions, end: true }]}
        >
          {(layout) =>
            rows.map((row) => (
              <AdminListEntry
                key={row.id}
                layout={layout}
                head={<span className="whitespace-nowrap text-slate-700">{t.kinds[row.kind]}</span>}
                fields={[
                  { label: t.columnFrom, value: <code className="break-all text-slate-900">{row.fromPath}</code> },
                  {
                    label: t.columnTo,
                    value: row.toPath ? (
                      <a href={row.toPath} className="break-all font-mono text-primary hover:underline">
                        {row.toPath}
                      </a>
                    ) : (
                      <span className="text-slate-500">{t.gone}</span>
                    ),
                  },
                  {
                    label: t.columnCreated,
                    value: row.created,
                    cellClassName: "whitespace-nowrap px-4 py-3 text-slate-600",
                  },
                ]}
                actions={
                  <RemoveButton id={row.id} name={row.fromPath} intent="delete" texts={t} fetcherKey={REMOVE_FETCHER} />
                }
              />
            ))
          }
        </ResponsiveAdminList>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={href} />
    </div>
  );
}
