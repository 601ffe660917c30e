/** The company section of the site settings: contacts, addresses, maps and the company's figures. */
import { companySchema } from "~/lib/settings/schema";
import { COMPANY_FIELDS, entryKeys } from "~/lib/settings/sections";
import { getSiteSettings, type SiteSettings, updateSiteSettings } from "~/server/services/settings.server";
import { type SettingsAnswer, saveSettings } from "./__settings.server";

export type CompanyValues = Record<string, string | number>;

export async function getCompanySettingsPage(): Promise<{ values: CompanyValues }> {
  const settings = await getSiteSettings();
  if (!settings) throw new Error("Site settings are missing: start the server once to create them");
  const row = settings as unknown as Record<string, string | number>;
  return { values: Object.fromEntries(entryKeys(COMPANY_FIELDS).map((key) => [key, row[key] ?? ""])) };
}

export function handleCompanySettingsAction(form: FormData): Promise<SettingsAnswer> {
  return saveSettings(form, "company", companySchema, (values) => updateSiteSettings(values as Partial<SiteSettings>));
}
