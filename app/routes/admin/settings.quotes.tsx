import { data } from "react-router";
import { FieldListForm } from "~/components/admin/settings/field-list-form";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-settings";
import { quoteSettingsSchema } from "~/lib/settings/schema";
import { QUOTE_FIELDS } from "~/lib/settings/sections";
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
      <FieldListForm fields={QUOTE_FIELDS} schema={quoteSettingsSchema} initial={loaderData.values} />
    </div>
  );
}
