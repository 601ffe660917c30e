/** The sessions card of /admin/account: this account's sessions, seen and ended. */
import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-sessions";
import { runAudited } from "~/server/audit.server";
import { upsertAdmin } from "~/server/services/admin-users.server";
import { listAuditEntries } from "~/server/services/audit-log.server";
import { createSession, getSession, LAST_SEEN_EVERY_MS, listSessions } from "~/server/services/sessions.server";
import { setupTestDatabase } from "~/server/testing/database";
import { getSessionsCard, handleAccountAction } from "./account.server";

setupTestDatabase();

const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const form = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
};

async function owner(username: string) {
  const { id } = await upsertAdmin(username, "a-long-password-1");
  return { id, username, role: "admin" } as const;
}

describe("the sessions card", () => {
  it("lists this account's sessions in words, this one first and marked", async () => {
    const self = await owner("sessions-owner");
    const other = await owner("someone-else");
    const start = new Date(Date.now() - 10 * 60_000);
    const here = await createSession(self.id, start, { userAgent: WINDOWS_CHROME, address: "203.0.113.5" });
    await createSession(self.id, new Date(start.getTime() + 60_000), {
      userAgent: IPHONE_SAFARI,
      address: "198.51.100.7",
    });
    await createSession(other.id, start, { userAgent: WINDOWS_CHROME, address: "192.0.2.1" });
    const card = await getSessionsCard(self, here.token);
    expect(card.sessions).toHaveLength(2);
    expect(card.sessions[0]).toMatchObject({ browser: "Chrome", os: "Windows", address: "203.0.113.5", current: true });
    expect(card.sessions[1]).toMatchObject({ browser: "Safari", os: "iOS", address: "198.51.100.7", current: false });
    expect(card.sessions[0]?.created).toMatch(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
    // The browser gets a handle, not the stored digest of the token.
    expect(JSON.stringify(card)).not.toMatch(/[0-9a-f]{64}/);
  });

  it("records when a session was last used, at most once a minute", async () => {
    const self = await owner("last-seen");
    const start = new Date("2026-12-07T08:00:00Z");
    const { token } = await createSession(self.id, start);
    const seen = async () => (await listSessions(self.id, token, start))[0]?.lastSeenAt.getTime();
    await getSession(token, new Date(start.getTime() + 30_000));
    expect(await seen()).toBe(start.getTime());
    const later = new Date(start.getTime() + LAST_SEEN_EVERY_MS + 5_000);
    await getSession(token, later);
    expect(await seen()).toBe(later.getTime());
    await getSession(token, new Date(later.getTime() + 10_000));
    expect(await seen()).toBe(later.getTime());
  });

  it("ends another session, never this one nor another account's, and audits it", async () => {
    const self = await owner("ender");
    const stranger = await owner("stranger");
    const here = await createSession(self.id, new Date(), { userAgent: WINDOWS_CHROME, address: "203.0.113.9" });
    const there = await createSession(self.id, new Date(), { userAgent: IPHONE_SAFARI, address: "198.51.100.9" });
    const theirs = await createSession(stranger.id, new Date());
    const card = await getSessionsCard(self, here.token);
    const thereHandle = card.sessions.find((session) => !session.current)?.handle ?? "";
    const hereHandle = card.sessions.find((session) => session.current)?.handle ?? "";
    const strangerHandle = (await getSessionsCard(stranger, theirs.token)).sessions[0]?.handle ?? "";

    // This session, another account's, and an unknown handle are "already ended".
    for (const handle of [hereHandle, strangerHandle, "no-such-session"]) {
      const answer = await handleAccountAction(
        form({ intent: "end-session", handle }),
        self,
        here.token,
        "203.0.113.9",
      );
      expect(answer.result, handle).toMatchObject({ ok: false, message: vi.notFound });
    }
    expect(await getSession(here.token)).not.toBeNull();
    expect(await getSession(theirs.token)).not.toBeNull();

    // As the admin layout runs it: inside the audit's scope.
    let answer: Awaited<ReturnType<typeof handleAccountAction>> | null = null;
    await runAudited(
      new Request("http://site.test/admin/account", { method: "POST" }),
      () => self,
      () => "203.0.113.9",
      async () => {
        answer = await handleAccountAction(form({ intent: "end-session", handle: thereHandle }), self, here.token, "");
        return new Response(null);
      },
    );
    expect(answer).toEqual({ status: 200, result: { ok: true, intent: "end-session", message: vi.ended } });
    expect(await getSession(there.token)).toBeNull();
    expect(await getSession(here.token)).not.toBeNull();
    const { items } = await listAuditEntries({ username: "ender", entityKind: "session", limit: 10, offset: 0 });
    expect(items).toEqual([
      expect.objectContaining({
        action: "delete",
        entityKind: "session",
        summary: "Safari trên iOS, 198.51.100.9",
        address: "203.0.113.9",
      }),
    ]);
  });

  it("ends every other session at once", async () => {
    const self = await owner("end-all");
    const here = await createSession(self.id);
    const others = [await createSession(self.id), await createSession(self.id)];
    const answer = await handleAccountAction(form({ intent: "end-other-sessions" }), self, here.token, "203.0.113.9");
    expect(answer.result).toMatchObject({ ok: true, message: vi.endedOthers(2) });
    for (const other of others) expect(await getSession(other.token)).toBeNull();
    expect(await getSession(here.token)).not.toBeNull();
  });
});
