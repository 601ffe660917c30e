import net from "node:net";
import path from "node:path";
import { z } from "~/lib/zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from "../lib/validation/accounts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** One trusted proxy: an address, a CIDR range, or one of Express's names for a range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = net.isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For/-Proto headers count (comma-separated);
 * unset trusts none, so a client cannot choose its own address by sending the header.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    error: "must list proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal, separated by commas",
  });

/** One METRICS_ALLOW entry: an IPv4 or IPv6 address, or a CIDR range. */
function isAddressOrRange(entry: string): boolean {
  return !PROXY_NAMES.has(entry) && isProxyEntry(entry);
}

/** METRICS_ALLOW: who may read /metrics (comma-separated addresses or CIDR ranges); loopback by default. */
const metricsAllow = z
  .string()
  .optional()
  .transform((value) =>
    (value === undefined || value.trim() === "" ? "127.0.0.1/8,::1" : value)
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
  )
  .refine((entries) => entries.every(isAddressOrRange), {
    error: "must list addresses or CIDR ranges, separated by commas",
  });

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// URL")
        .optional(),
    ),
    STORAGE: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
    S3_ENDPOINT: optionalText.pipe(z.url("must be a URL").optional()),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.url("must be a URL").optional()),
    ADMIN_USERNAME: z
      .string()
      .regex(USERNAME_PATTERN, "must be 3-50 letters, digits, dots, hyphens or underscores")
      .default("admin"),
    // The same rule as /admin/account and /admin/users.
    ADMIN_PASSWORD: optionalText.pipe(
      z
        .string()
        .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
        .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`)
        .optional(),
    ),
    SEED_DEMO: booleanFlag.default(true),
    PUBLIC_SITE_URL: optionalText.pipe(z.url("must be a URL such as https://example.com").optional()),
    MACHINE_TRANSLATION: z.enum(["off", "google"], { error: "must be off or google" }).default("off"),
    TRUST_PROXY: trustedProxies,
    METRICS_ALLOW: metricsAllow,
    /** One JSON line per request on stdout; unset means on, except under `npm run dev`. */
    LOG_REQUESTS: booleanFlag.optional(),
    IMAGE_MAX_MEGAPIXELS: z.coerce
      .number({ error: "must be a number of megapixels" })
      .positive("must be above 0")
      .max(1000, "must be at most 1000")
      .default(50),
    IMAGE_MAX_EDGE: z.coerce
      .number({ error: "must be a number of pixels" })
      .int("must be a whole number")
      .min(320, "must be between 320 and 10000")
      .max(10000, "must be between 320 and 10000")
      .default(2560),
    IMAGE_WORKERS: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, "must be a whole number from 1 to 64")
        .transform(Number)
        .pipe(z.number().min(1, "must be a whole number from 1 to 64").max(64, "must be a whole number from 1 to 64"))
        .optional(),
    ),
    /** The server's embedded database (PGlite) in a worker thread of its own (decision 018); false: on the main thread. */
    PGLITE_THREAD: booleanFlag.default(true),
    /**
     * The render cache's background renders in a worker thread of their own (decision
     * 012), so that a save's re-renders do not hold up visitors' requests; false: on the main
     * thread. Needs PGlite in its own thread, or PostgreSQL.
     */
    RENDER_THREAD: booleanFlag.default(true),
    /**
     * Megabytes of rendered public pages held in memory (their brotli and gzip bodies, about 50 KB
     * a page: 192 MB hold about 3,800 pages); 0 turns the cache off.
     */
    RENDER_CACHE_MB: z.coerce
      .number({ error: "must be a number of megabytes" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 4096")
      .max(4096, "must be between 0 and 4096")
      .default(192),
    /**
     * Seconds a held page of an older content version may still be answered while its new version
     * renders (decision 012); 0 drops every held page when the content changes.
     */
    RENDER_CACHE_STALE_SECONDS: z.coerce
      .number({ error: "must be a number of seconds" })
      .min(0, "must be between 0 and 60 seconds")
      .max(60, "must be between 0 and 60 seconds")
      .default(10),
    /** Where notifications of quote requests go out: smtp://user:pass@host:587 or smtps://…:465. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587")
        .refine((value) => URL.canParse(value), "must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587")
        .optional(),
    ),
    /** The sender of those notifications: an address, or "Name <address>". */
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(
          /^(?:[^<>\r\n]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/,
          "must be an address such as sales@example.com or Name <sales@example.com>",
        )
        .optional(),
    ),
    /** Days the audit log keeps an entry (a periodic job deletes older ones). */
    AUDIT_RETENTION_DAYS: z.coerce
      .number({ error: "must be a number of days" })
      .int("must be a whole number of days")
      .min(1, "must be between 1 and 36500 days")
      .max(36500, "must be between 1 and 36500 days")
      .default(365),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE !== "s3") return;
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when STORAGE=s3" });
    }
  });

export type Config = z.infer<typeof schema> & { dataDir: string };

export class ConfigError extends Error {}

/** Reads and validates configuration; a bad value throws one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "configuration");
    const got = env[name] === undefined ? "" : ` (got "${env[name]}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${got}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Express's "trust proxy" setting: the proxies TRUST_PROXY names, or none at all. */
export function trustProxySetting(config: Pick<Config, "TRUST_PROXY">): string[] | false {
  return config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false;
}

/** What the browser may know of the configuration. */
export function publicConfig(config: Config = getConfig()) {
  return {
    machineTranslation: config.MACHINE_TRANSLATION,
    siteUrl: config.PUBLIC_SITE_URL ?? null,
  };
}
