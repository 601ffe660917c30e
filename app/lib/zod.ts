/**
 * zod as every schema of the app takes it, with its JIT off: zod compiles object parsers with
 * `new Function` after probing whether it may, and the probe alone is a Content-Security-Policy
 * violation on every admin page (no 'unsafe-eval'). Configured here, before any schema
 * is built (a schema reads the setting when it is made), so schemas import z from this module;
 * Biome's noRestrictedImports refuses `import { z } from "zod"` elsewhere.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
