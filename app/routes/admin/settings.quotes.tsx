import { data } from "react-router";
import { QuoteSettingsForm } from "~/components/admin/settings/quote-settings-form";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-settings";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/settings.quotes";
import { getQuoteSettingsPage, handleQuoteSettingsAction } from "./settings.quotes.server";

export function meta() {
  return [{ title: admin.pageTitle(`${vi.sections.quotes} – ${vi.title}`) }];
}

export function loader() {
  return getQuoteSettingsPage();
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { result, status } = await handleQuoteSettingsAction(await readForm(request));
  return data(result, { status });
}

export default function QuoteSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <SettingsHeader section="quotes" />
      <QuoteSettingsForm initial={loaderData.values} />
    </div>
  );
}
