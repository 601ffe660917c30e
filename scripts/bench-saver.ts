/**
 * An editor at work during a benchmark: signs in as the seeded admin through the real login,
 * saves one product through the editor's own action every few seconds (its name changes each
 * time), and measures for each save the staleness: the delay from the save's answer until the
 * public product page shows the new name. Used by `npm run bench:mix`; written to be shared with
 * any other benchmark that needs saves under load.
 */
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import type { AdminProduct } from "../app/lib/admin-product";
import { percentile, signInForBench } from "./bench-server";

/** The product as the editor's loader gives it (only what the save form posts is read). */
type EditedProduct = AdminProduct;

export interface SaveFigures {
  saves: number;
  failed: number;
  /** Milliseconds from each save's answer to the public page showing it, sorted. */
  staleness: number[];
  /** Saves whose new name had not shown after `giveUpMs`. */
  neverSeen: number;
}

export interface SaveDriver {
  /** The public page the driver saves and watches (so that a mix can include it). */
  productPath: string;
  /** Stops after the save under way; answers what was measured. */
  stop(): Promise<SaveFigures>;
}

async function decode(response: Response): Promise<unknown> {
  if (!response.body) throw new Error("empty answer");
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  return decoded.value;
}

function formOf(product: EditedProduct, name: string): URLSearchParams {
  const form = new URLSearchParams({
    categoryId: String(product.categoryId),
    name,
    nameEn: product.nameEn,
    slug: product.slug,
    description: product.description,
    descriptionEn: product.descriptionEn,
    brands: JSON.stringify(product.brands),
    imageUrl: product.imageUrl ?? "",
    features: JSON.stringify(product.features),
    specifications: JSON.stringify(product.specifications),
    displayOrder: String(product.displayOrder),
  });
  if (product.isActive) form.set("isActive", "on");
  if (product.isFeatured) form.set("isFeatured", "on");
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prepares the driver (signs in, reads the product); `start` begins the saves. */
export async function prepareSaveDriver(
  base: string,
  {
    username = "admin",
    password,
    productId = 1,
    everyMs = 3000,
    pollMs = 20,
    giveUpMs = 10_000,
  }: { username?: string; password: string; productId?: number; everyMs?: number; pollMs?: number; giveUpMs?: number },
): Promise<{ productPath: string; start: () => SaveDriver }> {
  const cookie = await signInForBench(base, username, password);
  const editor = `${base}/admin/products/${productId}/edit.data`;
  const loaded = (await decode(await fetch(editor, { headers: { Cookie: cookie } }))) as Record<
    string,
    { data?: { product?: EditedProduct } }
  >;
  const product = Object.values(loaded).find((route) => route?.data?.product)?.data?.product;
  if (!product) throw new Error(`No product ${productId} in the editor's data`);
  const productPath = `/products/${product.slug}`;
  const original = product.name;

  const start = (): SaveDriver => {
    const figures: SaveFigures = { saves: 0, failed: 0, staleness: [], neverSeen: 0 };
    let running = true;
    const loop = (async () => {
      for (let n = 1; running; n++) {
        const began = Date.now();
        // A mark no HTML escaping changes, whatever the product's own name holds.
        const mark = `~${n}~`;
        const name = `${original} ${mark}`;
        const saved = await fetch(editor, {
          method: "POST",
          headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
          body: formOf(product, name),
        });
        const result = (await decode(saved)) as { data?: { ok?: boolean } };
        if (saved.status !== 200 || result.data?.ok !== true) {
          figures.failed++;
        } else {
          figures.saves++;
          const answered = Date.now();
          for (;;) {
            const page = await fetch(`${base}${productPath}`, { headers: { "Accept-Encoding": "identity" } });
            if ((await page.text()).includes(mark)) {
              figures.staleness.push(Date.now() - answered);
              break;
            }
            if (Date.now() - answered > giveUpMs) {
              figures.neverSeen++;
              break;
            }
            await sleep(pollMs);
          }
        }
        const wait = everyMs - (Date.now() - began);
        for (let slept = 0; running && slept < wait; slept += 100) await sleep(Math.min(100, wait - slept));
      }
    })();
    return {
      productPath,
      async stop() {
        running = false;
        await loop;
        figures.staleness.sort((a, b) => a - b);
        return figures;
      },
    };
  };
  return { productPath, start };
}

/** "p50 12 ms, p95 40 ms (7 saves)" for a report line. */
export function describeStaleness(figures: SaveFigures): string {
  const { staleness, saves, failed, neverSeen } = figures;
  if (staleness.length === 0) return `no save seen (${saves} saves, ${failed} failed)`;
  const extra = [failed ? `${failed} failed` : "", neverSeen ? `${neverSeen} never seen` : ""].filter(Boolean);
  return `p50 ${percentile(staleness, 0.5)} ms, p95 ${percentile(staleness, 0.95)} ms, max ${staleness.at(-1)} ms (${saves} saves${extra.length ? `, ${extra.join(", ")}` : ""})`;
}
