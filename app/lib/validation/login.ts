import { vi } from "~/i18n/messages/admin";
import { z } from "~/lib/zod";
import { plainText } from "./plain-text";

const t = vi.login;

/** The sign-in form: both fields required; the username is trimmed, the password kept as typed. */
export const loginSchema = z.object({
  // A control character (`ad%00min`) is no username: the same answer as a wrong one.
  username: plainText(
    z
      .string({ error: t.usernameRequired })
      .trim()
      .min(1, { error: t.usernameRequired })
      .max(100, { error: t.invalidCredentials }),
    { error: t.invalidCredentials },
  ),
  password: z
    .string({ error: t.passwordRequired })
    .min(1, { error: t.passwordRequired })
    .max(1000, { error: t.invalidCredentials }),
});

export type LoginInput = z.infer<typeof loginSchema>;
