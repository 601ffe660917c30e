/**
 * Slug redirects: the old addresses of renamed products, categories, departments and articles
 * answer 301 to the item's address of today; a deleted product's or article's address answers 410.
 *
 * A row points at the item, never at a slug, so chains collapse by construction (A→B then B→C:
 * both A and B name the item, whose slug is C). The writers below run inside the transaction
 * that changes the slug; the readers run only when a public page would otherwise be a 404.
 */
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "../db/index.server";
import { departments, news, productCategories, productItems, slugRedirects } from "../db/schema";
import { isVisibleArticle } from "./news.server";

export type RedirectKind = (typeof slugRedirects.kind.enumValues)[number];

/** The item a slug belongs to. Categories carry their department: their slugs are unique only there. */
export type RedirectTarget =
  | { kind: "product"; id: number }
  | { kind: "article"; id: number }
  | { kind: "department"; id: number }
  | { kind: "category"; id: number; departmentId: number };

function targetColumns(target: RedirectTarget) {
  switch (target.kind) {
    case "product":
      return { productId: target.id };
    case "article":
      return { articleId: target.id };
    case "department":
      return { departmentId: target.id };
    case "category":
      return { categoryId: target.id, scopeDepartmentId: target.departmentId };
  }
}

/** Rows of this kind (and, for categories, this department) whose old slug is `slug`. */
function sameSource(kind: RedirectKind, slug: string, scopeDepartmentId?: number) {
  return and(
    eq(slugRedirects.kind, kind),
    eq(slugRedirects.fromSlug, slug),
    kind === "category" ? eq(slugRedirects.scopeDepartmentId, scopeDepartmentId ?? -1) : undefined,
  );
}

/**
 * An item now holds `slug`: a redirect (or a 410) that still claims that address is dropped, so
 * the item wins. Call it when an item is created, and on every save.
 */
export async function releaseSlug(tx: Executor, target: RedirectTarget, slug: string): Promise<void> {
  const scope = target.kind === "category" ? target.departmentId : undefined;
  await tx.delete(slugRedirects).where(sameSource(target.kind, slug, scope));
}

/** Many new products take their addresses at once (an import): as releaseSlug, in one statement. */
export async function releaseProductSlugs(tx: Executor, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, "product"), inArray(slugRedirects.fromSlug, slugs)));
}

/**
 * An item's address changed from `from` (in department `fromDepartmentId` for a category) to its
 * current one: the old address now leads to the item. Call after the item's row is saved.
 */
export async function recordSlugChange(
  tx: Executor,
  target: RedirectTarget,
  from: { slug: string; departmentId?: number },
  to: string,
): Promise<void> {
  await releaseSlug(tx, target, to);
  const sameAddress = from.slug === to && (target.kind !== "category" || from.departmentId === target.departmentId);
  if (sameAddress) return;
  const scope = target.kind === "category" ? from.departmentId : undefined;
  await tx.delete(slugRedirects).where(sameSource(target.kind, from.slug, scope));
  const columns = targetColumns(target);
  await tx.insert(slugRedirects).values({
    kind: target.kind,
    fromSlug: from.slug,
    ...columns,
    ...(target.kind === "category" ? { scopeDepartmentId: from.departmentId } : {}),
  });
}

/**
 * A product or article was deleted: its address answers 410 from now on (its old addresses too:
 * their rows lose their target through ON DELETE SET NULL). Call in the deleting transaction.
 */
export async function recordGone(tx: Executor, kind: "product" | "article", slug: string): Promise<void> {
  await tx.delete(slugRedirects).where(sameSource(kind, slug));
  await tx.insert(slugRedirects).values({ kind, fromSlug: slug });
}

// ---------------------------------------------------------------------------------------------
// Public lookups: only after the page's own lookup found nothing.

/** Where an old address leads: the item's slug of today, or gone (410). Null: nothing known (404). */
export type SlugLookup = { moved: string } | { gone: true } | null;

/** An old product slug: the visible product that held it, or gone. */
export async function findProductRedirect(slug: string): Promise<SlugLookup> {
  const [row] = await db()
    .select({ productId: slugRedirects.productId, slug: productItems.slug, isActive: productItems.isActive })
    .from(slugRedirects)
    .leftJoin(productItems, eq(productItems.id, slugRedirects.productId))
    .where(sameSource("product", slug))
    .limit(1);
  if (!row) return null;
  if (row.productId === null) return { gone: true };
  return row.isActive && row.slug ? { moved: row.slug } : null;
}

/** An old article slug: the published article that held it, or gone. */
export async function findArticleRedirect(slug: string): Promise<SlugLookup> {
  const [row] = await db()
    .select({ articleId: slugRedirects.articleId, slug: news.slug, visible: sql<boolean>`${isVisibleArticle()}` })
    .from(slugRedirects)
    .leftJoin(news, eq(news.id, slugRedirects.articleId))
    .where(sameSource("article", slug))
    .limit(1);
  if (!row) return null;
  if (row.articleId === null) return { gone: true };
  // A scheduled article's address stays unknown (404) until its time, like the article itself.
  return row.visible && row.slug ? { moved: row.slug } : null;
}

/** An old department slug: the active department's slug of today, or null. */
export async function findDepartmentRedirect(slug: string): Promise<string | null> {
  const [row] = await db()
    .select({ slug: departments.slug })
    .from(slugRedirects)
    .innerJoin(departments, eq(departments.id, slugRedirects.departmentId))
    .where(and(sameSource("department", slug), eq(departments.isActive, true)))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * An old category slug, within a department (its /departments/{d}/{c} address) or anywhere (its
 * /products/category/{c} address: the newest such rename): the active category of today.
 */
export async function findCategoryRedirect(
  slug: string,
  departmentId?: number,
): Promise<{ categorySlug: string; departmentSlug: string } | null> {
  const [row] = await db()
    .select({ categorySlug: productCategories.slug, departmentSlug: departments.slug })
    .from(slugRedirects)
    .innerJoin(productCategories, eq(productCategories.id, slugRedirects.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(
      and(
        eq(slugRedirects.kind, "category"),
        eq(slugRedirects.fromSlug, slug),
        departmentId === undefined ? undefined : eq(slugRedirects.scopeDepartmentId, departmentId),
        eq(productCategories.isActive, true),
        eq(departments.isActive, true),
      ),
    )
    .orderBy(desc(slugRedirects.createdAt), desc(slugRedirects.id))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Admin

export interface AdminRedirect {
  id: number;
  kind: RedirectKind;
  fromSlug: string;
  /** Categories: the department whose address held the old slug. */
  fromDepartmentSlug: string | null;
  /** The item's slug of today; null when it was deleted (410). */
  toSlug: string | null;
  /** Categories: the category's department of today. */
  toDepartmentSlug: string | null;
  /** The old public address (Vietnamese; the same path under /en redirects too). */
  fromPath: string;
  /** The address it leads to today; null when the item was deleted (410). */
  toPath: string | null;
  createdAt: Date;
}

/** The public address of a slug of the row's kind (null when the slug is). */
function publicPath(slug: SQL, departmentSlug: SQL) {
  return sql<string | null>`case ${slugRedirects.kind}
    when 'product' then '/products/' || ${slug}
    when 'article' then '/news/' || ${slug}
    when 'department' then '/departments/' || ${slug}
    else '/departments/' || coalesce(${departmentSlug}, '?') || '/' || ${slug} end`;
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of redirects, newest first, with where they lead today; `search` keeps those whose
 * old or new address contains it (case-insensitive). `total` counts every match.
 */
export async function listRedirectsForAdmin({
  search = "",
  limit = 1000,
  offset = 0,
}: {
  search?: string;
  limit?: number;
  offset?: number;
} = {}): Promise<{ rows: AdminRedirect[]; total: number }> {
  const scope = alias(departments, "scope_department");
  const categoryDepartment = alias(departments, "category_department");
  const toSlug = sql<
    string | null
  >`coalesce(${productItems.slug}, ${news.slug}, ${productCategories.slug}, ${departments.slug})`;
  const fromPath = publicPath(sql`${slugRedirects.fromSlug}`, sql`${scope.slug}`);
  const toPath = publicPath(toSlug, sql`${categoryDepartment.slug}`);
  const pattern = containing(search);
  const where = search ? sql`(${fromPath} ilike ${pattern} or ${toPath} ilike ${pattern})` : undefined;
  const base = () =>
    db()
      .select({
        id: slugRedirects.id,
        kind: slugRedirects.kind,
        fromSlug: slugRedirects.fromSlug,
        fromDepartmentSlug: scope.slug,
        toSlug,
        toDepartmentSlug: categoryDepartment.slug,
        fromPath: sql<string>`${fromPath}`,
        toPath,
        createdAt: slugRedirects.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(slugRedirects)
      .leftJoin(scope, eq(scope.id, slugRedirects.scopeDepartmentId))
      .leftJoin(productItems, eq(productItems.id, slugRedirects.productId))
      .leftJoin(news, eq(news.id, slugRedirects.articleId))
      .leftJoin(productCategories, eq(productCategories.id, slugRedirects.categoryId))
      .leftJoin(categoryDepartment, eq(categoryDepartment.id, productCategories.departmentId))
      .leftJoin(departments, eq(departments.id, slugRedirects.departmentId))
      .where(where)
      .orderBy(desc(slugRedirects.createdAt), desc(slugRedirects.id));
  const found = await base().limit(limit).offset(offset);
  // Each row carries the count of every match; past the last page there is no row to carry it.
  const total = found[0]?.total ?? (offset > 0 ? ((await base().limit(1))[0]?.total ?? 0) : 0);
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

/** Removes one redirect; false when there is no such row (already removed). */
export async function deleteRedirect(id: number): Promise<boolean> {
  const rows = await db().delete(slugRedirects).where(eq(slugRedirects.id, id)).returning({ id: slugRedirects.id });
  return rows.length > 0;
}
