/** The contact page's address that opens the quote form with what the linking page knows. */

export interface QuoteLink {
  /** A product's slug: the form names it. */
  product?: string;
  /** A topic of QUOTE_TOPICS and, for training, a course's id: the form chooses them. */
  topic?: string;
  course?: string;
  /** The linking page's path, which the request records as the page it was sent from. */
  from?: string;
}

/** `/contact?…#quote` (without /en: the locale-aware Link adds it). */
export function quoteFormHref({ product, topic, course, from }: QuoteLink): string {
  const params = new URLSearchParams();
  if (product) params.set("product", product);
  if (topic) params.set("topic", topic);
  if (course) params.set("course", course);
  if (from) params.set("from", from);
  const query = params.toString();
  return `/contact${query ? `?${query}` : ""}#quote`;
}
