/**
 * The content topics a change touches and a page reads: the names the content-version
 * trigger writes for each change (migration 0019) and a render records (server/db/content-reads).
 * Plain values: the HTTP edge compares them without loading the app's modules.
 */

/** Any product change: what reads products without saying which (the catalogue's counts, the sitemap). */
export const PRODUCTS_TOPIC = "products";
/** One product: its page, and each list that shows its card. */
export const productTopic = (id: number) => `product:${id}`;
/** Which products the lists show and in what order (visibility, category, brands, order, featured). */
export const PRODUCT_LISTS_TOPIC = "product-lists";

const SEARCH = "product-search:";
const TEXT = "product-text:";
/** A search's folded words (normaliseQuery): a product's text change touches it when it now matches, or no longer does. */
export const productSearchTopic = (words: string) => `${SEARCH}${words}`;
/** The topic of any article (its page shows others: the related articles). */
export const NEWS_TOPIC = "news";

/** A change to what every page shows (the settings, the catalogue's tree, media). */
export const EVERYTHING_TOPIC = "*";

/** Whether a change's topics touch what a page read (a change to everything touches every page). */
export function touches(reads: ReadonlySet<string>, changed: ReadonlySet<string>): boolean {
  if (changed.has(EVERYTHING_TOPIC)) return true;
  for (const topic of changed) {
    if (reads.has(topic)) return true;
    // A product's searchable text before and after a change ('product-text:["…","…"]', folded as
    // the search_text column): a search (LIKE '%word%' for each word) now shows it, or no longer
    // does, when one holds all its words and the other not. Both or neither: its results are the
    // same products in the same order (a list's order is not the text's), and if it shows this
    // one, it read its productTopic too.
    if (topic.startsWith(TEXT)) {
      const [before, after] = textPair(topic);
      for (const read of reads) {
        if (!read.startsWith(SEARCH)) continue;
        const words = read.slice(SEARCH.length).split(" ");
        const holds = (text: string | null) => text !== null && words.every((word) => text.includes(word));
        if (holds(before) !== holds(after)) return true;
      }
    }
  }
  return false;
}

/** The texts of a 'product-text:' topic, parsed once (a version's move compares it with every held page). */
const parsedPairs = new Map<string, [string | null, string | null]>();
function textPair(topic: string): [string | null, string | null] {
  let pair = parsedPairs.get(topic);
  if (!pair) {
    if (parsedPairs.size >= 64) parsedPairs.clear();
    pair = JSON.parse(topic.slice(TEXT.length)) as [string | null, string | null];
    parsedPairs.set(topic, pair);
  }
  return pair;
}
