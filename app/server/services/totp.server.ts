/**
 * Time-based one-time codes (RFC 6238) with `otpauth` (decision 041): 6 digits, 30 s, SHA-1, the
 * parameters every authenticator app reads. The secret is stored encrypted (AES-256-GCM, the key
 * derived from the database's secret, form_keys, which backups leave out), and a code is accepted
 * once: the time step of the last code used is kept, and a code of that step or earlier is refused.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { db, type Executor } from "../db/index.server";
import { adminTotp } from "../db/second-factor-schema";
import { limitsSecret } from "./rate-limits.server";

const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;
/** An enrolment not confirmed within this time starts over with a new secret. */
const ENROLMENT_LIFETIME_MS = 15 * 60_000;

// ---------------------------------------------------------------------------------------------
// Encryption at rest

async function totpKey(): Promise<Buffer> {
  return Buffer.from(hkdfSync("sha256", await limitsSecret(), "", "second-factor:totp-secret:v1", 32));
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url; the user id is bound in as associated data. */
export async function encryptSecret(userId: number, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await totpKey(), iv);
  cipher.setAAD(Buffer.from(`admin-user:${userId}`));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The secret, or null when it cannot be read (another database's key: a restore elsewhere). */
export async function decryptSecret(userId: number, stored: string): Promise<string | null> {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", await totpKey(), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(`admin-user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Codes

function totpOf(secret: string, issuer = "", label = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a code of `at` belongs to. */
export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / PERIOD);

/** The time step the code matches (within one step either side of `at`), or null. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(at) + delta;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function provisioningUri(secret: string, issuer: string, username: string): string {
  return totpOf(secret, issuer, username).toString();
}

// ---------------------------------------------------------------------------------------------
// The stored secret

export interface TotpState {
  confirmedAt: Date | null;
}

export async function totpState(userId: number): Promise<TotpState | null> {
  const [row] = await db()
    .select({ confirmedAt: adminTotp.confirmedAt })
    .from(adminTotp)
    .where(eq(adminTotp.userId, userId));
  return row ?? null;
}

/**
 * The secret of an enrolment under way (made now if there is none, or the last one lapsed);
 * null when the account already has a confirmed one.
 */
export async function pendingTotpSecret(userId: number, now = new Date()): Promise<string | null> {
  const [row] = await db().select().from(adminTotp).where(eq(adminTotp.userId, userId));
  if (row?.confirmedAt) return null;
  if (row && now.getTime() - row.createdAt.getTime() < ENROLMENT_LIFETIME_MS) {
    const secret = await decryptSecret(userId, row.secretEncrypted);
    if (secret) return secret;
  }
  const secret = new Secret({ size: 20 }).base32;
  const secretEncrypted = await encryptSecret(userId, secret);
  await db()
    .insert(adminTotp)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({
      target: adminTotp.userId,
      set: { secretEncrypted, createdAt: now, confirmedAt: null, lastUsedStep: null },
      setWhere: isNull(adminTotp.confirmedAt),
    });
  return secret;
}

/**
 * Confirms an enrolment with its first code (in the caller's transaction, which also makes the
 * recovery codes and ends the other sessions); that code's step is used up.
 */
export async function confirmTotp(tx: Executor, userId: number, code: string, now = new Date()): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(adminTotp)
    .where(and(eq(adminTotp.userId, userId), isNull(adminTotp.confirmedAt)))
    .for("update");
  if (!row || now.getTime() - row.createdAt.getTime() >= ENROLMENT_LIFETIME_MS) return false;
  const secret = await decryptSecret(userId, row.secretEncrypted);
  const step = secret ? matchingStep(secret, code, now) : null;
  if (step === null) return false;
  await tx.update(adminTotp).set({ confirmedAt: now, lastUsedStep: step }).where(eq(adminTotp.userId, userId));
  return true;
}

/**
 * Checks a code against the account's confirmed secret and uses it up: the step is written only if
 * it is later than the last one used (one statement), so the same code sent twice, even at once,
 * passes once.
 */
export async function spendTotpCode(userId: number, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db()
    .select()
    .from(adminTotp)
    .where(and(eq(adminTotp.userId, userId), isNotNull(adminTotp.confirmedAt)));
  if (!row) return false;
  const secret = await decryptSecret(userId, row.secretEncrypted);
  const step = secret ? matchingStep(secret, code, now) : null;
  if (step === null) return false;
  const used = await db()
    .update(adminTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(adminTotp.userId, userId),
        isNotNull(adminTotp.confirmedAt),
        or(isNull(adminTotp.lastUsedStep), lt(adminTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: adminTotp.userId });
  return used.length === 1;
}

/** Drops an enrolment not confirmed. */
export async function cancelTotpEnrolment(userId: number): Promise<void> {
  await db()
    .delete(adminTotp)
    .where(and(eq(adminTotp.userId, userId), isNull(adminTotp.confirmedAt)));
}

/** Drops the account's secret, confirmed or not. */
export async function removeTotp(tx: Executor, userId: number): Promise<boolean> {
  const removed = await tx.delete(adminTotp).where(eq(adminTotp.userId, userId)).returning({ id: adminTotp.userId });
  return removed.length > 0;
}
