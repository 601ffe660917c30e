import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { AUDIT_ACTION_KEYS, AUDIT_ENTITY_KEYS } from "../../lib/audit-keys";
import type { Feature, HeroSlide, ImageVariant, Specification } from "../../lib/content-types";
import { NEWS_CATEGORY_KEYS } from "../../lib/news-categories";
import type { GalleryPhoto } from "../../lib/product-gallery";
import { DEFAULT_QUOTE_SETTINGS } from "../../lib/quotes/quote-requests";
import { CIRCULATION_NUMBER_MAX, COUNTRY_OF_ORIGIN_MAX, RISK_CLASSES } from "../../lib/regulatory";
import { ROLES, type Role } from "../../lib/roles";
import type { JobOpening, PartnerBrand, TrainingCourse, TrainingMode, WhyCard } from "../../lib/site-content";
import {
  DEFAULT_COMPANY_FACTS,
  DEFAULT_JOB_OPENINGS,
  DEFAULT_PARTNERS,
  DEFAULT_TRAINING_COURSES,
  DEFAULT_TRAINING_MODES,
  DEFAULT_WHY_CARDS,
} from "../../lib/site-content-defaults";

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  // Kept current by the set_updated_at trigger (migration 0002), whatever code writes the row.
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
const displayOrder = () => integer("display_order").notNull().default(0);
/** A catalogue entry's name and description, Vietnamese and English (English empty: falls back). */
const namedAndDescribed = () => ({
  name: text("name").notNull(),
  nameEn: text("name_en").notNull().default(""),
  description: text("description").notNull().default(""),
  descriptionEn: text("description_en").notNull().default(""),
});
/** An optional line of text: NULL when not set, never '', at most `max` characters, trimmed, no control characters. */
const oneLineOrNull = (column: string, max: number) =>
  `${column} IS NULL OR (char_length(${column}) BETWEEN 1 AND ${max} AND ${column} !~ '[[:cntrl:]]' AND btrim(${column}) = ${column})`;
/** Checks of a table with a slug and a display order: the order is not negative, the slug is kebab-case. */
const slugAndOrderChecks = (table: string, t: { slug: AnyPgColumn; displayOrder: AnyPgColumn }) => [
  check(`${table}_display_order_check`, sql`${t.displayOrder} >= 0`),
  check(`${table}_slug_check`, sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
];

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    // What the account may do (lib/roles.ts); accounts from before roles are administrators.
    role: text("role", { enum: ROLES }).$type<Role>().notNull().default("admin"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The rule of ADMIN_USERNAME, admin:create and the administrators screen.
    check("admin_users_username_check", sql`${t.username} ~ '^[a-zA-Z0-9._-]{3,50}$'`),
    // "Admin" and "admin" cannot both exist (sign-in still matches the name exactly).
    uniqueIndex("admin_users_username_lower_unique").on(sql`lower(${t.username})`),
    check("admin_users_role_check", sql.raw(`role IN (${ROLES.map((r) => `'${r}'`).join(", ")})`)),
  ],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    // SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // What /admin/account shows of each session: the browser, where from, when last used.
    userAgent: text("user_agent").notNull().default(""),
    address: text("address").notNull().default(""),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId), index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * The rate limits' counters (rate-limit.server.ts, decision 039), shared by every app server: one
 * row per limit, subject and window, counted by one upsert. The subject is a keyed digest, never
 * an address, a username or an email; the pruning pass deletes rows whose window has ended.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    limitName: text("limit_name").notNull(),
    subject: text("subject").notNull(),
    windowMs: integer("window_ms").notNull(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.limitName, t.subject, t.windowMs] }),
    check("rate_limit_counters_name_check", sql`${t.limitName} ~ '^[a-z][a-z0-9.-]{0,62}$'`),
    check("rate_limit_counters_subject_check", sql`${t.subject} ~ '^[A-Za-z0-9_-]{43}$'`),
    check("rate_limit_counters_window_check", sql`${t.windowMs} > 0`),
    check("rate_limit_counters_hits_check", sql`${t.hits} >= 0`),
    index("rate_limit_counters_resets_idx").on(t.resetsAt),
  ],
);

export const departments = pgTable(
  "departments",
  {
    id: id(),
    slug: text("slug").notNull().unique("departments_slug_unique"),
    ...namedAndDescribed(),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: displayOrder(),
    ...timestamps,
  },
  (t) => [...slugAndOrderChecks("departments", t), index("departments_order_idx").on(t.displayOrder)],
);

export const productCategories = pgTable(
  "product_categories",
  {
    id: id(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    ...namedAndDescribed(),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: displayOrder(),
    ...timestamps,
  },
  (t) => [
    unique("product_categories_department_slug_unique").on(t.departmentId, t.slug),
    ...slugAndOrderChecks("product_categories", t),
    index("product_categories_department_idx").on(t.departmentId, t.displayOrder),
    index("product_categories_slug_idx").on(t.slug),
  ],
);

export const productItems = pgTable(
  "product_items",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => productCategories.id, { onDelete: "restrict" }),
    slug: text("slug").notNull().unique("product_items_slug_unique"),
    ...namedAndDescribed(),
    imageUrl: text("image_url"),
    // More photos beside the main image, in order (decision 045; lib/product-gallery.ts).
    gallery: jsonb("gallery").$type<GalleryPhoto[]>().notNull().default([]),
    brands: text("brands").array().notNull().default(sql`'{}'::text[]`),
    features: jsonb("features").$type<Feature[]>().notNull().default([]),
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    displayOrder: displayOrder(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    // Decree 98/2021's risk class and the circulation number / import licence (lib/regulatory.ts).
    riskClass: text("risk_class", { enum: RISK_CLASSES }),
    circulationNumber: text("circulation_number"),
    // Where the device is made (xuất xứ), in each language as typed; the English falls back to the Vietnamese.
    countryOfOrigin: text("country_of_origin"),
    countryOfOriginEn: text("country_of_origin_en"),
    // Lowercase, diacritics folded (đ -> d): what visitor searches match against (the circulation
    // number too: a buyer types the number off a tender document).
    // search_fold() and immutable_array_to_string() come from migration 0000 (search_fold() rewritten in 0011).
    // Kept in the row, never moved out to TOAST (STORAGE MAIN, migrations 0012 and 0017): searches read it for every candidate.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`search_fold(name || ' ' || name_en || ' ' || description || ' ' || description_en || ' ' || immutable_array_to_string(brands, ' ') || ' ' || coalesce(circulation_number, ''))`,
      ),
    // The brands as ids (brandId() in app/lib/slugify.ts), space-separated with a space at each
    // end: " pentax-medical olympus ". An id holds no whitespace, so the brand filter's
    // `LIKE '%id%'` matches inside one brand only. brand_key() comes from migration 0006.
    brandKey: text("brand_key").notNull().generatedAlwaysAs(sql`brand_key(brands)`),
    ...timestamps,
  },
  (t) => [
    ...slugAndOrderChecks("product_items", t),
    // An array of at most 12 {url, alt, altEn}, each address once: product_gallery_valid() of migration 0027.
    check("product_items_gallery_check", sql`product_gallery_valid(${t.gallery})`),
    check(
      "product_items_risk_class_check",
      sql.raw(`risk_class IS NULL OR risk_class IN (${RISK_CLASSES.map((c) => `'${c}'`).join(", ")})`),
    ),
    // One line, not blank, at most CIRCULATION_NUMBER_MAX characters; no number is NULL, never ''.
    check(
      "product_items_circulation_number_check",
      sql.raw(
        `circulation_number IS NULL OR (char_length(circulation_number) BETWEEN 1 AND ${CIRCULATION_NUMBER_MAX} AND circulation_number !~ '[[:cntrl:]]' AND btrim(circulation_number) = circulation_number)`,
      ),
    ),
    ...["country_of_origin", "country_of_origin_en"].map((column) =>
      check(`product_items_${column}_check`, sql.raw(oneLineOrNull(column, COUNTRY_OF_ORIGIN_MAX))),
    ),
    // A category's products in the admin's list order: a page's ids from the index alone.
    index("product_items_category_idx").on(
      t.categoryId,
      t.displayOrder,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("product_items_featured_idx").on(t.isFeatured),
    // The public lists' order over active products: a first page reads 24 entries, not the table.
    // Migration 0012 adds INCLUDE (category_id) (not expressible here): pages are index-only scans.
    index("product_items_list_idx")
      .on(t.displayOrder, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // Counting a list's products (by visible category) without reading the wide rows.
    index("product_items_active_category_idx").on(t.categoryId).where(sql`${t.isActive}`),
  ],
);

export const news = pgTable(
  "news",
  {
    id: id(),
    slug: text("slug").notNull().unique("news_slug_unique"),
    title: text("title").notNull(),
    titleEn: text("title_en").notNull().default(""),
    subtitle: text("subtitle").notNull().default(""),
    subtitleEn: text("subtitle_en").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    excerptEn: text("excerpt_en").notNull().default(""),
    content: text("content").notNull().default(""),
    contentEn: text("content_en").notNull().default(""),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt").notNull().default(""),
    featuredImageAltEn: text("featured_image_alt_en").notNull().default(""),
    featuredImageCaption: text("featured_image_caption").notNull().default(""),
    featuredImageCaptionEn: text("featured_image_caption_en").notNull().default(""),
    category: text("category"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    // English tags; an English page shows these or none (never the Vietnamese ones).
    tagsEn: text("tags_en").array().notNull().default(sql`'{}'::text[]`),
    authorName: text("author_name").notNull().default(""),
    readingTime: integer("reading_time").notNull().default(1),
    // Words of the sanitised Vietnamese body, counted on save.
    wordCount: integer("word_count").notNull().default(0),
    seoTitle: text("seo_title").notNull().default(""),
    seoTitleEn: text("seo_title_en").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    seoDescriptionEn: text("seo_description_en").notNull().default(""),
    viewCount: integer("view_count").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("news_view_count_check", sql`${t.viewCount} >= 0`),
    check("news_reading_time_check", sql`${t.readingTime} >= 0`),
    check("news_word_count_check", sql`${t.wordCount} >= 0`),
    check("news_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("news_published_at_check", sql`NOT ${t.isPublished} OR ${t.publishedAt} IS NOT NULL`),
    check(
      "news_category_check",
      sql.raw(`category IS NULL OR category IN (${NEWS_CATEGORY_KEYS.map((k) => `'${k}'`).join(", ")})`),
    ),
    index("news_published_idx").on(t.isPublished, t.publishedAt, t.createdAt),
    // The admin list: newest first, a page at a time.
    index("news_created_idx").on(t.createdAt, t.id),
  ],
);

export const media = pgTable(
  "media",
  {
    id: id(),
    storageKey: text("storage_key").notNull().unique("media_storage_key_unique"),
    url: text("url").notNull(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    // Responsive WebP renditions of raster images, smallest first.
    variants: jsonb("variants").$type<ImageVariant[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("media_size_check", sql`${t.sizeBytes} >= 0`),
    index("media_created_idx").on(t.createdAt),
    index("media_url_idx").on(t.url),
  ],
);

export const siteSettings = pgTable(
  "site_settings",
  {
    // A single row: id is always 1.
    id: integer("id").primaryKey().default(1),
    companyName: text("company_name").notNull(),
    companyNameEn: text("company_name_en").notNull().default(""),
    addressHanoi: text("address_hanoi").notNull().default(""),
    addressHanoiEn: text("address_hanoi_en").notNull().default(""),
    addressHcm: text("address_hcm").notNull().default(""),
    addressHcmEn: text("address_hcm_en").notNull().default(""),
    hotline: text("hotline").notNull().default(""),
    phoneNorth: text("phone_north").notNull().default(""),
    phoneSouth: text("phone_south").notNull().default(""),
    zaloNationwide: text("zalo_nationwide").notNull().default(""),
    zaloNorth: text("zalo_north").notNull().default(""),
    zaloSouth: text("zalo_south").notNull().default(""),
    email: text("email").notNull().default(""),
    workingHours: text("working_hours").notNull().default(""),
    workingHoursEn: text("working_hours_en").notNull().default(""),
    mapUrlHanoi: text("map_url_hanoi").notNull().default(""),
    mapUrlHcm: text("map_url_hcm").notNull().default(""),
    // The company's legal details, shown in every page's footer: the enterprise code (which is its
    // tax code), who registered it and when, and the registered head office.
    taxCode: text("tax_code").notNull().default(""),
    registration: text("registration").notNull().default(""),
    registrationEn: text("registration_en").notNull().default(""),
    registeredAddress: text("registered_address").notNull().default(""),
    registeredAddressEn: text("registered_address_en").notNull().default(""),
    heroSlides: jsonb("hero_slides").$type<HeroSlide[]>().notNull().default([]),
    // The specification's content as the defaults: a row that existed before these columns gets it.
    foundedYear: integer("founded_year").notNull().default(DEFAULT_COMPANY_FACTS.foundedYear),
    staffCount: integer("staff_count").notNull().default(DEFAULT_COMPANY_FACTS.staffCount),
    customerCount: integer("customer_count").notNull().default(DEFAULT_COMPANY_FACTS.customerCount),
    whyCards: jsonb("why_cards").$type<WhyCard[]>().notNull().default(DEFAULT_WHY_CARDS),
    partners: jsonb("partners").$type<PartnerBrand[]>().notNull().default(DEFAULT_PARTNERS),
    trainingCourses: jsonb("training_courses").$type<TrainingCourse[]>().notNull().default(DEFAULT_TRAINING_COURSES),
    trainingModes: jsonb("training_modes").$type<TrainingMode[]>().notNull().default(DEFAULT_TRAINING_MODES),
    jobOpenings: jsonb("job_openings").$type<JobOpening[]>().notNull().default(DEFAULT_JOB_OPENINGS),
    // Quote requests: off by default, the site then behaves as specified.
    quoteRequestsEnabled: boolean("quote_requests_enabled").notNull().default(false),
    quoteConsent: text("quote_consent").notNull().default(DEFAULT_QUOTE_SETTINGS.quoteConsent),
    quoteConsentEn: text("quote_consent_en").notNull().default(DEFAULT_QUOTE_SETTINGS.quoteConsentEn),
    quoteNotifyEmails: jsonb("quote_notify_emails").$type<string[]>().notNull().default([]),
    quoteAcknowledge: boolean("quote_acknowledge").notNull().default(false),
    quoteRetentionMonths: integer("quote_retention_months")
      .notNull()
      .default(DEFAULT_QUOTE_SETTINGS.quoteRetentionMonths),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_quote_retention_check", sql`${t.quoteRetentionMonths} BETWEEN 1 AND 120`),
    check("site_settings_quote_consent_check", sql`char_length(${t.quoteConsent}) BETWEEN 1 AND 2000`),
    // Empty, or 10 digits with a 3-digit unit suffix for a branch (Luật Doanh nghiệp 2020, Điều 29).
    check("site_settings_tax_code_check", sql`${t.taxCode} ~ '^([0-9]{10}(-[0-9]{3})?)?$'`),
  ],
);

/**
 * The public content's version (one row): every write to the content tables bumps it in the same
 * transaction (trigger bump_content_version, migration 0004), so the render cache and the shell
 * of every server know when what they hold is stale.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);

/**
 * What each content version changed (migration 0019): the topics the write that made it touched,
 * as bump_content_version names them ('products' and 'product:12' for a product; 'news' and
 * 'article:3' for an article; '*' for the tables every page shows: settings, departments,
 * categories, media, documents). A render cache keeps a page whose reads the changes since its
 * version did not touch. The oldest rows are pruned by the trigger itself.
 */
export const contentChanges = pgTable("content_changes", {
  version: bigint("version", { mode: "number" }).primaryKey(),
  topics: text("topics").array().notNull(),
});

/** What a slug redirect is about: the public pages whose address carries that slug. */
export const REDIRECT_KINDS = ["product", "category", "department", "article"] as const;

/**
 * Old slugs of renamed items, and the slugs of deleted products and articles. A row points at the
 * item itself (never at a slug), so A→B then B→C sends A straight to C without rewriting rows.
 * A row whose target is gone (deleted product or article) answers 410. Categories are unique
 * within a department, so their old slugs are kept per department.
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: id(),
    kind: text("kind", { enum: REDIRECT_KINDS }).notNull(),
    fromSlug: text("from_slug").notNull(),
    // Categories only: the department whose address held the old slug.
    scopeDepartmentId: integer("scope_department_id").references(() => departments.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => productItems.id, { onDelete: "set null" }),
    articleId: integer("article_id").references(() => news.id, { onDelete: "set null" }),
    categoryId: integer("category_id").references(() => productCategories.id, { onDelete: "cascade" }),
    departmentId: integer("department_id").references(() => departments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("slug_redirects_kind_check", sql.raw(`kind IN (${REDIRECT_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    check("slug_redirects_from_slug_check", sql`${t.fromSlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // The target column matches the kind; only products and articles may have none (gone, 410).
    check(
      "slug_redirects_target_check",
      sql`num_nonnulls(product_id, article_id, category_id, department_id) <= 1
        AND (product_id IS NULL OR kind = 'product') AND (article_id IS NULL OR kind = 'article')
        AND (category_id IS NULL OR kind = 'category') AND (department_id IS NULL OR kind = 'department')
        AND (kind IN ('product', 'article') OR num_nonnulls(category_id, department_id) = 1)`,
    ),
    check("slug_redirects_scope_check", sql`(kind = 'category') = (scope_department_id IS NOT NULL)`),
    uniqueIndex("slug_redirects_from_unique").on(t.kind, t.fromSlug).where(sql`kind <> 'category'`),
    uniqueIndex("slug_redirects_category_from_unique")
      .on(t.scopeDepartmentId, t.fromSlug)
      .where(sql`kind = 'category'`),
    index("slug_redirects_product_idx").on(t.productId),
    index("slug_redirects_article_idx").on(t.articleId),
    index("slug_redirects_category_idx").on(t.categoryId),
    index("slug_redirects_department_idx").on(t.departmentId),
    index("slug_redirects_created_idx").on(t.createdAt),
  ],
);

/** What an audit entry records an administrator doing, and what about (decision 016). */
export const AUDIT_ACTIONS = AUDIT_ACTION_KEYS;
export const AUDIT_ENTITIES = AUDIT_ENTITY_KEYS;

/**
 * Every admin write and sign-in, who did it, from where and when; kept AUDIT_RETENTION_DAYS
 * (pruned by a periodic job). The user's name is copied so that an entry outlives the account;
 * a failed sign-in names the username typed, with no user.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    username: text("username").notNull().default(""),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entityKind: text("entity_kind", { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull().default(""),
    intent: text("intent").notNull().default(""),
    address: text("address").notNull().default(""),
  },
  (t) => [
    check("audit_log_action_check", sql.raw(`action IN (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(", ")})`)),
    check("audit_log_entity_kind_check", sql.raw(`entity_kind IN (${AUDIT_ENTITIES.map((k) => `'${k}'`).join(", ")})`)),
    check("audit_log_summary_check", sql`char_length(${t.summary}) <= 500`),
    check("audit_log_username_check", sql`char_length(${t.username}) <= 100`),
    index("audit_log_at_idx").on(t.at),
    index("audit_log_user_idx").on(t.userId, t.at),
    index("audit_log_entity_idx").on(t.entityKind, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
  ],
);

/** What has revisions. */
export const REVISION_KINDS = ["product", "article"] as const;

/**
 * Saved versions of products and articles: every save records the content it saved (both
 * languages, as the row's JSON), who saved and when; the first save of an item also records the
 * content it found, so the version before every save is kept. Not tied to the item by a foreign
 * key, so that history outlives a delete.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: id(),
    entityKind: text("entity_kind", { enum: REVISION_KINDS }).notNull(),
    entityId: integer("entity_id").notNull(),
    userId: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    username: text("username").notNull().default(""),
    // "" for a save; "baseline" for the content found before the first save; "restore:<id>".
    note: text("note").notNull().default(""),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "content_revisions_kind_check",
      sql.raw(`entity_kind IN (${REVISION_KINDS.map((k) => `'${k}'`).join(", ")})`),
    ),
    index("content_revisions_entity_idx").on(t.entityKind, t.entityId, t.createdAt),
  ],
);

/**
 * Who has an editor open: one row per item and admin session, refreshed every 30 s
 * by the open editor; a row older than 2 minutes no longer counts. The session is its digest
 * (as in admin_sessions), the name a copy for the notice.
 */
export const editorPresence = pgTable(
  "editor_presence",
  {
    entityKind: text("entity_kind", { enum: REVISION_KINDS }).notNull(),
    entityId: integer("entity_id").notNull(),
    sessionId: text("session_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entityKind, t.entityId, t.sessionId] }),
    check("editor_presence_kind_check", sql.raw(`entity_kind IN (${REVISION_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    index("editor_presence_seen_idx").on(t.seenAt),
  ],
);

/**
 * Who has been counted for which article lately: one view per visitor (a hash of the client
 * address, never the address itself) and article per ARTICLE_VIEW_WINDOW_MINUTES. Rows older than
 * that are pruned; every server shares them.
 */
export const articleViewMarks = pgTable(
  "article_view_marks",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.visitor] }), index("article_view_marks_seen_idx").on(t.seenAt)],
);

/** Who has been counted for which product lately: as article_view_marks, for the product page's beacon. */
export const productViewMarks = pgTable(
  "product_view_marks",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => productItems.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.visitor] }), index("product_view_marks_seen_idx").on(t.seenAt)],
);

/**
 * A product's counted views per day (Vietnam's day): the dashboard's "most viewed in the last 30
 * days" is one range scan of the day index, summed per product. Deleting a product deletes its days.
 */
export const productViewDays = pgTable(
  "product_view_days",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => productItems.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    check("product_view_days_views_check", sql`${t.views} > 0`),
    index("product_view_days_day_idx").on(t.day, t.productId, t.views),
  ],
);
