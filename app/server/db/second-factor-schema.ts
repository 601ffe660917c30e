/**
 * The second factor (decision 041): an account's time-based code, its passkeys, its
 * recovery codes, the half-signed state between the password and the second step, and the site's
 * rule that every account must have one. Beside schema.ts (drizzle.config.ts reads it too).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { adminUsers } from "./schema";

const userId = () =>
  integer("user_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" });

/**
 * An account's TOTP secret (RFC 6238), encrypted (AES-256-GCM under a key derived from form_keys).
 * Unconfirmed (confirmed_at null) until the first code typed at enrolment matches.
 */
export const adminTotp = pgTable("admin_totp", {
  userId: userId().primaryKey(),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The time step of the last code accepted: a code of that step or earlier is refused (replay). */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time recovery codes per account, each a salted SHA-256 (the codes carry 80 random bits). */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: userId(),
    salt: text("salt").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_recovery_codes_user_idx").on(t.userId)],
);

/** An account's passkeys (WebAuthn credentials), each named by its owner. */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: serial("id").primaryKey(),
    userId: userId(),
    name: text("name").notNull(),
    /** base64url, as WebAuthn names it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** The authenticator's transports, comma separated ("internal,hybrid"). */
    transports: text("transports").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    unique("admin_passkeys_credential_unique").on(t.credentialId),
    index("admin_passkeys_user_idx").on(t.userId),
    check("admin_passkeys_name_check", sql`char_length(${t.name}) BETWEEN 1 AND 60`),
  ],
);

/**
 * Short-lived challenges, never a session: the half-signed state between a correct password and
 * the second step (`kind` 'sign-in', or 'enrol' when the site requires a factor the account lacks;
 * the id is the SHA-256 of a cookie's token), and a signed-in account's pending passkey
 * registration ('passkey'). `webauthn_challenge` is the one a passkey must sign.
 */
export const secondFactorChallenges = pgTable(
  "second_factor_challenges",
  {
    id: text("id").primaryKey(),
    userId: userId(),
    kind: text("kind", { enum: ["sign-in", "enrol", "passkey"] }).notNull(),
    webauthnChallenge: text("webauthn_challenge"),
    /** Wrong codes typed against this challenge; it is dropped after a few. */
    failures: integer("failures").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("second_factor_challenges_kind_check", sql`${t.kind} IN ('sign-in', 'enrol', 'passkey')`),
    index("second_factor_challenges_expires_idx").on(t.expiresAt),
    index("second_factor_challenges_user_idx").on(t.userId),
  ],
);

/** The site's one rule: whether every account must have a second factor. A single row. */
export const secondFactorPolicy = pgTable(
  "second_factor_policy",
  {
    id: integer("id").primaryKey().default(1),
    required: boolean("required").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("second_factor_policy_single_row", sql`${t.id} = 1`)],
);
