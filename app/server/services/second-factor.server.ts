/**
 * An account's second factor as a whole (decision 041): whether it has one, the site's rule that
 * every account must, the short-lived challenges of the sign-in's second step and of a passkey's
 * registration, and the changes that touch several factors at once (each in one transaction that
 * also ends the account's other sessions, as a password change does).
 */
import { randomBytes } from "node:crypto";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, eq, inArray, lte, notExists, or, sql } from "drizzle-orm";
import { db } from "../db/index.server";
import { adminSessions, adminUsers } from "../db/schema";
import { adminPasskeys, adminTotp, secondFactorChallenges, secondFactorPolicy } from "../db/second-factor-schema";
import { addPasskey, countPasskeys, type RelyingParty, removePasskey, removePasskeys } from "./passkeys.server";
import { removeRecoveryCodes, replaceRecoveryCodes, unusedRecoveryCodes } from "./recovery-codes.server";
import { deleteOtherSessions, sessionIdOf } from "./sessions.server";
import { confirmTotp, removeTotp, totpState } from "./totp.server";

/** How long the half-signed state lasts between the password and the second step. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Wrong second steps against one challenge before it is dropped (and the password asked again). */
export const MAX_CHALLENGE_FAILURES = 5;

// ---------------------------------------------------------------------------------------------
// What an account has, and the site's rule

export interface SecondFactorStatus {
  totp: boolean;
  /** An enrolment begun and not confirmed. */
  totpPending: boolean;
  totpSince: Date | null;
  passkeys: number;
  recoveryCodes: number;
  /** A confirmed code or a passkey: what the sign-in asks for. */
  enabled: boolean;
}

export async function secondFactorStatus(userId: number): Promise<SecondFactorStatus> {
  const [totp, passkeys, recoveryCodes] = await Promise.all([
    totpState(userId),
    countPasskeys(userId),
    unusedRecoveryCodes(userId),
  ]);
  const confirmed = Boolean(totp?.confirmedAt);
  return {
    totp: confirmed,
    totpPending: Boolean(totp && !totp.confirmedAt),
    totpSince: totp?.confirmedAt ?? null,
    passkeys,
    recoveryCodes,
    enabled: confirmed || passkeys > 0,
  };
}

/** The accounts (of `userIds`) that have a factor. */
export async function usersWithSecondFactor(userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db()
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(inArray(adminUsers.id, [...userIds]), hasFactor()));
  return new Set(rows.map((r) => r.id));
}

function hasFactor() {
  return or(
    sql`EXISTS (SELECT 1 FROM ${adminTotp} WHERE ${adminTotp.userId} = ${adminUsers.id} AND ${adminTotp.confirmedAt} IS NOT NULL)`,
    sql`EXISTS (SELECT 1 FROM ${adminPasskeys} WHERE ${adminPasskeys.userId} = ${adminUsers.id})`,
  );
}

/** What the sign-in asks after a right password: the second step, enrolment, or nothing. */
export async function secondStepKind(userId: number): Promise<ChallengeKind | null> {
  if ((await usersWithSecondFactor([userId])).has(userId)) return "sign-in";
  return (await isSecondFactorRequired()) ? "enrol" : null;
}

export async function isSecondFactorRequired(): Promise<boolean> {
  const [row] = await db().select({ required: secondFactorPolicy.required }).from(secondFactorPolicy);
  return row?.required ?? false;
}

/**
 * Sets the site's rule. Turning it on ends the sessions of every account without a factor: their
 * next sign-in sends them to enrolment. Answers how many sessions ended.
 */
export async function setSecondFactorRequired(required: boolean, now = new Date()): Promise<number> {
  return db().transaction(async (tx) => {
    await tx
      .insert(secondFactorPolicy)
      .values({ id: 1, required, updatedAt: now })
      .onConflictDoUpdate({ target: secondFactorPolicy.id, set: { required, updatedAt: now } });
    if (!required) return 0;
    const ended = await tx
      .delete(adminSessions)
      .where(
        notExists(
          tx
            .select({ id: adminUsers.id })
            .from(adminUsers)
            .where(and(eq(adminUsers.id, adminSessions.userId), hasFactor())),
        ),
      )
      .returning({ id: adminSessions.id });
    return ended.length;
  });
}

// ---------------------------------------------------------------------------------------------
// Challenges: the half-signed state, and a passkey's registration

export type ChallengeKind = "sign-in" | "enrol";

export interface PendingSignIn {
  id: string;
  userId: number;
  username: string;
  kind: ChallengeKind;
  webauthnChallenge: string | null;
}

/** Starts the second step for an account whose password was right; answers the cookie's token. */
export async function createChallenge(
  userId: number,
  kind: ChallengeKind,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await db().delete(secondFactorChallenges).where(lte(secondFactorChallenges.expiresAt, now));
  await db()
    .insert(secondFactorChallenges)
    .values({ id: sessionIdOf(token), userId, kind, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The live half-signed state of a cookie's token, or null. */
export async function readChallenge(token: string, now = new Date()): Promise<PendingSignIn | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .select({
      id: secondFactorChallenges.id,
      userId: secondFactorChallenges.userId,
      username: adminUsers.username,
      kind: secondFactorChallenges.kind,
      webauthnChallenge: secondFactorChallenges.webauthnChallenge,
      expiresAt: secondFactorChallenges.expiresAt,
    })
    .from(secondFactorChallenges)
    .innerJoin(adminUsers, eq(adminUsers.id, secondFactorChallenges.userId))
    .where(eq(secondFactorChallenges.id, sessionIdOf(token)));
  if (!row || row.kind === "passkey" || row.expiresAt.getTime() <= now.getTime()) return null;
  const { expiresAt: _, kind, ...pending } = row;
  return { ...pending, kind };
}

/** Keeps the challenge a passkey must sign for this half-signed state. */
export async function setWebauthnChallenge(challengeId: string, challenge: string): Promise<void> {
  await db()
    .update(secondFactorChallenges)
    .set({ webauthnChallenge: challenge })
    .where(eq(secondFactorChallenges.id, challengeId));
}

/** Counts a wrong second step; past the limit the half-signed state is gone. Answers whether it lives on. */
export async function countChallengeFailure(challengeId: string): Promise<boolean> {
  const [row] = await db()
    .update(secondFactorChallenges)
    .set({ failures: sql`${secondFactorChallenges.failures} + 1` })
    .where(eq(secondFactorChallenges.id, challengeId))
    .returning({ failures: secondFactorChallenges.failures });
  if (row && row.failures < MAX_CHALLENGE_FAILURES) return true;
  await deleteChallenge(challengeId);
  return false;
}

/** Ends a half-signed state; true if it was still there (so that only one request completes it). */
export async function deleteChallenge(challengeId: string): Promise<boolean> {
  const gone = await db()
    .delete(secondFactorChallenges)
    .where(eq(secondFactorChallenges.id, challengeId))
    .returning({ id: secondFactorChallenges.id });
  return gone.length === 1;
}

const registrationId = (sessionToken: string) => `passkey:${sessionIdOf(sessionToken)}`;

/** Keeps a signed-in session's passkey registration challenge (one at a time per session). */
export async function saveRegistrationChallenge(
  sessionToken: string,
  userId: number,
  challenge: string,
  now = new Date(),
): Promise<void> {
  const id = registrationId(sessionToken);
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await db()
    .insert(secondFactorChallenges)
    .values({ id, userId, kind: "passkey", webauthnChallenge: challenge, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: secondFactorChallenges.id,
      set: { webauthnChallenge: challenge, expiresAt, createdAt: now },
    });
}

/** Takes (once) the registration challenge of a session; null when none is live. */
async function takeRegistrationChallenge(sessionToken: string, userId: number, now: Date): Promise<string | null> {
  const [row] = await db()
    .delete(secondFactorChallenges)
    .where(and(eq(secondFactorChallenges.id, registrationId(sessionToken)), eq(secondFactorChallenges.userId, userId)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row.webauthnChallenge;
}

// ---------------------------------------------------------------------------------------------
// Changes (each ends the account's other sessions: `keepToken` is the session that made it)

export type FactorChange<T> = ({ ok: true; endedSessions: number } & T) | { ok: false };

/** Confirms a TOTP enrolment with its first code; new recovery codes come with it (shown once). */
export async function enrolTotp(
  userId: number,
  code: string,
  keepToken: string | null,
  now = new Date(),
): Promise<FactorChange<{ recoveryCodes: string[] }>> {
  return db().transaction(async (tx) => {
    if (!(await confirmTotp(tx, userId, code, now))) return { ok: false } as const;
    const recoveryCodes = await replaceRecoveryCodes(tx, userId, now);
    const endedSessions = await deleteOtherSessions(tx, userId, keepToken);
    return { ok: true, recoveryCodes, endedSessions } as const;
  });
}

/**
 * Adds a passkey from a registration answered to this session's challenge. The account's first
 * factor also gets its recovery codes (answered once; empty when it already had some).
 */
export async function enrolPasskey(
  rp: RelyingParty,
  user: { id: number; sessionToken: string },
  name: string,
  response: RegistrationResponseJSON,
  now = new Date(),
): Promise<FactorChange<{ recoveryCodes: string[] }>> {
  const challenge = await takeRegistrationChallenge(user.sessionToken, user.id, now);
  if (!challenge) return { ok: false };
  const before = await secondFactorStatus(user.id);
  return db().transaction(async (tx) => {
    if (!(await addPasskey(tx, rp, user.id, name, response, challenge, now))) return { ok: false } as const;
    const recoveryCodes = before.recoveryCodes === 0 ? await replaceRecoveryCodes(tx, user.id, now) : [];
    const endedSessions = await deleteOtherSessions(tx, user.id, user.sessionToken);
    return { ok: true, recoveryCodes, endedSessions } as const;
  });
}

export async function deletePasskey(
  userId: number,
  passkeyId: number,
  keepToken: string | null,
): Promise<FactorChange<{ name: string }>> {
  return db().transaction(async (tx) => {
    const name = await removePasskey(tx, userId, passkeyId);
    if (name === null) return { ok: false } as const;
    const endedSessions = await deleteOtherSessions(tx, userId, keepToken);
    return { ok: true, name, endedSessions } as const;
  });
}

export async function regenerateRecoveryCodes(
  userId: number,
  keepToken: string | null,
  now = new Date(),
): Promise<FactorChange<{ recoveryCodes: string[] }>> {
  return db().transaction(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, userId, now);
    const endedSessions = await deleteOtherSessions(tx, userId, keepToken);
    return { ok: true, recoveryCodes, endedSessions } as const;
  });
}

/**
 * Removes every factor of an account: its code, passkeys and recovery codes. `keepToken` null ends
 * all its sessions (an administrator's reset, the operators' command).
 */
export async function removeSecondFactor(userId: number, keepToken: string | null): Promise<FactorChange<object>> {
  return db().transaction(async (tx) => {
    await removeTotp(tx, userId);
    await removePasskeys(tx, userId);
    await removeRecoveryCodes(tx, userId);
    await tx.delete(secondFactorChallenges).where(eq(secondFactorChallenges.userId, userId));
    const endedSessions = await deleteOtherSessions(tx, userId, keepToken);
    return { ok: true, endedSessions } as const;
  });
}

/** The account of a username (for the operators' command), or null. */
export async function userIdByUsername(username: string): Promise<number | null> {
  const [row] = await db().select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username));
  return row?.id ?? null;
}
