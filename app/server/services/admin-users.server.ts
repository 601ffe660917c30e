import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Role } from "~/lib/roles";
import { isUniqueViolation } from "../db/errors.server";
import { db, type Executor } from "../db/index.server";
import { adminUsers } from "../db/schema";
import { deleteOtherSessions } from "./sessions.server";

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

/** The index that keeps usernames unique whatever their case ("Admin" and "admin"). */
const USERNAME_UNIQUE = "admin_users_username_lower_unique";

/** A username taken by another administrator's name in other letter case. */
export class UsernameTakenError extends Error {
  constructor(
    readonly username: string,
    readonly existing: string,
  ) {
    super(`The username "${username}" is taken by "${existing}" (usernames are unique whatever their case)`);
  }
}

/** The administrator's name as stored, found whatever its letter case. */
async function storedUsername(username: string): Promise<string | null> {
  const [row] = await db()
    .select({ username: adminUsers.username })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = lower(${username})`);
  return row?.username ?? null;
}

/**
 * Creates the administrator, or sets a new password when the username exists (exactly: a name
 * that differs only in case throws UsernameTakenError rather than changing someone else's password).
 */
export async function upsertAdmin(username: string, password: string): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db().select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username));
  if (existing) {
    await db().update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, existing.id));
    return { id: existing.id, created: false };
  }
  try {
    const [row] = await db().insert(adminUsers).values({ username, passwordHash }).returning({ id: adminUsers.id });
    if (!row) throw new Error("Could not create the administrator");
    return { id: row.id, created: true };
  } catch (error) {
    if (isUniqueViolation(error, USERNAME_UNIQUE)) {
      throw new UsernameTakenError(username, (await storedUsername(username)) ?? username);
    }
    throw error;
  }
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

/** Whether `password` is the account's (the second factor's "turn off" asks for it). */
export async function verifyAdminPassword(userId: number, password: string): Promise<boolean> {
  const [user] = await db()
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return user ? verifyPassword(user.passwordHash, password) : false;
}

/** Notes a successful sign-in. */
export async function recordSuccessfulLogin(userId: number, at = new Date()): Promise<void> {
  await db().update(adminUsers).set({ lastLoginAt: at }).where(eq(adminUsers.id, userId));
}

// ---------------------------------------------------------------------------------------------
// The administrators screen and the account screen

export interface AdminUserSummary {
  id: number;
  username: string;
  role: Role;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** Every administrator, oldest first. The hashes stay here. */
export async function listAdmins(): Promise<AdminUserSummary[]> {
  return db()
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      role: adminUsers.role,
      createdAt: adminUsers.createdAt,
      lastLoginAt: adminUsers.lastLoginAt,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
}

/**
 * A new account with its role (a Quản trị viên unless told); "duplicate" when the username is
 * taken, whatever its letter case (the unique index on lower(username) decides), with the name as
 * it is stored.
 */
export async function createAdmin(
  username: string,
  password: string,
  role: Role = "admin",
): Promise<{ ok: true; id: number } | { ok: false; error: "duplicate"; existing: string }> {
  const passwordHash = await hashPassword(password);
  try {
    const [row] = await db()
      .insert(adminUsers)
      .values({ username, passwordHash, role })
      .returning({ id: adminUsers.id });
    if (!row) throw new Error("Could not create the administrator");
    return { ok: true, id: row.id };
  } catch (error) {
    if (isUniqueViolation(error, USERNAME_UNIQUE)) {
      return { ok: false, error: "duplicate", existing: (await storedUsername(username)) ?? username };
    }
    throw error;
  }
}

/** Why an account could not be changed or removed. */
export type AccountRefusal = "self" | "last" | "not-found" | "actor-gone" | "actor-not-admin";

export type RemoveAdminResult = { ok: true; username: string } | { ok: false; error: AccountRefusal };

type Locked = { id: number; role: Role }[];

/**
 * What forbids `actorId` to take `targetId` out of the Quản trị viên (remove it, or give it
 * another role), or null. Decided on every account's row, locked by the caller's transaction, so
 * that two such changes at once are decided one after the other: of two administrators demoting
 * or removing each other, the second finds itself no longer one and is refused.
 */
function refusalOf(everyone: Locked, actorId: number, targetId: number, takesOut: boolean): AccountRefusal | null {
  const actor = everyone.find((a) => a.id === actorId);
  const target = everyone.find((a) => a.id === targetId);
  if (!actor) return "actor-gone";
  if (actor.role !== "admin") return "actor-not-admin";
  if (!target) return "not-found";
  if (!takesOut) return null;
  // The only administrator can only be asking about itself: the last one is the answer.
  if (target.role === "admin" && everyone.filter((a) => a.role === "admin").length <= 1) return "last";
  if (actorId === targetId) return "self";
  return null;
}

const lockEveryone = (tx: Executor): Promise<Locked> =>
  tx.select({ id: adminUsers.id, role: adminUsers.role }).from(adminUsers).for("update");

/**
 * Removes an account, never oneself and never the last Quản trị viên. Its sessions end with it
 * (ON DELETE CASCADE).
 */
export async function removeAdmin(actorId: number, targetId: number): Promise<RemoveAdminResult> {
  return db().transaction(async (tx) => {
    const refusal = refusalOf(await lockEveryone(tx), actorId, targetId, true);
    if (refusal) return { ok: false, error: refusal } as const;
    const [removed] = await tx
      .delete(adminUsers)
      .where(eq(adminUsers.id, targetId))
      .returning({ username: adminUsers.username });
    return { ok: true, username: removed?.username ?? "" } as const;
  });
}

export type SetRoleResult = { ok: true; username: string; from: Role; to: Role } | { ok: false; error: AccountRefusal };

/**
 * Gives an account another role. Taking it out of the Quản trị viên follows the removal's rules:
 * never oneself, never the last one (every row locked, see refusalOf). Its sessions carry on with
 * the new role from their next request (the role is read with the session).
 */
export async function setRole(actorId: number, targetId: number, role: Role): Promise<SetRoleResult> {
  return db().transaction(async (tx) => {
    const everyone = await lockEveryone(tx);
    const target = everyone.find((a) => a.id === targetId);
    const refusal = refusalOf(everyone, actorId, targetId, target?.role === "admin" && role !== "admin");
    if (refusal || !target) return { ok: false, error: refusal ?? "not-found" } as const;
    const [row] = await tx
      .update(adminUsers)
      .set({ role })
      .where(eq(adminUsers.id, targetId))
      .returning({ username: adminUsers.username });
    return { ok: true, username: row?.username ?? "", from: target.role, to: role } as const;
  });
}

export type ChangePasswordResult = { ok: true; endedSessions: number } | { ok: false; error: "wrong-current" };

/**
 * Sets a new password after checking the current one, and ends every other session of that
 * administrator (the one of `keepToken` stays). The new hash is written only if the stored one is
 * still the one checked, so a password changed meanwhile elsewhere is not silently overwritten.
 */
export async function changePassword(
  userId: number,
  currentPassword: string,
  newPassword: string,
  keepToken: string | null,
): Promise<ChangePasswordResult> {
  const [user] = await db()
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword)))
    return { ok: false, error: "wrong-current" };
  const passwordHash = await hashPassword(newPassword);
  return db().transaction(async (tx) => {
    const updated = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(and(eq(adminUsers.id, userId), eq(adminUsers.passwordHash, user.passwordHash)))
      .returning({ id: adminUsers.id });
    if (updated.length === 0) return { ok: false, error: "wrong-current" } as const;
    const endedSessions = await deleteOtherSessions(tx, userId, keepToken);
    return { ok: true, endedSessions } as const;
  });
}
