/**
 * A list section of the site settings (hero slides, why-choose-us cards, partner brands, training
 * courses and modes, job openings): its entries in order, saved as a whole.
 */
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin-settings";
import { BROCHURE_PATH, formatFileSize } from "~/lib/documents";
import { listSchema, type SettingsErrors } from "~/lib/settings/schema";
import { type ListSection, listSectionOf } from "~/lib/settings/sections";
import type { BrochureView } from "~/lib/site-documents";
import { brandId } from "~/lib/slugify";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { adoptOptionalImage, imageAdopter, RemoteImageError } from "~/server/own-images.server";
import { findDocuments } from "~/server/services/documents.server";
import { getSiteSettings, type SiteSettings, updateSiteSettings } from "~/server/services/settings.server";
import { getSiteDocument, removeSiteDocument, setSiteDocument } from "~/server/services/site-documents.server";
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
  return {
    slug: section.slug,
    entries: settings[section.column] as unknown as SettingsEntry[],
    // The training courses' screen also holds the training brochure.
    brochure: section.slug === "courses" ? await brochureView() : null,
  };
}

async function brochureView(): Promise<BrochureView | null> {
  const document = await getSiteDocument("brochure");
  if (!document) return null;
  return {
    name: document.originalName,
    size: formatFileSize(document.sizeBytes, "vi"),
    pages: document.pages,
    href: BROCHURE_PATH,
  };
}

const brochureIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("brochure"), documentId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("brochure-remove") }),
]);

/**
 * Sets or removes the training brochure: a PDF uploaded as a document (its content checked by
 * the upload); anything else is refused and nothing changes.
 */
async function handleBrochureAction(
  form: FormData,
): Promise<{ result: { ok: boolean; message: string }; status: number }> {
  const t = vi.brochure;
  const intent = brochureIntent.safeParse(Object.fromEntries(form));
  if (!intent.success) return { result: { ok: false, message: vi.errors.failed }, status: 400 };
  if (intent.data.intent === "brochure-remove") {
    await removeSiteDocument("brochure");
    audit({ action: "settings", entityKind: "settings", summary: t.title, intent: "remove" });
    return { result: { ok: true, message: t.removed }, status: 200 };
  }
  const document = (await findDocuments([intent.data.documentId])).get(intent.data.documentId);
  if (!document) return { result: { ok: false, message: t.missing }, status: 400 };
  if (document.mimeType !== "application/pdf") return { result: { ok: false, message: t.notPdf }, status: 400 };
  await setSiteDocument("brochure", document.id);
  audit({
    action: "settings",
    entityKind: "settings",
    summary: `${t.title}: ${document.originalName}`,
    intent: "save",
  });
  return { result: { ok: true, message: t.saved }, status: 200 };
}

/** Partner brands are known by their filter id, derived from the name (/products?brand=<id>). */
function stored(section: ListSection, entries: SettingsEntry[]): SettingsEntry[] {
  if (section.column !== "partners") return entries;
  return entries.map((entry) => ({ ...entry, id: brandId(String(entry.name)) }));
}

/**
 * The entries with every image on our own storage (an outside address is fetched
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

export function handleListSettingsAction(
  slug: string | undefined,
  form: FormData,
): Promise<SettingsAnswer | Awaited<ReturnType<typeof handleBrochureAction>>> {
  const section = requireListSection(slug);
  const intent = form.get("intent");
  if (section.slug === "courses" && (intent === "brochure" || intent === "brochure-remove")) {
    return handleBrochureAction(form);
  }
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
