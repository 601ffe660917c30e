/**
 * Ten one-time recovery codes per account (decision 041): 16 characters from a 32-letter
 * alphabet (80 random bits), shown once, stored as salted SHA-256 (ASVS 2.6). A code is used up by
 * one conditional UPDATE, so two sign-ins with the same code cannot both pass.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { db, type Executor } from "../db/index.server";
import { adminRecoveryCodes } from "../db/second-factor-schema";

export const RECOVERY_CODE_COUNT = 10;
// 32 letters (no O and no I: no 0 or 1 to mistake them for), so a random byte's low 5 bits pick one.
const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new code, "XXXX-XXXX-XXXX-XXXX". */
function newCode(): string {
  const bytes = randomBytes(16);
  let out = "";
  for (const byte of bytes) out += LETTERS[byte & 31];
  return out.match(/.{4}/g)?.join("-") ?? out;
}

/** What a typed code means: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

const digest = (salt: string, code: string) =>
  createHash("sha256")
    .update(`${salt}:${normaliseRecoveryCode(code)}`)
    .digest();

/** Replaces the account's codes with ten new ones (in the caller's transaction); answers them, once. */
export async function replaceRecoveryCodes(tx: Executor, userId: number, now = new Date()): Promise<string[]> {
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.insert(adminRecoveryCodes).values(
    codes.map((code) => {
      const salt = randomBytes(16).toString("base64url");
      return { userId, salt, codeHash: digest(salt, code).toString("base64url"), createdAt: now };
    }),
  );
  return codes;
}

/** Checks a code and uses it up; false for a wrong or already used one. */
export async function spendRecoveryCode(userId: number, code: string, now = new Date()): Promise<boolean> {
  const typed = normaliseRecoveryCode(code);
  if (typed.length !== 16) return false;
  const unused = await db()
    .select()
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  const match = unused.find((row) => {
    const stored = Buffer.from(row.codeHash, "base64url");
    const candidate = digest(row.salt, typed);
    return stored.length === candidate.length && timingSafeEqual(stored, candidate);
  });
  if (!match) return false;
  const used = await db()
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.id, match.id), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
}

export async function unusedRecoveryCodes(userId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function removeRecoveryCodes(tx: Executor, userId: number): Promise<void> {
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
}
