/**
 * npm run images:variants
 *
 * Makes the WebP renditions of every stored still image that has none (grids stored before they
 * had renditions, or an image whose renditions were lost): one pass, as each server also runs in
 * the background a few seconds after it starts (decision 038). Safe to run beside running
 * servers on PostgreSQL; with the embedded database, stop the server first (PGlite allows one process).
 */
import { ConfigError, getConfig } from "../app/server/config.server";
import { backfillImageVariants } from "../app/server/image-variants.server";
import { openConfiguredDatabase, stopServices } from "../app/server/startup.server";

try {
  const config = getConfig();
  await openConfiguredDatabase(() => {}, config);
  const started = Date.now();
  const { made, failed } = await backfillImageVariants(console.error);
  console.log(`Renditions made for ${made} stored images, ${failed} failed (${Date.now() - started} ms)`);
  await stopServices();
  if (failed > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  await stopServices().catch(() => {});
  process.exit(1);
}
