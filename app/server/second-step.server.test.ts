import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { getSecondStepPage, handleSecondStep } from "~/routes/admin/login.second-factor.server";
import { getAdmin, signIn } from "./auth.server";
import { countsOf, RATE_LIMITS } from "./rate-limit.server";
import { CLIENT_ADDRESS_HEADER } from "./request-headers.server";
import { completeSecondStep, readSecondStep, secondStepCookie } from "./second-step.server";
import { upsertAdmin } from "./services/admin-users.server";
import { enrolTotp, setSecondFactorRequired } from "./services/second-factor.server";
import { pendingTotpSecret } from "./services/totp.server";
import { setupTestDatabase } from "./testing/database";

setupTestDatabase();

const noWait = async () => {};
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** An account with the authenticator app enrolled a minute before `at`. */
async function enrolled(username: string, at: Date) {
  const { id } = await upsertAdmin(username, "the-right-password");
  const before = new Date(at.getTime() - 60_000);
  const secret = (await pendingTotpSecret(id, before)) as string;
  if (!(await enrolTotp(id, codeAt(secret, before), null, before)).ok) throw new Error("not enrolled");
  return secret;
}

/** A request of the second step, carrying its cookie (as the browser would) from `address`. */
async function stepRequest(token: string, expiresAt: Date, address: string) {
  const cookie = (await secondStepCookie(token, expiresAt, false)).split(";")[0] ?? "";
  return new Request("http://localhost:3000/admin/login/second-factor", {
    method: "POST",
    headers: { Cookie: cookie, [CLIENT_ADDRESS_HEADER]: address },
  });
}

describe("the sign-in's second step", () => {
  it("a right password gives no session but a half-signed state; the code then signs in, once", async () => {
    const at = new Date();
    const secret = await enrolled("step-owner", at);
    const first = await signIn("step-owner", "the-right-password", "203.0.113.5", at, noWait);
    if (first.ok || first.reason !== "second-factor")
      throw new Error(`expected the second step, got ${JSON.stringify(first)}`);
    const request = await stepRequest(first.token, first.expiresAt, "203.0.113.5");
    // The step's cookie is no session.
    expect(
      await getAdmin(new Request("http://x/admin", { headers: { Cookie: `admin_session=${first.token}` } })),
    ).toBeNull();
    expect(await readSecondStep(request)).toMatchObject({ username: "step-owner", kind: "sign-in" });

    const signedIn = await completeSecondStep(request, { method: "totp", code: codeAt(secret, at) }, at, noWait);
    expect(signedIn).toMatchObject({ ok: true, token: expect.any(String) });
    // The state is gone: the same request cannot sign in twice.
    expect(await completeSecondStep(request, { method: "totp", code: codeAt(secret, at) }, at, noWait)).toEqual({
      ok: false,
      reason: "expired",
    });
    // The success cleared the failures counted by the password step and the code.
    expect(await countsOf(RATE_LIMITS.loginUsernameAddress, "step-owner\n203.0.113.5", at)).toEqual([0]);
  });

  it("wrong codes count as failed sign-ins: the address is held back, and five drop the state", async () => {
    const at = new Date();
    const secret = await enrolled("step-guessed", at);
    const first = await signIn("step-guessed", "the-right-password", "203.0.113.9", at, noWait);
    if (first.ok || first.reason !== "second-factor") throw new Error("expected the second step");
    const request = await stepRequest(first.token, first.expiresAt, "203.0.113.9");
    const wrong = String((Number(codeAt(secret, at)) + 1) % 1_000_000).padStart(6, "0");
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await completeSecondStep(request, { method: "totp", code: wrong }, at, noWait));
    // The password's attempt and four wrong codes fill the (username, address) window of 5.
    expect(answers.slice(0, 4).map((a) => !a.ok && a.reason)).toEqual(["invalid", "invalid", "invalid", "invalid"]);
    expect(answers[4]).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(await countsOf(RATE_LIMITS.loginUsernameAddress, "step-guessed\n203.0.113.9", at)).toEqual([5]);
    // From another address the fifth wrong code drops the state: the password is asked again.
    const elsewhere = await stepRequest(first.token, first.expiresAt, "198.51.100.20");
    expect(await completeSecondStep(elsewhere, { method: "totp", code: wrong }, at, noWait)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await readSecondStep(elsewhere)).toBeNull();
  });
});

describe("enrolment when the site requires a factor", () => {
  it("an account without one is sent to enrolment after its password, and signed in once it confirms a code", async () => {
    await upsertAdmin("step-newcomer", "the-right-password");
    await setSecondFactorRequired(true);
    try {
      const first = await signIn("step-newcomer", "the-right-password", "203.0.113.30", new Date(), noWait);
      if (first.ok || first.reason !== "second-factor") throw new Error("expected enrolment");
      const request = await stepRequest(first.token, first.expiresAt, "203.0.113.30");
      const page = await getSecondStepPage(request);
      if (page.state !== "enrol") throw new Error(`expected enrolment, got ${page.state}`);
      const secret = page.enrolment.secret.replaceAll(" ", "");
      const body = new FormData();
      body.set("intent", "enrol");
      body.set("code", codeAt(secret, new Date()));
      const answer = (await handleSecondStep(request, body)) as unknown as {
        data: { ok: boolean; recoveryCodes?: string[] };
        init: { headers: Headers };
      };
      expect(answer.data.ok).toBe(true);
      expect(answer.data.recoveryCodes).toHaveLength(10);
      const cookies = answer.init.headers.get("Set-Cookie") ?? "";
      expect(cookies).toContain("admin_session=");
      expect(cookies).toMatch(/admin_second_step=; .*Max-Age=0/);
      expect(await readSecondStep(request)).toBeNull();
    } finally {
      await setSecondFactorRequired(false);
    }
  });
});
