/**
 * What a render read of the content that changes piece by piece (decision 012): the
 * render cache keeps a page through a content change that did not touch what it read. The topics
 * are those the content-version trigger writes for each change (migration 0019; the names are in
 * app/lib/content-topics.ts): 'products' (any product change), 'product:{id}' (one product's page,
 * a list showing its card), 'product-lists' (which products the lists show, in what order), a
 * search's words, 'news' (any article). The tables every page shows (settings, departments,
 * categories, media) change '*', which no page needs to name.
 *
 * Fail-safe by construction: every statement run during a recording whose text names a product or
 * news table adds the broad topic ('products', 'news') unless it runs inside `declaredReads`,
 * which names narrower ones from what it read (a product's page: that product). A read held per
 * content version and shared by renders (no statement in the later ones) names its topic with
 * `noteReads` on every use.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { NEWS_TOPIC, PRODUCTS_TOPIC } from "~/lib/content-topics";

interface Recording {
  topics: Set<string>;
  /** Inside declaredReads: the statements' tables are not read as topics. */
  declared: boolean;
}

const recording = new AsyncLocalStorage<Recording>();

/** The broad topic of a statement's text, by the tables it names. */
const STATEMENT_TOPICS: [RegExp, string][] = [
  [/\b(?:product_items|product_documents|documents)\b/, PRODUCTS_TOPIC],
  [/\bnews\b/, NEWS_TOPIC],
];

/** Runs `render` while recording what it reads into `topics` (the edge calls it for each render it may hold). */
export function recordContentReads<T>(topics: Set<string>, render: () => T): T {
  return recording.run({ topics, declared: false }, render);
}

/** Adds topics to the render being recorded, if any. */
export function noteReads(...topics: string[]): void {
  const store = recording.getStore();
  if (store) for (const topic of topics) store.topics.add(topic);
}

/** A statement about to run (the database's logger calls it): its tables' broad topics. */
export function noteStatement(text: string): void {
  const store = recording.getStore();
  if (!store || store.declared) return;
  for (const [pattern, topic] of STATEMENT_TOPICS) if (pattern.test(text)) store.topics.add(topic);
}

/**
 * Runs `read` with its statements' tables not taken as topics, and records what `reads` names
 * from its result instead (a product found by its slug is `productTopic(id)`; not found, any product).
 */
export async function declaredReads<T>(read: () => Promise<T>, reads: (result: T) => readonly string[]): Promise<T> {
  const store = recording.getStore();
  if (!store) return read();
  const result = await recording.run({ topics: store.topics, declared: true }, async () => await read());
  for (const topic of reads(result)) store.topics.add(topic);
  return result;
}
