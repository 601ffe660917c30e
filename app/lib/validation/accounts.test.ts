import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-accounts";
import { changePasswordSchema, newAdminSchema } from "./accounts";
import { fieldErrorsOf } from "./form-errors";

const errorsOf = (schema: typeof changePasswordSchema | typeof newAdminSchema, values: Record<string, string>) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe("change password form", () => {
  it("needs the current password, 12 characters and the same password twice", () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: "", newPassword: "short", confirmPassword: "x" })).toEqual(
      {
        currentPassword: vi.account.currentRequired,
        newPassword: vi.account.newTooShort,
        confirmPassword: vi.account.mismatch,
      },
    );
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: "old",
        newPassword: "twelve-chars",
        confirmPassword: "twelve-charz",
      }),
    ).toEqual({ confirmPassword: vi.account.mismatch });
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: "twelve-chars",
        newPassword: "twelve-chars",
        confirmPassword: "twelve-chars",
      }),
    ).toEqual({ newPassword: vi.account.sameAsCurrent });
    expect(
      changePasswordSchema.safeParse({
        currentPassword: "old",
        newPassword: "twelve-chars",
        confirmPassword: "twelve-chars",
      }).success,
    ).toBe(true);
  });
});

describe("new administrator form", () => {
  it("checks the username rule and the password", () => {
    expect(errorsOf(newAdminSchema, { username: " ", password: "", confirmPassword: "" })).toEqual({
      username: vi.users.usernameRequired,
      password: vi.users.passwordTooShort,
    });
    expect(
      errorsOf(newAdminSchema, { username: "Nguyễn", password: "twelve-chars", confirmPassword: "twelve-chars" }),
    ).toEqual({ username: vi.users.usernameInvalid });
    const parsed = newAdminSchema.parse({
      username: " le.thu_2 ",
      password: "twelve-chars",
      confirmPassword: "twelve-chars",
    });
    expect(parsed.username).toBe("le.thu_2");
  });
});
