import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-second-factor";
import { runAudited } from "~/server/audit.server";
import { db } from "~/server/db/index.server";
import { adminSessions } from "~/server/db/schema";
import { adminTotp } from "~/server/db/second-factor-schema";
import { upsertAdmin } from "~/server/services/admin-users.server";
import { listAuditEntries } from "~/server/services/audit-log.server";
import {
  isSecondFactorRequired,
  secondFactorStatus,
  setSecondFactorRequired,
} from "~/server/services/second-factor.server";
import { type AdminIdentity, createSession, sessionIdOf } from "~/server/services/sessions.server";
import { decryptSecret } from "~/server/services/totp.server";
import { setupTestDatabase } from "~/server/testing/database";
import { getSecondFactorCard, handleSecondFactorAction } from "./__second-factor.server";
import { handleSecondFactorUsersAction } from "./__second-factor-users.server";

setupTestDatabase();

const form = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
};

const request = () =>
  new Request("http://localhost:3000/admin/account", {
    method: "POST",
    headers: { "X-Client-Address": "198.51.100.7" },
  });

/** Runs an action inside the audit scope, as the admin guard does; answers its result. */
async function audited<T extends { status: number }>(admin: AdminIdentity, run: () => Promise<T | null>): Promise<T> {
  let answer: T | null = null;
  await runAudited(
    new Request("http://localhost:3000/admin/users", { method: "POST" }),
    () => admin,
    () => "198.51.100.7",
    async () => {
      answer = await run();
      return new Response(null, { status: answer?.status ?? 500 });
    },
  );
  if (!answer) throw new Error("no answer");
  return answer;
}

async function account(username: string) {
  const { id } = await upsertAdmin(username, "the-account-password");
  return { id, username, role: "admin" as const };
}

/** Enrols the authenticator app through the card, as the page does; answers the secret. */
async function enrol(self: { id: number; username: string; role: "admin" }, token: string) {
  await handleSecondFactorAction(form({ intent: "totp-start" }), self, request(), token);
  const [row] = await db().select().from(adminTotp).where(eq(adminTotp.userId, self.id));
  const secret = (await decryptSecret(self.id, row?.secretEncrypted ?? "")) as string;
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const answer = await handleSecondFactorAction(form({ intent: "totp-confirm", code }), self, request(), token);
  return { secret, answer };
}

describe("the account's 'Xác thực hai bước' card", () => {
  it("leaves other intents to the account screen", async () => {
    const self = await account("card-other");
    expect(await handleSecondFactorAction(form({ intent: "password" }), self, request(), null)).toBeNull();
  });

  it("enrols the app with a first code, shows ten recovery codes once and ends the other sessions", async () => {
    const self = await account("card-enrol");
    const mine = await createSession(self.id);
    const other = await createSession(self.id);
    const card = await getSecondFactorCard(self);
    expect(card).toMatchObject({ enabled: false, enrolment: null });
    await handleSecondFactorAction(form({ intent: "totp-start" }), self, request(), mine.token);
    const shown = await getSecondFactorCard(self);
    expect(shown.enrolment?.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(shown.enrolment?.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);

    const wrong = await handleSecondFactorAction(
      form({ intent: "totp-confirm", code: "12" }),
      self,
      request(),
      mine.token,
    );
    expect(wrong?.result).toMatchObject({ ok: false, message: vi.enrol.wrongCode });
    const { answer } = await enrol(self, mine.token);
    expect(answer?.result).toMatchObject({ ok: true, message: vi.account.totpEnrolled(1) });
    expect(answer?.result.recoveryCodes).toHaveLength(10);
    const sessions = await db().select().from(adminSessions).where(eq(adminSessions.userId, self.id));
    expect(sessions.map((s) => s.id)).toEqual([sessionIdOf(mine.token)]);
    expect(sessionIdOf(other.token)).not.toBe(sessionIdOf(mine.token));
    expect(await getSecondFactorCard(self)).toMatchObject({ enabled: true, enrolment: null, recoveryCodes: 10 });
  });

  it("turns off with the password or a code, never with a wrong one, nor while the site requires it", async () => {
    const self = await account("card-off");
    const { token } = await createSession(self.id);
    await enrol(self, token);
    const off = (proof: string) =>
      handleSecondFactorAction(form({ intent: "second-factor-off", proof }), self, request(), token);
    expect((await off("not-the-password"))?.result).toMatchObject({ ok: false, message: vi.account.offWrong });
    await setSecondFactorRequired(true);
    expect((await off("the-account-password"))?.result).toMatchObject({ ok: false, message: vi.account.offRequired });
    await setSecondFactorRequired(false);
    expect((await off("the-account-password"))?.result).toMatchObject({ ok: true });
    expect((await secondFactorStatus(self.id)).enabled).toBe(false);
  });
});

describe("the administrators' 'Xác thực hai bước' card", () => {
  it("resets another account's factor, ends its sessions and records it; never one's own", async () => {
    const self = await account("users-owner");
    const colleague = await account("users-colleague");
    const { token } = await createSession(colleague.id);
    await enrol(colleague, token);
    const reset = await audited(self, () =>
      handleSecondFactorUsersAction(form({ intent: "second-factor-reset", id: String(colleague.id) }), self),
    );
    expect(reset.result).toMatchObject({ ok: true, message: vi.users.resetDone("users-colleague") });
    expect((await secondFactorStatus(colleague.id)).enabled).toBe(false);
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, colleague.id))).toHaveLength(0);
    const { items } = await listAuditEntries({ page: 1 } as never);
    expect(items.map((e) => e.summary)).toContain(vi.users.audit("users-colleague"));

    const own = await handleSecondFactorUsersAction(form({ intent: "second-factor-reset", id: String(self.id) }), self);
    expect(own?.result).toMatchObject({ ok: false, message: vi.users.resetSelf });
  });

  it("requires a factor for everyone only from an administrator who has one; other roles are refused", async () => {
    const self = await account("policy-owner");
    const policy = (required: boolean, who: { id: number; username: string; role: "admin" | "editor" }) =>
      handleSecondFactorUsersAction(
        form({ intent: "second-factor-policy", ...(required ? { required: "on" } : {}) }),
        who,
      );
    expect((await policy(true, self))?.result).toMatchObject({ ok: false, message: vi.users.policyNeedsOwn });
    expect(await isSecondFactorRequired()).toBe(false);
    const { token } = await createSession(self.id);
    await enrol(self, token);
    expect((await policy(true, { ...self, role: "editor" }))?.status).toBe(403);
    expect((await policy(true, self))?.result).toMatchObject({ ok: true });
    expect(await isSecondFactorRequired()).toBe(true);
    expect((await policy(false, self))?.result).toMatchObject({ ok: true, message: vi.users.policyOff });
    expect(await isSecondFactorRequired()).toBe(false);
    expect(await handleSecondFactorUsersAction(form({ intent: "add" }), self)).toBeNull();
  });
});
