import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./form-errors";
import { loginSchema } from "./login";

describe("the login schema", () => {
  it("trims the username and keeps the password as typed", () => {
    expect(loginSchema.parse({ username: "  admin ", password: " secret " })).toEqual({
      username: "admin",
      password: " secret ",
    });
  });

  it("requires both fields", () => {
    const parsed = loginSchema.safeParse({ username: " ", password: "" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      username: "Tên đăng nhập là bắt buộc",
      password: "Mật khẩu là bắt buộc",
    });
    const missing = loginSchema.safeParse({});
    expect(missing.success ? {} : fieldErrorsOf(missing.error)).toEqual({
      username: "Tên đăng nhập là bắt buộc",
      password: "Mật khẩu là bắt buộc",
    });
  });
});
