import { data } from "react-router";
import { BrochureCard } from "~/components/admin/settings/brochure-card";
import { ListEditor } from "~/components/admin/settings/list-editor";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-settings";
import { listSectionOf } from "~/lib/settings/sections";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/settings.$section";
import { getListSettingsPage, handleListSettingsAction } from "./settings.$section.server";

export function meta({ params }: Route.MetaArgs) {
  const section = listSectionOf(params.section);
  return [{ title: admin.pageTitle(section ? `${vi.sections[section.slug]} – ${vi.title}` : vi.title) }];
}

export function loader({ params }: Route.LoaderArgs) {
  return getListSettingsPage(params.section);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { result, status } = await handleListSettingsAction(params.section, await readForm(request));
  return data(result, { status });
}

export default function ListSettingsPage({ loaderData }: Route.ComponentProps) {
  const section = listSectionOf(loaderData.slug);
  if (!section) return null;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <SettingsHeader section={section.slug} />
      {/* A fresh editor per section: moving between tabs does not carry one list's state into another. */}
      {section.slug === "courses" ? <BrochureCard brochure={loaderData.brochure} /> : null}
      <ListEditor key={section.slug} section={section} initial={loaderData.entries} />
    </div>
  );
}
