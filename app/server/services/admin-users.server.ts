import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { count, eq } from "drizzle-orm";
import { db } from "../db/index.server";
import { adminUsers } from "../db/schema";

// argon2id (the library's default algorithm) with OWASP's recommended minimum cost.
const hashOptions = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

export async function countAdmins(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(adminUsers);
  return Number(row?.n ?? 0);
}

/** Creates the administrator, or sets a new password when the username exists. */
export async function upsertAdmin(username: string, password: string): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db().select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username));
  if (existing) {
    await db().update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db().insert(adminUsers).values({ username, passwordHash }).returning({ id: adminUsers.id });
  if (!row) throw new Error("Could not create the administrator");
  return { id: row.id, created: true };
}

/** Checks a username and password; answers the user's id or null. The hash never leaves here. */
export async function authenticateAdmin(username: string, password: string): Promise<{ id: number } | null> {
  const [user] = await db()
    .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.username, username));
  if (!user) {
    // Spend the same time as a real check so that timing does not reveal which usernames exist.
    dummyHash ??= hashPassword(randomUUID());
    await verifyPassword(await dummyHash, password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? { id: user.id } : null;
}

let dummyHash: Promise<string> | undefined;

/** Notes a successful sign-in. */
export async function recordSuccessfulLogin(userId: number, at = new Date()): Promise<void> {
  await db().update(adminUsers).set({ lastLoginAt: at }).where(eq(adminUsers.id, userId));
}
