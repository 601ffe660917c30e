/**
 * The sign-in limits' figures as a test: guessing is stopped per account and per address without locking
 * anyone out (decision 042). Delays are recorded, not waited for (signIn's `wait`).
 */
import { describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/admin/login";
import {
  beginLoginAttempt,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_USERNAME,
  type SignInResult,
  SLOW_DOWN_MAX_MS,
  signIn,
} from "./auth.server";
import { DEVICE_COOKIE, deviceFor, readDeviceTokens, rememberDevice } from "./device-cookie.server";
import { CLIENT_ADDRESS_HEADER } from "./request-headers.server";
import { upsertAdmin } from "./services/admin-users.server";
import { setupTestDatabase } from "./testing/database";

setupTestDatabase();

/** The device cookie a browser sends back after `setCookie`, as a request would carry it. */
function requestWith(setCookie: string): Request {
  const [pair] = setCookie.split(";");
  return new Request("http://site.test/admin/login", { headers: { Cookie: `theme=dark; ${pair}` } });
}

/** A browser where `username` signed in once: its device cookie's tokens. */
async function knownDevice(username: string, tokens: readonly string[] = []): Promise<string[]> {
  return readDeviceTokens(requestWith(await rememberDevice(tokens, username, false)));
}

const outcome = (result: SignInResult) => (result.ok ? "admitted" : result.reason);

describe("sign-in limits per account and per address", () => {
  it("lets 1,000 guesses from 1,000 addresses reach the password check at most 100 times, while the admin signs in 20 of 20 times on a known device", {
    timeout: 180_000,
  }, async () => {
    await upsertAdmin("admin", "the-admin-password");
    const device = await knownDevice("admin");
    const delays: number[] = [];
    const record = async (ms: number) => {
      delays.push(ms);
    };
    const guesses: Record<ReturnType<typeof outcome>, number> = {
      invalid: 0,
      "rate-limited": 0,
      "second-factor": 0,
      admitted: 0,
    };
    const admin = { admitted: 0, waited: [] as number[] };
    const start = new Date("2026-12-07T09:00:00Z");
    for (let i = 0; i < 1000; i++) {
      // One guess a second from a new address each time (a botnet behind the proxy's X-Forwarded-For).
      const at = new Date(start.getTime() + i * 1000);
      const address = `198.51.${Math.floor(i / 250)}.${i % 250}`;
      guesses[outcome(await signIn("admin", `guess-${i}`, address, at, record))]++;
      if (i % 50 === 25) {
        const result = await signIn(
          "admin",
          "the-admin-password",
          "203.0.113.10",
          at,
          async (ms) => {
            admin.waited.push(ms);
          },
          { deviceTokens: device, userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36" },
        );
        if (result.ok) admin.admitted++;
      }
    }
    console.info(
      `1,000 guesses from 1,000 addresses: ${guesses.invalid} reached the password check, ${guesses["rate-limited"]} refused unchecked, ${guesses.admitted} admitted; ` +
        `the admin on a known device: ${admin.admitted} of 20 signed in, waited ${admin.waited.length} times; ` +
        `delays of the checked guesses: up to ${Math.max(0, ...delays)} ms`,
    );
    expect(guesses.invalid).toBeLessThanOrEqual(100);
    expect(guesses.invalid).toBe(MAX_FAILURES_PER_USERNAME);
    expect(guesses.admitted).toBe(0);
    expect(admin.admitted).toBe(20);
    expect(admin.waited).toEqual([]);
    // Growing delays before the checks once the account had failed 3 times, up to the cap.
    expect(delays.slice(0, 5)).toEqual([250, 500, 1000, 2000, 4000]);
    expect(Math.max(...delays)).toBe(SLOW_DOWN_MAX_MS);

    // A new device with the right password meanwhile: refused while the hour's checks are used up…
    const newDevice = await signIn(
      "admin",
      "the-admin-password",
      "203.0.113.11",
      new Date(start.getTime() + 1000_000),
      record,
    );
    expect(newDevice).toMatchObject({ ok: false, reason: "rate-limited" });
    // …and through, after the delay, once the window of the guesses has ended.
    const later = new Date(start.getTime() + 60 * 60 * 1000 + 1000);
    const waited: number[] = [];
    const after = await signIn("admin", "the-admin-password", "203.0.113.11", later, async (ms) => {
      waited.push(ms);
    });
    expect(after.ok).toBe(true);
    expect(waited).toEqual([]);
  });

  it("lets a new device with the right password through after the delay while the account is under a slower attack", async () => {
    await upsertAdmin("director", "the-right-password");
    const start = new Date("2026-12-07T11:00:00Z");
    for (let i = 0; i < 30; i++) {
      const at = new Date(start.getTime() + i * 60_000);
      expect(outcome(await signIn("director", `guess-${i}`, `192.0.2.${i}`, at, async () => {}))).toBe("invalid");
    }
    const waited: number[] = [];
    const owner = await signIn(
      "director",
      "the-right-password",
      "203.0.113.50",
      new Date(start.getTime() + 31 * 60_000),
      async (ms) => {
        waited.push(ms);
      },
    );
    expect(owner.ok).toBe(true);
    expect(waited).toEqual([SLOW_DOWN_MAX_MS]);
  });

  it("does not stop a colleague with the right password after 5 wrong ones from the office's address", async () => {
    await upsertAdmin("nurse-lan", "lan-password-123");
    await upsertAdmin("nurse-mai", "mai-password-123");
    const office = "203.0.113.200";
    const at = new Date("2026-12-07T13:00:00Z");
    for (let i = 0; i < 5; i++) {
      expect(outcome(await signIn("nurse-lan", `typo-${i}`, office, at, async () => {}))).toBe("invalid");
    }
    const waited: number[] = [];
    const colleague = await signIn("nurse-mai", "mai-password-123", office, at, async (ms) => {
      waited.push(ms);
    });
    expect(colleague.ok).toBe(true);
    expect(waited).toEqual([]);
    // The one who typed them: on a device where she signed in before, not held back either.
    const lan = await signIn("nurse-lan", "lan-password-123", office, at, async () => {}, {
      deviceTokens: await knownDevice("nurse-lan"),
    });
    expect(lan.ok).toBe(true);
  });

  it("exempts a known device from the address's limit too, for its own account only", async () => {
    await upsertAdmin("ward-a", "ward-a-password");
    await upsertAdmin("ward-b", "ward-b-password");
    const office = "203.0.113.201";
    const at = new Date("2026-12-07T14:00:00Z");
    for (let i = 0; i < 20; i++) await signIn(`someone-${i}`, "guess", office, at, async () => {});
    expect(outcome(await signIn("ward-a", "ward-a-password", office, at, async () => {}))).toBe("rate-limited");
    const tokens = await knownDevice("ward-a");
    expect(
      outcome(await signIn("ward-a", "ward-a-password", office, at, async () => {}, { deviceTokens: tokens })),
    ).toBe("admitted");
    // ward-a's device cookie means nothing for ward-b.
    expect(
      outcome(await signIn("ward-b", "ward-b-password", office, at, async () => {}, { deviceTokens: tokens })),
    ).toBe("rate-limited");
  });

  it("counts a device cookie's failures on its own and stops trusting it after a few", async () => {
    await upsertAdmin("stolen", "stolen-password");
    const tokens = await knownDevice("stolen");
    const device = await deviceFor(tokens, "stolen");
    expect(device).toEqual(expect.any(String));
    const at = new Date("2026-12-07T15:00:00Z");
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) {
      const attempt = await beginLoginAttempt("stolen", "198.18.5.1", at, device);
      expect(attempt.device, `failure ${i + 1}`).toBe(device);
    }
    // Past them, the cookie's attempts count as an unknown device's (per address and account).
    const next = await beginLoginAttempt("stolen", "198.18.5.1", at, device);
    expect(next.device).toBeNull();
  });

  it("signs a device cookie for one account, keeps a few accounts, and refuses forged ones", async () => {
    const first = await knownDevice("alpha");
    const both = await knownDevice("beta", first);
    expect(both).toHaveLength(2);
    expect(await deviceFor(both, "alpha")).toEqual(expect.any(String));
    expect(await deviceFor(both, "beta")).toEqual(expect.any(String));
    expect(await deviceFor(both, "gamma")).toBeNull();
    // Signing in again replaces that account's token, the others stay.
    const again = await knownDevice("alpha", both);
    expect(again).toHaveLength(2);
    expect(await deviceFor(again, "alpha")).not.toBe(await deviceFor(both, "alpha"));
    const [token = ""] = first;
    const forged = `${token.slice(0, 23)}${"A".repeat(43)}`;
    expect(await deviceFor([forged], "alpha")).toBeNull();
    expect(
      await readDeviceTokens(new Request("http://site.test/", { headers: { Cookie: `${DEVICE_COOKIE}=garbage` } })),
    ).toEqual([]);
  });

  it("is issued by the sign-in page: long-lived, HttpOnly, SameSite=Lax, for /admin, Secure over HTTPS", async () => {
    await upsertAdmin("cookie-check", "cookie-check-password");
    const form = new URLSearchParams({ username: "cookie-check", password: "cookie-check-password", redirectTo: "" });
    const response = (await loginAction({
      request: new Request("https://site.test/admin/login", {
        method: "POST",
        body: form,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          [CLIENT_ADDRESS_HEADER]: "203.0.113.77",
          "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1",
        },
      }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    const device = cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`)) ?? "";
    const attributes = device.split("; ").slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(["Path=/admin", "Max-Age=31536000", "HttpOnly", "SameSite=Lax", "Secure"]),
    );
    expect(await deviceFor(await readDeviceTokens(requestWith(device)), "cookie-check")).toEqual(expect.any(String));
  });
});
