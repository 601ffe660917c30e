import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { adminSessions } from "../db/schema";
import { adminRecoveryCodes, adminTotp } from "../db/second-factor-schema";
import { setupTestDatabase } from "../testing/database";
import { upsertAdmin } from "./admin-users.server";
import {
  authenticationOptions,
  listPasskeys,
  type RelyingParty,
  registrationOptions,
  verifyPasskey,
} from "./passkeys.server";
import { RECOVERY_CODE_COUNT, spendRecoveryCode } from "./recovery-codes.server";
import {
  countChallengeFailure,
  createChallenge,
  enrolPasskey,
  enrolTotp,
  MAX_CHALLENGE_FAILURES,
  readChallenge,
  regenerateRecoveryCodes,
  removeSecondFactor,
  saveRegistrationChallenge,
  secondFactorStatus,
  secondStepKind,
  setSecondFactorRequired,
} from "./second-factor.server";
import { createSession, sessionIdOf } from "./sessions.server";
import { decryptSecret, pendingTotpSecret, spendTotpCode } from "./totp.server";

setupTestDatabase();

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at.getTime(),
  });

let users = 0;
async function newUser() {
  users += 1;
  return upsertAdmin(`second-factor-${users}`, "a-long-password");
}

/** An account with a confirmed TOTP, enrolled at `at`; answers its secret and recovery codes. */
async function enrolled(at: Date) {
  const { id } = await newUser();
  const secret = (await pendingTotpSecret(id, at)) as string;
  const change = await enrolTotp(id, codeAt(secret, at), null, at);
  if (!change.ok) throw new Error("enrolment refused");
  return { id, secret, recoveryCodes: change.recoveryCodes };
}

describe("time-based codes", () => {
  it("stores the secret encrypted, confirms with a first code, and asks for the second step", async () => {
    const at = new Date("2026-12-06T10:00:00Z");
    const { id } = await newUser();
    expect(await secondStepKind(id)).toBeNull();
    const secret = (await pendingTotpSecret(id, at)) as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The same enrolment while it lasts: a page reloaded shows the same QR code.
    expect(await pendingTotpSecret(id, new Date(at.getTime() + 60_000))).toBe(secret);
    const [row] = await db().select().from(adminTotp).where(eq(adminTotp.userId, id));
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(await decryptSecret(id, row?.secretEncrypted ?? "")).toBe(secret);
    // Bound to its account: another user's row cannot be swapped in.
    expect(await decryptSecret(id + 1, row?.secretEncrypted ?? "")).toBeNull();

    const wrong = String((Number(codeAt(secret, at)) + 1) % 1_000_000).padStart(6, "0");
    expect((await enrolTotp(id, wrong, null, at)).ok).toBe(false);
    const change = await enrolTotp(id, codeAt(secret, at), null, at);
    expect(change.ok).toBe(true);
    expect((await secondFactorStatus(id)).totp).toBe(true);
    expect(await secondStepKind(id)).toBe("sign-in");
    expect(await pendingTotpSecret(id, at)).toBeNull();
  });

  it("accepts a code once: the enrolment's code and any earlier one are refused afterwards (replay)", async () => {
    const at = new Date("2026-12-06T11:00:00Z");
    const { id, secret } = await enrolled(at);
    // The code used to confirm cannot sign in.
    expect(await spendTotpCode(id, codeAt(secret, at), at)).toBe(false);
    const later = new Date(at.getTime() + 90_000);
    const code = codeAt(secret, later);
    expect(await spendTotpCode(id, code, later)).toBe(true);
    expect(await spendTotpCode(id, code, later)).toBe(false);
    // Sent twice at once: one passes.
    const next = new Date(later.getTime() + 30_000);
    const results = await Promise.all([0, 1, 2].map(() => spendTotpCode(id, codeAt(secret, next), next)));
    expect(results.filter(Boolean)).toHaveLength(1);
    // A step before the last one used is refused even within the window.
    const previous = new Date(next.getTime() - 30_000);
    expect(await spendTotpCode(id, codeAt(secret, previous), next)).toBe(false);
  });

  it("allows one step of clock drift either side, not two", async () => {
    const at = new Date("2026-12-06T12:00:00Z");
    const { id, secret } = await enrolled(at);
    const now = new Date(at.getTime() + 10 * 60_000);
    expect(await spendTotpCode(id, codeAt(secret, new Date(now.getTime() - 60_000)), now)).toBe(false);
    expect(await spendTotpCode(id, codeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(true);
    expect(await spendTotpCode(id, codeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(true);
    expect(await spendTotpCode(id, "12345", now)).toBe(false);
    expect(await spendTotpCode(id, "abcdef", now)).toBe(false);
  });
});

describe("recovery codes", () => {
  it("makes ten, stores them hashed, and each works once", async () => {
    const at = new Date("2026-12-06T13:00:00Z");
    const { id, recoveryCodes } = await enrolled(at);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const rows = await db().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, id));
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replaceAll("-", ""));

    const [first = "", second = ""] = recoveryCodes;
    // Case, spaces and dashes do not matter.
    expect(await spendRecoveryCode(id, ` ${first.toLowerCase().replaceAll("-", " ")} `, at)).toBe(true);
    expect(await spendRecoveryCode(id, first, at)).toBe(false);
    expect((await secondFactorStatus(id)).recoveryCodes).toBe(RECOVERY_CODE_COUNT - 1);
    // Another account's code does not work here.
    const other = await enrolled(at);
    expect(await spendRecoveryCode(id, other.recoveryCodes[0] ?? "", at)).toBe(false);
    // Sent twice at once: one passes.
    const results = await Promise.all([0, 1].map(() => spendRecoveryCode(id, second, at)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("regenerating replaces every code and ends the account's other sessions", async () => {
    const at = new Date("2026-12-06T14:00:00Z");
    const { id, recoveryCodes } = await enrolled(at);
    const mine = await createSession(id, at);
    await createSession(id, at);
    const change = await regenerateRecoveryCodes(id, mine.token, at);
    if (!change.ok) throw new Error("refused");
    expect(change.endedSessions).toBe(1);
    expect(await spendRecoveryCode(id, recoveryCodes[0] ?? "", at)).toBe(false);
    expect(await spendRecoveryCode(id, change.recoveryCodes[0] ?? "", at)).toBe(true);
  });
});

describe("the half-signed state and the site's rule", () => {
  it("is no session, lasts five minutes, and is dropped after five wrong codes", async () => {
    const at = new Date("2026-12-06T15:00:00Z");
    const { id } = await enrolled(at);
    const { token, expiresAt } = await createChallenge(id, "sign-in", at);
    expect(expiresAt.getTime() - at.getTime()).toBe(5 * 60_000);
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, id))).toHaveLength(0);
    const pending = await readChallenge(token, at);
    expect(pending).toMatchObject({ userId: id, kind: "sign-in" });
    expect(await readChallenge(token, expiresAt)).toBeNull();
    for (let i = 1; i < MAX_CHALLENGE_FAILURES; i++) expect(await countChallengeFailure(pending?.id ?? "")).toBe(true);
    expect(await countChallengeFailure(pending?.id ?? "")).toBe(false);
    expect(await readChallenge(token, at)).toBeNull();
  });

  it("requiring a factor sends accounts without one to enrolment and ends their sessions", async () => {
    const at = new Date("2026-12-06T16:00:00Z");
    const withFactor = await enrolled(at);
    const without = await newUser();
    await createSession(withFactor.id, at);
    await createSession(without.id, at);
    expect(await setSecondFactorRequired(true, at)).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, without.id))).toHaveLength(0);
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, withFactor.id))).toHaveLength(1);
    expect(await secondStepKind(without.id)).toBe("enrol");
    expect(await secondStepKind(withFactor.id)).toBe("sign-in");
    await setSecondFactorRequired(false, at);
    expect(await secondStepKind(without.id)).toBeNull();
  });

  it("a reset removes every factor and ends every session of the account", async () => {
    const at = new Date("2026-12-06T17:00:00Z");
    const { id } = await enrolled(at);
    await createSession(id, at);
    const change = await removeSecondFactor(id, null);
    expect(change).toEqual({ ok: true, endedSessions: 1 });
    expect(await secondFactorStatus(id)).toMatchObject({ enabled: false, totp: false, passkeys: 0, recoveryCodes: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
// Passkeys, with a software authenticator (P-256, "none" attestation) written for the test

const rp: RelyingParty = { id: "localhost", origin: "http://localhost:3000", name: "Test" };
const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

/** A minimal CBOR encoder: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  counter = 0;

  /** A credential's answer as the browser hands it over (PublicKeyCredential.toJSON()). */
  private credential<T>(response: T) {
    const id = b64(this.credentialId);
    return { id, rawId: id, type: "public-key" as const, response, clientExtensionResults: {} };
  }

  private authData(flags: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rp.id), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  register(challenge: string, origin = rp.origin) {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
    const idLength = Buffer.from([0, this.credentialId.length]);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const attestationObject = cbor({ fmt: "none", attStmt: {}, authData: this.authData(0x45, attested) });
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.create", challenge, origin }));
    return this.credential({
      clientDataJSON: b64(clientDataJSON),
      attestationObject: b64(attestationObject),
      transports: ["internal" as const],
    });
  }

  authenticate(challenge: string, key: KeyObject = this.keys.privateKey) {
    this.counter += 1;
    const authenticatorData = this.authData(0x05);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin: rp.origin }));
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), key);
    return this.credential({
      clientDataJSON: b64(clientDataJSON),
      authenticatorData: b64(authenticatorData),
      signature: b64(signature),
    });
  }
}

describe("passkeys", () => {
  it("registers a named passkey to the session's challenge, then signs in with it", async () => {
    const at = new Date("2026-12-06T18:00:00Z");
    const { id, username } = { ...(await newUser()), username: `second-factor-${users}` };
    const session = await createSession(id, at);
    const other = await createSession(id, at);
    const authenticator = new SoftAuthenticator();

    const options = await registrationOptions(rp, id, username);
    expect(options.rp).toEqual({ id: "localhost", name: "Test" });
    // Without the challenge kept for this session, nothing is registered.
    const user = { id, sessionToken: session.token };
    expect((await enrolPasskey(rp, user, "Laptop", authenticator.register(options.challenge), at)).ok).toBe(false);
    await saveRegistrationChallenge(session.token, id, options.challenge, at);
    // Signed for another origin: refused (and the challenge is used up).
    expect(
      (await enrolPasskey(rp, user, "Laptop", authenticator.register(options.challenge, "http://evil.test"), at)).ok,
    ).toBe(false);
    await saveRegistrationChallenge(session.token, id, options.challenge, at);
    const added = await enrolPasskey(rp, user, "Laptop", authenticator.register(options.challenge), at);
    if (!added.ok) throw new Error("registration refused");
    // The first factor brings the recovery codes; the other session ended.
    expect(added.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(added.endedSessions).toBe(1);
    expect(
      await db()
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.id, sessionIdOf(other.token))),
    ).toHaveLength(0);
    expect((await listPasskeys(id)).map((p) => p.name)).toEqual(["Laptop"]);
    expect(await secondStepKind(id)).toBe("sign-in");

    const request = await authenticationOptions(rp, id);
    const challenge = request?.challenge ?? "";
    expect(request?.allowCredentials?.map((c) => c.id)).toEqual([b64(authenticator.credentialId)]);
    expect(await verifyPasskey(rp, id, authenticator.authenticate(challenge), challenge, at)).toBe(true);
    // Another challenge than the one issued, or another key's signature: refused.
    expect(await verifyPasskey(rp, id, authenticator.authenticate("another-challenge"), challenge, at)).toBe(false);
    const stranger = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    expect(await verifyPasskey(rp, id, authenticator.authenticate(challenge, stranger), challenge, at)).toBe(false);
    // A cloned key shows an old counter.
    authenticator.counter = 0;
    expect(await verifyPasskey(rp, id, authenticator.authenticate(challenge), challenge, at)).toBe(false);
    // Another account cannot use it.
    const someoneElse = await newUser();
    expect(
      await verifyPasskey(rp, someoneElse.id, new SoftAuthenticator().authenticate(challenge), challenge, at),
    ).toBe(false);
  });
});
