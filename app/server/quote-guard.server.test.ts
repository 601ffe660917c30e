import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken, MAX_AGE_MS, MIN_FILL_MS } from "./quote-guard.server";

const KEY = "test-key";

describe("the quote form's signed timestamp", () => {
  const made = 1_800_000_000_000;
  const token = issueFormToken(KEY, made);

  it("lets a post through after the minimum fill time, within a day", () => {
    expect(checkFormToken(KEY, token, made + MIN_FILL_MS)).toBe("ok");
    expect(checkFormToken(KEY, token, made + MAX_AGE_MS)).toBe("ok");
  });

  it("refuses a post faster than a person types, and an old form", () => {
    expect(checkFormToken(KEY, token, made + 500)).toBe("too_fast");
    expect(checkFormToken(KEY, token, made + MAX_AGE_MS + 1)).toBe("expired");
  });

  it("refuses a forged or missing token", () => {
    const [, signature] = token.split(".");
    expect(checkFormToken(KEY, `${made - 60_000}.${signature}`, made + 10_000)).toBe("bad_token");
    expect(checkFormToken("another-key", token, made + 10_000)).toBe("bad_token");
    expect(checkFormToken(KEY, null, made)).toBe("bad_token");
    expect(checkFormToken(KEY, "garbage", made)).toBe("bad_token");
  });
});
