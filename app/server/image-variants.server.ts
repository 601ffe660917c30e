/**
 * Renditions for images stored without them (decision 038): grids stored before grids had
 * renditions, and any raster image whose renditions were lost. Every server runs one pass in the
 * background at start (after the site is up), and `npm run images:variants` runs one by hand.
 * The work waits its turn in the image queue, one image at a time, so visitors' pages and
 * editors' uploads go first; a pass that meets another server's pass finds the row done and moves on.
 */
import { runImageJob } from "./image-queue.server";
import { storeRenditions, VARIANT_WIDTHS, variantKeyFor, webpRenditions } from "./images.server";
import { listImagesWithoutVariants, setMediaVariants } from "./services/media.server";
import { storage } from "./storage/index.server";

export interface VariantsPass {
  /** Images given renditions. */
  made: number;
  /** Images that could not be read or decoded (left as they are; the next pass tries again). */
  failed: number;
}

/** One pass over the images that should have renditions and have none. */
export async function backfillImageVariants(log: (line: string) => void = () => {}): Promise<VariantsPass> {
  const pass: VariantsPass = { made: 0, failed: 0 };
  const smallest = VARIANT_WIDTHS[0];
  for (const record of await listImagesWithoutVariants(smallest)) {
    const store = storage();
    try {
      const renditions = await runImageJob(async () =>
        webpRenditions(await store.read(record.storageKey), record.width ?? 0),
      );
      // Files of a pass that stopped half way (a crash, a restart) are replaced, not refused.
      await Promise.all(renditions.map((r) => store.remove(variantKeyFor(record.storageKey, r.width))));
      const variants = await storeRenditions(record.storageKey, renditions);
      if (await setMediaVariants(record.id, variants)) pass.made++;
    } catch (error) {
      pass.failed++;
      log(`Image ${record.id} (${record.storageKey}): no renditions made: ${String(error)}`);
    }
  }
  return pass;
}
