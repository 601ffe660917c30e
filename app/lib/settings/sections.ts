/**
 * The site settings screens declared as data (Payload-style): each section's fields, from which
 * both the editor's inputs and the zod schema (lib/settings/schema.ts) are made.
 */
import type { HeroSlide } from "../content-types";
import type { JobOpening, PartnerBrand, TrainingCourse, TrainingMode, WhyCard } from "../site-content";

export type FieldKind =
  | "text"
  | "textarea"
  /** A list of short texts, one a line. */
  | "lines"
  /** A stored image's URL or an external one. */
  | "image"
  /** A link target: a path of the site (/contact) or an https:// address. */
  | "href"
  /** An https:// address (Zalo). */
  | "url"
  /** An embed address of an allowed map provider. */
  | "map"
  | "email"
  | "year"
  | "count"
  /** On or off (a checkbox). */
  | "switch"
  /** Email addresses, one a line. */
  | "emails"
  /** A whole number of months, 1 to 120. */
  | "months"
  /** A Vietnamese enterprise code (mã số doanh nghiệp, also the tax code): 10 digits, a branch's -3 more. */
  | "taxCode";

export interface SettingsField {
  key: string;
  kind: FieldKind;
  /** Shown to visitors in both languages: a Vietnamese value and `<key>En`. */
  bilingual?: boolean;
  required?: boolean;
}

export const COMPANY_FIELDS: SettingsField[] = [
  { key: "companyName", kind: "text", bilingual: true, required: true },
  { key: "addressHanoi", kind: "text", bilingual: true, required: true },
  { key: "addressHcm", kind: "text", bilingual: true, required: true },
  { key: "hotline", kind: "text", required: true },
  { key: "phoneNorth", kind: "text", required: true },
  { key: "phoneSouth", kind: "text", required: true },
  { key: "zaloNationwide", kind: "url" },
  { key: "zaloNorth", kind: "url" },
  { key: "zaloSouth", kind: "url" },
  { key: "email", kind: "email", required: true },
  { key: "workingHours", kind: "text", bilingual: true, required: true },
  { key: "mapUrlHanoi", kind: "map" },
  { key: "mapUrlHcm", kind: "map" },
  { key: "foundedYear", kind: "year", required: true },
  { key: "staffCount", kind: "count", required: true },
  { key: "customerCount", kind: "count", required: true },
  // The legal details every page's footer shows (Nghị định 52/2013 on e-commerce sites, Điều 29).
  { key: "taxCode", kind: "taxCode" },
  { key: "registration", kind: "text", bilingual: true },
  { key: "registeredAddress", kind: "text", bilingual: true },
];

/**
 * Quote requests: off by default; the consent wording visitors agree to, who is
 * notified, whether visitors get an acknowledgement, how long requests are kept.
 */
export const QUOTE_FIELDS: SettingsField[] = [
  { key: "quoteRequestsEnabled", kind: "switch" },
  { key: "quoteConsent", kind: "textarea", bilingual: true, required: true },
  { key: "quoteNotifyEmails", kind: "emails" },
  { key: "quoteAcknowledge", kind: "switch" },
  { key: "quoteRetentionMonths", kind: "months", required: true },
];

/** What each list section stores (the settings row's column of the same name). */
export interface SectionItems {
  heroSlides: HeroSlide;
  whyCards: WhyCard;
  partners: PartnerBrand;
  trainingCourses: TrainingCourse;
  trainingModes: TrainingMode;
  jobOpenings: JobOpening;
}

export type ListColumn = keyof SectionItems;

export interface ListSection<C extends ListColumn = ListColumn> {
  /** The path segment: /admin/settings/<slug>. */
  slug: "hero" | "why" | "partners" | "courses" | "modes" | "jobs";
  column: C;
  fields: SettingsField[];
  /** The field that names an entry (its heading, its announcements). */
  nameField: string;
  /** At most this many entries. */
  max: number;
  /** Where visitors see it (the "view on site" link). */
  publicPath: string;
}

const text = (key: string, required = false): SettingsField => ({ key, kind: "text", bilingual: true, required });
const textarea = (key: string, required = false): SettingsField => ({
  key,
  kind: "textarea",
  bilingual: true,
  required,
});
const lines = (key: string): SettingsField => ({ key, kind: "lines", bilingual: true });

export const LIST_SECTIONS = [
  {
    slug: "hero",
    column: "heroSlides",
    nameField: "title",
    max: 10,
    publicPath: "/",
    fields: [
      { key: "image", kind: "image", required: true },
      text("title", true),
      text("subtitle"),
      textarea("description"),
      text("primaryButtonText"),
      { key: "primaryButtonHref", kind: "href" },
      text("secondaryButtonText"),
      { key: "secondaryButtonHref", kind: "href" },
    ],
  },
  {
    slug: "why",
    column: "whyCards",
    nameField: "title",
    max: 12,
    publicPath: "/",
    fields: [text("title", true), textarea("description", true)],
  },
  {
    slug: "partners",
    column: "partners",
    nameField: "name",
    max: 60,
    publicPath: "/partnership",
    fields: [
      { key: "name", kind: "text", required: true },
      text("country", true),
      textarea("description"),
      { key: "logo", kind: "image" },
    ],
  },
  {
    slug: "courses",
    column: "trainingCourses",
    nameField: "title",
    max: 30,
    publicPath: "/training",
    fields: [
      text("title", true),
      text("duration"),
      text("level"),
      text("audience"),
      textarea("description"),
      lines("features"),
    ],
  },
  {
    slug: "modes",
    column: "trainingModes",
    nameField: "title",
    max: 12,
    publicPath: "/training",
    fields: [text("title", true), textarea("description")],
  },
  {
    slug: "jobs",
    column: "jobOpenings",
    nameField: "title",
    max: 30,
    publicPath: "/recruitment",
    fields: [
      text("title", true),
      textarea("summary"),
      text("location", true),
      text("schedule"),
      text("salary"),
      text("experience"),
      lines("duties"),
      lines("requirements"),
      text("contact"),
    ],
  },
] as const satisfies readonly ListSection[];

export type ListSectionSlug = (typeof LIST_SECTIONS)[number]["slug"];

export function listSectionOf(slug: string | undefined): ListSection | null {
  return LIST_SECTIONS.find((section) => section.slug === slug) ?? null;
}

/** The keys an entry of a section stores: each field, its English twin when bilingual, the id. */
export function entryKeys(fields: readonly SettingsField[]): string[] {
  return fields.flatMap((field) => (field.bilingual ? [field.key, `${field.key}En`] : [field.key]));
}

/** An empty entry of a section, with a fresh id. */
export function emptyEntry(section: ListSection, id: string | number): Record<string, unknown> {
  const entry: Record<string, unknown> = { id };
  for (const field of section.fields) {
    const empty = field.kind === "lines" ? [] : "";
    entry[field.key] = empty;
    if (field.bilingual) entry[`${field.key}En`] = field.kind === "lines" ? [] : "";
  }
  return entry;
}
