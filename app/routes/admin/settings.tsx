import { data } from "react-router";
import { FieldListForm } from "~/components/admin/settings/field-list-form";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-settings";
import { companySchema } from "~/lib/settings/schema";
import { COMPANY_FIELDS } from "~/lib/settings/sections";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/settings";
import { getCompanySettingsPage, handleCompanySettingsAction } from "./settings.server";

export function meta() {
  return [{ title: admin.pageTitle(`${vi.sections.company} – ${vi.title}`) }];
}

export function loader() {
  return getCompanySettingsPage();
}

/** Saves the company's facts; the public pages show them at once (decision 014). */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { result, status } = await handleCompanySettingsAction(await readForm(request));
  return data(result, { status });
}

export default function CompanySettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <SettingsHeader section="company" />
      <FieldListForm fields={COMPANY_FIELDS} schema={companySchema} initial={loaderData.values} />
    </div>
  );
}
