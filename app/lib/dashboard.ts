/** Dashboard figures shared by the server (which computes them) and the page (which shows them). */

export interface DashboardActivity {
  kind: "product" | "article";
  id: number;
  title: string;
  /** Product: active; article: published. */
  live: boolean;
  /** ISO timestamp. */
  createdAt: string;
}

export const RECENT_PER_KIND = 3;
export const RECENT_LIMIT = 5;

/** A part of a total as a whole-number percentage; 0 when the total is 0. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** The newest products and articles together, newest first, at most `limit`. */
export function mergeRecentActivity(
  products: DashboardActivity[],
  articles: DashboardActivity[],
  limit = RECENT_LIMIT,
): DashboardActivity[] {
  return [...products, ...articles]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.kind === b.kind ? b.id - a.id : 0))
    .slice(0, limit);
}

/** The "products buyers look at" panel: this many products over this many days. */
export const INTEREST_LIMIT = 10;
export const INTEREST_DAYS = 30;

/** A product in that panel: its figures since `since`, and where they lead. */
export interface ProductInterestView {
  id: number;
  name: string;
  views: number;
  requests: number;
  /** The product's editor. */
  editHref: string;
  /** The inbox showing the requests counted (naming this product, from the first day on); null for a role without the inbox. */
  requestsHref: string | null;
}

export interface ProductInterestPanel {
  /** The first day counted, YYYY-MM-DD (Vietnam's). */
  since: string;
  products: ProductInterestView[];
}
