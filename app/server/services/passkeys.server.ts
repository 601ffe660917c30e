/**
 * Passkeys (WebAuthn) with @simplewebauthn/server (decision 041). The relying party is the site as
 * the request reached it (`RelyingParty`, from the request's origin): nothing is hard-coded, so the
 * same code serves localhost in tests and the real host in production. Attestation is not asked
 * for (`none`): a passkey is the second factor, its maker does not matter here.
 */
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, count, eq } from "drizzle-orm";
import { db, type Executor } from "../db/index.server";
import { adminPasskeys } from "../db/second-factor-schema";

export interface RelyingParty {
  /** The host name (WebAuthn's RP ID). */
  id: string;
  /** The origin the browser reports ("https://host"). */
  origin: string;
  name: string;
}

export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const transportsOf = (stored: string) =>
  stored ? (stored.split(",").filter(Boolean) as AuthenticatorTransport[]) : undefined;

async function credentialsOf(userId: number) {
  return db().select().from(adminPasskeys).where(eq(adminPasskeys.userId, userId)).orderBy(asc(adminPasskeys.id));
}

export async function listPasskeys(userId: number): Promise<PasskeySummary[]> {
  const rows = await credentialsOf(userId);
  return rows.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
}

export async function countPasskeys(userId: number): Promise<number> {
  const [row] = await db().select({ n: count() }).from(adminPasskeys).where(eq(adminPasskeys.userId, userId));
  return Number(row?.n ?? 0);
}

/** Options for registering a new passkey; the account's passkeys are excluded (one per device). */
export async function registrationOptions(
  rp: RelyingParty,
  userId: number,
  username: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await credentialsOf(userId);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: username,
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: transportsOf(c.transports) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    // Ed25519, ES256 and RS256, as on every runtime: on Node 24 the library would offer ML-DSA-44
    // first, which Node marks experimental (a warning per process) and authenticators do not make.
    supportedAlgorithmIDs: [-8, -7, -257],
  });
}

/** Verifies a registration against the challenge issued and stores the passkey (caller's transaction). */
export async function addPasskey(
  tx: Executor,
  rp: RelyingParty,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
  now = new Date(),
): Promise<boolean> {
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return false;
  const { credential } = verified.registrationInfo;
  const added = await tx
    .insert(adminPasskeys)
    .values({
      userId,
      name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: adminPasskeys.id });
  return added.length === 1;
}

/** Options for signing in with one of the account's passkeys; null when it has none. */
export async function authenticationOptions(
  rp: RelyingParty,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const credentials = await credentialsOf(userId);
  if (credentials.length === 0) return null;
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: credentials.map((c) => ({ id: c.credentialId, transports: transportsOf(c.transports) })),
    userVerification: "preferred",
  });
}

/**
 * Verifies a passkey's answer to the challenge issued for this account. The signature counter must
 * move on when the authenticator keeps one (a cloned key shows an old count).
 */
export async function verifyPasskey(
  rp: RelyingParty,
  userId: number,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db()
    .select()
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.userId, userId), eq(adminPasskeys.credentialId, String(response.id))));
  if (!row) return false;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")),
      counter: row.counter,
      transports: transportsOf(row.transports),
    },
  }).catch(() => null);
  if (!verified?.verified) return false;
  await db()
    .update(adminPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(adminPasskeys.id, row.id));
  return true;
}

export async function removePasskey(tx: Executor, userId: number, passkeyId: number): Promise<string | null> {
  const [removed] = await tx
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.userId, userId), eq(adminPasskeys.id, passkeyId)))
    .returning({ name: adminPasskeys.name });
  return removed?.name ?? null;
}

export async function removePasskeys(tx: Executor, userId: number): Promise<number> {
  const removed = await tx
    .delete(adminPasskeys)
    .where(eq(adminPasskeys.userId, userId))
    .returning({ id: adminPasskeys.id });
  return removed.length;
}
