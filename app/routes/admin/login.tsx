import { useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { Icon } from "~/components/admin/icons";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as adminMessages, vi } from "~/i18n/messages/admin";
import { type FieldErrors, fieldErrorsOf } from "~/lib/validation/form-errors";
import { type LoginInput, loginSchema } from "~/lib/validation/login";
import { getAdmin, safeRedirectPath } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/login";
import { signInFromForm } from "./login.server";

export function meta() {
  return [{ title: vi.pageTitle(vi.login.title) }, { name: "robots", content: "noindex, nofollow" }];
}

// The sign-in page and its answers are never cached; a refusal says when to try again.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** Open to everyone; an administrator who is already signed in goes straight on. */
export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (await getAdmin(request)) throw redirect(safeRedirectPath(redirectTo));
  return { redirectTo: redirectTo ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  // A body that is not a form is refused (415/400) before the sign-in's own error handling.
  return signInFromForm(request, await readForm(request));
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(adminMessages).login;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/login") === true;
  const [showPassword, setShowPassword] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors<keyof LoginInput> | null>(null);
  // Errors found in the browser replace the server's until the next submission.
  const fieldErrors = clientErrors ?? actionData?.fieldErrors ?? {};
  const formError = clientErrors ? null : (actionData?.formError ?? null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrorsOf<keyof LoginInput>(parsed.error);
    setClientErrors(errors);
    const first = errors.username ? "username" : "password";
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-50 to-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl ring-1 ring-slate-200">
        <p className="text-center text-sm font-semibold uppercase tracking-wide text-primary">{vi.siteTitle}</p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-2 text-center text-sm text-slate-600">{t.intro}</p>

        <Form method="post" noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {formError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
              {formError}
            </p>
          ) : null}

          <div>
            <label htmlFor="username" className="block text-sm font-medium text-slate-700">
              {t.username}
            </label>
            <input
              id="username"
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              aria-invalid={fieldErrors.username ? true : undefined}
              aria-describedby={fieldErrors.username ? "username-error" : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid]:border-red-500"
            />
            {fieldErrors.username ? (
              <p id="username-error" className="mt-1 text-sm text-red-600">
                {fieldErrors.username}
              </p>
            ) : null}
          </div>

          <div>
            <label htmlFor="password" className="block text-sm font-medium text-slate-700">
              {t.password}
            </label>
            <div className="relative mt-1">
              <input
                id="password"
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                required
                aria-invalid={fieldErrors.password ? true : undefined}
                aria-describedby={fieldErrors.password ? "password-error" : undefined}
                className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 pr-12 text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid]:border-red-500"
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-pressed={showPassword}
                aria-controls="password"
                className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500 hover:text-slate-800"
              >
                <Icon name={showPassword ? "eyeOff" : "eye"} />
                <span className="sr-only">{showPassword ? t.hidePassword : t.showPassword}</span>
              </button>
            </div>
            {fieldErrors.password ? (
              <p id="password-error" className="mt-1 text-sm text-red-600">
                {fieldErrors.password}
              </p>
            ) : null}
          </div>

          <button
            type="submit"
            disabled={submitting}
            className={buttonClass({ size: "lg", fullWidth: true, className: "disabled:cursor-wait" })}
          >
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-slate-500 hover:text-primary">
            {t.backToSite}
          </a>
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const t = vi.login;
  return (
    <main className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
      <p role="alert" className="mt-4 text-red-700">
        {t.failed}
      </p>
      <a href="/admin/login" className={buttonClass({ className: "mt-6" })}>
        {t.submit}
      </a>
    </main>
  );
}
