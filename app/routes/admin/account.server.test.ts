import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-accounts";
import { MAX_FAILURES_PER_USERNAME_AND_ADDRESS } from "~/server/auth.server";
import { authenticateAdmin, upsertAdmin } from "~/server/services/admin-users.server";
import { createSession, getSession } from "~/server/services/sessions.server";
import { setupTestDatabase } from "~/server/testing/database";
import { handleAccountAction } from "./account.server";

setupTestDatabase();

const form = (values: Record<string, string>) => {
  const body = new FormData();
  body.set("intent", "password");
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
};
const noWait = async () => {};

describe("the account screen", () => {
  it("changes the password, keeps this session and ends the others", async () => {
    const { id } = await upsertAdmin("account-owner", "first-password-1");
    const self = { id, username: "account-owner", role: "admin" } as const;
    const here = await createSession(id);
    const there = await createSession(id);
    const change = {
      currentPassword: "first-password-1",
      newPassword: "second-password-2",
      confirmPassword: "second-password-2",
    };
    const answer = await handleAccountAction(form(change), self, here.token, "10.0.0.1", noWait);
    expect(answer).toEqual({ status: 200, result: { ok: true, intent: "password", message: vi.account.changed(1) } });
    expect(await getSession(here.token)).not.toBeNull();
    expect(await getSession(there.token)).toBeNull();
    expect(await authenticateAdmin("account-owner", "second-password-2")).toEqual({ id });
  });

  it("refuses a wrong current password, a short or mismatched new one; wrong guesses hit the sign-in limit", async () => {
    const { id } = await upsertAdmin("guessed", "real-password-1");
    const self = { id, username: "guessed", role: "admin" } as const;
    const short = await handleAccountAction(
      form({ currentPassword: "real-password-1", newPassword: "short", confirmPassword: "short" }),
      self,
      null,
      "10.0.0.2",
      noWait,
    );
    expect(short.result).toMatchObject({ ok: false, errors: { newPassword: vi.account.newTooShort } });

    const guess = form({
      currentPassword: "a-guess",
      newPassword: "new-password-12",
      confirmPassword: "new-password-12",
    });
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      const wrong = await handleAccountAction(guess, self, null, "10.0.0.2", noWait);
      expect(wrong.result).toMatchObject({ ok: false, errors: { currentPassword: vi.account.wrongCurrent } });
    }
    const blocked = await handleAccountAction(guess, self, null, "10.0.0.2", noWait);
    expect(blocked.status).toBe(429);
    expect(blocked.result.message).toBe(vi.account.rateLimited(15));
    expect(await authenticateAdmin("guessed", "real-password-1")).toEqual({ id });
  });
});
