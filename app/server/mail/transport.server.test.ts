import { describe, expect, it, vi } from "vitest";
import { startMailOutbox, stopMailOutbox, wakeMailOutbox } from "./outbox.server";
import { describeError, retryDelay } from "./outbox-worker.server";
import { mailFrom, redactedSmtpUrl } from "./transport.server";

describe("the outbox's sender", () => {
  it("waits twice as long after each failure, within ±10 %, up to the ceiling", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 8, 12].map((n) => retryDelay(n, 60_000, 7_200_000, middle))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 7_200_000, 7_200_000,
    ]);
    expect(retryDelay(1, 60_000, 7_200_000, () => 0)).toBe(54_000);
    expect(retryDelay(1, 60_000, 7_200_000, () => 1)).toBe(66_000);
  });

  it("keeps the SMTP server's reply in the error staff read", () => {
    const error = Object.assign(new Error("Message failed"), { code: "EMESSAGE", response: "552 Mailbox full" });
    expect(describeError(error)).toBe("EMESSAGE: Message failed (552 Mailbox full)");
    expect(describeError("plain")).toBe("plain");
  });

  it("sends from MAIL_FROM, else the SMTP user when it is an address, else no-reply at the site's host", () => {
    expect(mailFrom({ MAIL_FROM: "Bán hàng <sales@a.example>", SMTP_URL: "smtp://x@y.example:1@h" })).toBe(
      "Bán hàng <sales@a.example>",
    );
    expect(mailFrom({ SMTP_URL: "smtp://sales%40a.example:secret@smtp.example:587" })).toBe("sales@a.example");
    expect(
      mailFrom({ SMTP_URL: "smtp://apikey:secret@smtp.example:587", PUBLIC_SITE_URL: "https://thietbi.example" }),
    ).toBe("no-reply@thietbi.example");
    expect(mailFrom({})).toBe("no-reply@localhost");
  });

  it("never prints the SMTP password", () => {
    expect(redactedSmtpUrl("smtp://user:secret@smtp.example:587")).toBe("smtp://user:***@smtp.example:587");
  });
});

describe("the server's sender without SMTP_URL", () => {
  it("says once at start that mail is not configured, and sends nothing", async () => {
    const log = vi.fn();
    startMailOutbox({}, log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(
      /^Mail: SMTP_URL is not set: quote request notifications wait in the outbox/,
    );
    wakeMailOutbox(); // a stored request: no sender, nothing happens
    await stopMailOutbox();
  });
});
