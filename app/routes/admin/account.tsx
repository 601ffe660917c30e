import { data, Link } from "react-router";
import { FormField, FormMessage } from "~/components/admin/accounts/form-field";
import { useAccountForm } from "~/components/admin/accounts/use-account-form";
import { SecondFactorCard } from "~/components/admin/second-factor/second-factor-card";
import { SessionList } from "~/components/admin/session-list";
import { useMay } from "~/components/admin/use-access";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ScreenHeader } from "~/components/ui/screen-header";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as accountMessages, vi } from "~/i18n/messages/admin-accounts";
import { changePasswordSchema } from "~/lib/validation/accounts";
import { readSessionToken, requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import { getSecondFactorCard, handleSecondFactorAction } from "./__second-factor.server";
import type { Route } from "./+types/account";
import { getAccountPage, getSessionsCard, runAccountAction } from "./account.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.account.title) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const self = requireAdmin(context);
  return {
    ...getAccountPage(self),
    sessions: await getSessionsCard(self, await readSessionToken(request)),
    secondFactor: await getSecondFactorCard(self),
  };
}

/** Change one's own password; this session stays, the others end (see account.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const self = requireAdmin(context);
  const form = await readForm(request);
  // The 'Xác thực hai bước' card's intents (see __second-factor.server.ts).
  const factor = await handleSecondFactorAction(form, self, request, await readSessionToken(request));
  if (factor) return data(factor.result, { status: factor.status });
  const { result, status } = await runAccountAction(request, form, self, await readSessionToken(request));
  return data(result, { status });
}

const PASSWORD_FIELDS = { currentPassword: "", newPassword: "", confirmPassword: "" };

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(accountMessages).account;
  const mayUsers = useMay("/admin/users", "load");
  const { form, answer, field } = useAccountForm({
    schema: changePasswordSchema,
    initial: PASSWORD_FIELDS,
    intent: "password",
    actionData,
  });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro(loaderData.username)} />
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t.passwordHeading}</h2>
        <p className="mt-1 text-sm text-slate-600">{t.passwordHelp}</p>
        <form method="post" noValidate onSubmit={form.submit} className="mt-5 space-y-4">
          <input type="hidden" name="intent" value="password" />
          {/* For password managers: whose password this is. */}
          <input type="text" hidden readOnly name="username" autoComplete="username" value={loaderData.username} />
          {answer ? <FormMessage ok={answer.ok} message={answer.message} /> : null}
          {(
            [
              ["currentPassword", t.currentPassword, "current-password"],
              ["newPassword", t.newPassword, "new-password"],
              ["confirmPassword", t.confirmPassword, "new-password"],
            ] as const
          ).map(([name, label, autoComplete]) => (
            <FormField key={name} field={field(name)} type="password" label={label} autoComplete={autoComplete} />
          ))}
          <button type="submit" disabled={form.saving} className={buttonClass({ className: "disabled:cursor-wait" })}>
            {form.saving ? t.submitting : t.submit}
          </button>
        </form>
      </Card>
      <SecondFactorCard view={loaderData.secondFactor} />
      <SessionList view={loaderData.sessions} />
      {mayUsers ? (
        <p>
          <Link to="/admin/users" className="font-medium text-primary hover:underline">
            {t.manageUsers}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
