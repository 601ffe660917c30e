/**
 * A list section of the site settings (hero slides, why-choose-us cards, partner brands, training
 * courses and modes, job openings): its entries in order, saved as a whole.
 */
import { data } from "react-router";
import { listSchema, type SettingsErrors } from "~/lib/settings/schema";
import { type ListSection, listSectionOf } from "~/lib/settings/sections";
import { brandId } from "~/lib/slugify";
import { adoptOptionalImage, imageAdopter, RemoteImageError } from "~/server/own-images.server";
import { getSiteSettings, type SiteSettings, updateSiteSettings } from "~/server/services/settings.server";
import { type SettingsAnswer, saveSettings } from "./__settings.server";

export type SettingsEntry = Record<string, unknown> & { id: string | number };

/** The section of a URL's :section, or a 404. */
export function requireListSection(slug: string | undefined): ListSection {
  const section = listSectionOf(slug);
  if (!section) throw data(null, { status: 404 });
  return section;
}

export async function getListSettingsPage(slug: string | undefined) {
  const section = requireListSection(slug);
  const settings = await getSiteSettings();
  if (!settings) throw new Error("Site settings are missing: start the server once to create them");
  return { slug: section.slug, entries: settings[section.column] as unknown as SettingsEntry[] };
}

/** Partner brands are known by their filter id, derived from the name (/products?brand=<id>). */
function stored(section: ListSection, entries: SettingsEntry[]): SettingsEntry[] {
  if (section.column !== "partners") return entries;
  return entries.map((entry) => ({ ...entry, id: brandId(String(entry.name)) }));
}

/**
 * The entries with every image on our own storage (issue 27.6: an outside address is fetched
 * once into the library), or the error of each image that cannot be had, by its path.
 */
async function ownImages(
  section: ListSection,
  entries: SettingsEntry[],
): Promise<{ values: SettingsEntry[] } | { errors: SettingsErrors }> {
  const keys = section.fields.filter((field) => field.kind === "image").map((field) => field.key);
  const adopt = imageAdopter("images");
  const errors: SettingsErrors = {};
  const values = await Promise.all(
    entries.map(async (entry, index) => {
      const owned = { ...entry };
      for (const key of keys) {
        try {
          owned[key] = await adoptOptionalImage(entry[key] as string | null | undefined, adopt);
        } catch (error) {
          if (!(error instanceof RemoteImageError)) throw error;
          errors[`${index}.${key}`] = error.message;
        }
      }
      return owned;
    }),
  );
  return Object.keys(errors).length > 0 ? { errors } : { values };
}

export function handleListSettingsAction(slug: string | undefined, form: FormData): Promise<SettingsAnswer> {
  const section = requireListSection(slug);
  return saveSettings(
    form,
    section.slug,
    listSchema(section),
    (entries) =>
      updateSiteSettings({ [section.column]: stored(section, entries as SettingsEntry[]) } as Partial<SiteSettings>),
    (entries) =>
      ownImages(section, entries as SettingsEntry[]) as Promise<
        { values: typeof entries } | { errors: SettingsErrors }
      >,
  );
}
