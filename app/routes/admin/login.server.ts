/**
 * The sign-in form's answer: a session (and this browser remembered as a known device of the
 * account), the second step when the account has a factor, or the form again with its message.
 */
import { data, redirect } from "react-router";
import { vi } from "~/i18n/messages/admin";
import { type FieldErrors, fieldErrorsOf } from "~/lib/validation/form-errors";
import { type LoginInput, loginSchema } from "~/lib/validation/login";
import {
  clientAddress,
  isSecureRequest,
  safeRedirectPath,
  sessionCookie,
  signIn,
  signInClient,
} from "~/server/auth.server";
import { rememberDevice } from "~/server/device-cookie.server";
import { secondStepCookie, secondStepPath } from "~/server/second-step.server";

export interface LoginActionData {
  fieldErrors: FieldErrors<keyof LoginInput>;
  formError: string | null;
}

export async function signInFromForm(request: Request, form: FormData) {
  const t = vi.login;
  try {
    const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? ""));
    const parsed = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) {
      return data<LoginActionData>({ fieldErrors: fieldErrorsOf(parsed.error), formError: null }, { status: 400 });
    }
    const { username, password } = parsed.data;
    const client = await signInClient(request);
    const result = await signIn(username, password, clientAddress(request), undefined, undefined, client);
    if (result.ok) {
      const secure = isSecureRequest(request);
      const headers = new Headers();
      headers.append("Set-Cookie", await sessionCookie(result.token, result.expiresAt, secure));
      // This browser is now a known device of the account (decision 042).
      headers.append("Set-Cookie", await rememberDevice(client.deviceTokens ?? [], username, secure));
      return redirect(redirectTo, { status: 303, headers });
    }
    if (result.reason === "second-factor") {
      // The password was right: 'Xác thực hai bước' comes next, with its own short-lived cookie.
      const secure = isSecureRequest(request);
      const headers = { "Set-Cookie": await secondStepCookie(result.token, result.expiresAt, secure) };
      return redirect(secondStepPath(redirectTo), { status: 303, headers });
    }
    if (result.reason === "rate-limited") {
      return data<LoginActionData>(
        { fieldErrors: {}, formError: t.rateLimited(Math.ceil(result.retryAfterSeconds / 60)) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    // The sign-in was processed and its answer is the form with its message, so 200: an error
    // status here would only make the browser log a failed request for an expected outcome.
    return data<LoginActionData>({ fieldErrors: {}, formError: t.invalidCredentials });
  } catch (error) {
    console.error("Sign-in failed:", error);
    return data<LoginActionData>({ fieldErrors: {}, formError: t.failed }, { status: 500 });
  }
}
