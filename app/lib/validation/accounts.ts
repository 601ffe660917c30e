import { vi } from "~/i18n/messages/admin-accounts";
import { ROLES } from "~/lib/roles";
import { z } from "~/lib/zod";

/** The rule of ADMIN_USERNAME and admin:create, backed by the admin_users_username_check constraint. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,50}$/;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

const a = vi.account;
const u = vi.users;

/** The account screen's form, shared by the browser (instant errors) and the action (the authority). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: a.currentRequired })
      .min(1, { error: a.currentRequired })
      .max(1000, { error: a.wrongCurrent }),
    newPassword: z
      .string({ error: a.newTooShort })
      .min(MIN_PASSWORD_LENGTH, { error: a.newTooShort })
      .max(MAX_PASSWORD_LENGTH, { error: a.tooLong }),
    confirmPassword: z.string({ error: a.mismatch }),
  })
  .refine((v) => v.confirmPassword === v.newPassword, { error: a.mismatch, path: ["confirmPassword"] })
  .refine((v) => v.newPassword !== v.currentPassword, { error: a.sameAsCurrent, path: ["newPassword"] });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The administrators screen's "add" form. */
export const newAdminSchema = z
  .object({
    username: z
      .string({ error: u.usernameRequired })
      .trim()
      .min(1, { error: u.usernameRequired, abort: true })
      .regex(USERNAME_PATTERN, { error: u.usernameInvalid }),
    password: z
      .string({ error: u.passwordTooShort })
      .min(MIN_PASSWORD_LENGTH, { error: u.passwordTooShort })
      .max(MAX_PASSWORD_LENGTH, { error: u.passwordTooLong }),
    confirmPassword: z.string({ error: u.mismatch }),
    // A form without the field (an older page, a script) creates a Quản trị viên, as before roles.
    role: z.enum(ROLES, { error: u.failed }).default("admin"),
  })
  .refine((v) => v.confirmPassword === v.password, { error: u.mismatch, path: ["confirmPassword"] });

/** The administrators screen's "change role" form. */
export const roleSchema = z.enum(ROLES, { error: u.failed });

export type NewAdminInput = z.infer<typeof newAdminSchema>;
