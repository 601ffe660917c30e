import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.STORAGE).toBe("local");
    expect(config.SEED_DEMO).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith("data")).toBe(true);
  });

  it("names the variable in one line when a value is bad", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/^Invalid configuration: PORT .*\(got "abc"\)$/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => parseConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO must be true or false/);
    expect(() => parseConfig({ STORAGE: "s3" })).toThrow(/S3_BUCKET is required when STORAGE=s3/);
    // The password rule of /admin/account and /admin/users: 12 characters at least.
    expect(() => parseConfig({ ADMIN_PASSWORD: "eleven-char" })).toThrow(
      /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(parseConfig({ ADMIN_PASSWORD: "twelve-chars" }).ADMIN_PASSWORD).toBe("twelve-chars");
  });

  it("bounds image work: 50 megapixels, 2560 px stored, workers from the core count unless set", () => {
    const config = parseConfig({});
    expect([config.IMAGE_MAX_MEGAPIXELS, config.IMAGE_MAX_EDGE, config.IMAGE_WORKERS]).toEqual([50, 2560, undefined]);
    expect(parseConfig({ IMAGE_MAX_MEGAPIXELS: "24", IMAGE_WORKERS: "2" })).toMatchObject({
      IMAGE_MAX_MEGAPIXELS: 24,
      IMAGE_WORKERS: 2,
    });
    expect(() => parseConfig({ IMAGE_MAX_MEGAPIXELS: "lots" })).toThrow(
      /^Invalid configuration: IMAGE_MAX_MEGAPIXELS must be a number of megapixels \(got "lots"\)$/,
    );
    expect(() => parseConfig({ IMAGE_MAX_EDGE: "100" })).toThrow(/IMAGE_MAX_EDGE must be between 320 and 10000/);
    expect(() => parseConfig({ IMAGE_WORKERS: "0" })).toThrow(/IMAGE_WORKERS must be a whole number from 1 to 64/);
  });

  it("reads SMTP_URL and MAIL_FROM for quote request notifications, both optional", () => {
    expect(parseConfig({}).SMTP_URL).toBeUndefined();
    expect(parseConfig({}).MAIL_FROM).toBeUndefined();
    expect(parseConfig({ SMTP_URL: "smtp://user:p%40ss@mail.example.com:587" }).SMTP_URL).toBe(
      "smtp://user:p%40ss@mail.example.com:587",
    );
    expect(
      parseConfig({ SMTP_URL: "smtps://mail.example.com:465", MAIL_FROM: "An Việt <sales@example.com>" }),
    ).toMatchObject({
      MAIL_FROM: "An Việt <sales@example.com>",
    });
    expect(() => parseConfig({ SMTP_URL: "mail.example.com:25" })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\//,
    );
    expect(() => parseConfig({ MAIL_FROM: "sales" })).toThrow(/^Invalid configuration: MAIL_FROM must be an address/);
  });

  it("keeps the audit log a year unless AUDIT_RETENTION_DAYS says otherwise", () => {
    expect(parseConfig({}).AUDIT_RETENTION_DAYS).toBe(365);
    expect(parseConfig({ AUDIT_RETENTION_DAYS: "90" }).AUDIT_RETENTION_DAYS).toBe(90);
    expect(() => parseConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(
      /AUDIT_RETENTION_DAYS must be between 1 and 36500 days/,
    );
    expect(() => parseConfig({ AUDIT_RETENTION_DAYS: "forever" })).toThrow(
      /AUDIT_RETENTION_DAYS must be a number of days/,
    );
  });

  it("reads flags", () => {
    expect(parseConfig({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).DATABASE_URL).toBe(
      "postgres://u@127.0.0.1:5432/db",
    );
  });

  it("trusts no proxy unless TRUST_PROXY names them", () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual([]);
    expect(parseConfig({ TRUST_PROXY: "" }).TRUST_PROXY).toEqual([]);
    expect(parseConfig({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseConfig({ TRUST_PROXY: " 10.0.0.5, 10.1.0.0/16 ,fd00::/8,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
      "::1",
    ]);
    for (const bad of ["true", "*", "1", "10.0.0.0/33", "nginx.internal", "10.0.0.1/8/2", "::1/129"]) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid configuration: TRUST_PROXY must list/);
    }
  });

  it("lets only loopback read /metrics unless METRICS_ALLOW says otherwise", () => {
    expect(parseConfig({}).METRICS_ALLOW).toEqual(["127.0.0.1/8", "::1"]);
    expect(parseConfig({ METRICS_ALLOW: "" }).METRICS_ALLOW).toEqual(["127.0.0.1/8", "::1"]);
    expect(parseConfig({ METRICS_ALLOW: " 10.0.0.20, 10.2.0.0/16,fd00::/8" }).METRICS_ALLOW).toEqual([
      "10.0.0.20",
      "10.2.0.0/16",
      "fd00::/8",
    ]);
    for (const bad of ["loopback", "*", "10.0.0.0/33", "prometheus.internal"]) {
      expect(() => parseConfig({ METRICS_ALLOW: bad }), bad).toThrow(/^Invalid configuration: METRICS_ALLOW must list/);
    }
  });

  it("logs requests unless told not to", () => {
    expect(parseConfig({}).LOG_REQUESTS).toBeUndefined();
    expect(parseConfig({ LOG_REQUESTS: "false" }).LOG_REQUESTS).toBe(false);
    expect(() => parseConfig({ LOG_REQUESTS: "loud" })).toThrow(/LOG_REQUESTS must be true or false/);
  });
});
