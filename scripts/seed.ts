/**
 * npm run db:seed                      demo content into an empty database (as the first start does)
 * npm run db:seed -- --products 10000  also add 10,000 generated products (benchmarks)
 * npm run db:seed -- --no-demo       create and migrate the database only (a first start without SEED_DEMO)
 *
 * With the embedded database (no DATABASE_URL), stop the server first: PGlite allows one process.
 */
import { parseArgs } from "node:util";
import { ConfigError, getConfig } from "../app/server/config.server";
import { isEmptyDatabase } from "../app/server/db/client.server";
import { db, getDatabaseHandle } from "../app/server/db/index.server";
import { ensureSiteSettings, seedDemoContent, seedLargeCatalogue } from "../app/server/seed/seed.server";
import { openConfiguredDatabase, stopServices } from "../app/server/startup.server";

// --no-demo: create and migrate the database only (a server's first start without SEED_DEMO).
const { values } = parseArgs({ options: { products: { type: "string" }, "no-demo": { type: "boolean" } } });
const extra = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(extra) || extra < 0) {
  console.error("--products must be a whole number, e.g. --products 10000");
  process.exit(1);
}

try {
  const config = getConfig();
  await openConfiguredDatabase(console.log, config);
  await ensureSiteSettings();
  if (values["no-demo"]) {
    console.log("Database created, without demo content");
  } else if (await isEmptyDatabase(db())) {
    const seeded = await seedDemoContent();
    console.log(`Seeded demo content: ${seeded.products} products, ${seeded.articles} articles`);
  } else {
    console.log("The database already has content: demo content not added again.");
  }
  if (extra > 0) {
    const started = Date.now();
    await seedLargeCatalogue(extra);
    await getDatabaseHandle().vacuum?.();
    console.log(`Added ${extra} generated products in ${Date.now() - started} ms`);
  }
  await stopServices();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  await stopServices().catch(() => {});
  process.exit(1);
}
