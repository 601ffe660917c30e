/** The quote requests' section of the site settings (issue 30). */
import { quoteSettingsSchema } from "~/lib/settings/schema";
import { entryKeys, QUOTE_FIELDS } from "~/lib/settings/sections";
import { getSiteSettings, type SiteSettings, updateSiteSettings } from "~/server/services/settings.server";
import { type SettingsAnswer, saveSettings } from "./__settings.server";

export type QuoteSettingsValues = Record<string, string | number | boolean | string[]>;

export async function getQuoteSettingsPage(): Promise<{ values: QuoteSettingsValues }> {
  const settings = await getSiteSettings();
  if (!settings) throw new Error("Site settings are missing: start the server once to create them");
  const row = settings as unknown as QuoteSettingsValues;
  return { values: Object.fromEntries(entryKeys(QUOTE_FIELDS).map((key) => [key, row[key] ?? ""])) };
}

export function handleQuoteSettingsAction(form: FormData): Promise<SettingsAnswer> {
  return saveSettings(form, "quotes", quoteSettingsSchema, (values) =>
    updateSiteSettings(values as Partial<SiteSettings>),
  );
}
