import { data, Link } from "react-router";
import { FormField, FormMessage } from "~/components/admin/accounts/form-field";
import { useAccountForm } from "~/components/admin/accounts/use-account-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ScreenHeader } from "~/components/ui/screen-header";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as accountMessages, vi } from "~/i18n/messages/admin-accounts";
import { changePasswordSchema } from "~/lib/validation/accounts";
import { clientAddress, readSessionToken, requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/account";
import { getAccountPage, handleAccountAction } from "./account.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.account.title) }];
}

export function loader({ context }: Route.LoaderArgs) {
  return getAccountPage(requireAdmin(context));
}

/** Change one's own password; this session stays, the others end (see account.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const self = requireAdmin(context);
  const { result, status } = await handleAccountAction(
    await readForm(request),
    self,
    await readSessionToken(request),
    clientAddress(request),
  );
  return data(result, { status });
}

const PASSWORD_FIELDS = { currentPassword: "", newPassword: "", confirmPassword: "" };

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(accountMessages).account;
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
      <p>
        <Link to="/admin/users" className="font-medium text-primary hover:underline">
          {t.manageUsers}
        </Link>
      </p>
    </div>
  );
}
