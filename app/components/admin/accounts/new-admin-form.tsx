import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as accountMessages } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import { newAdminSchema } from "~/lib/validation/accounts";
import { Icon } from "../icons";
import { FormField, FormMessage } from "./form-field";
import { RoleField } from "./role-form";
import { useAccountForm } from "./use-account-form";

const NEW_ADMIN = { username: "", password: "", confirmPassword: "", role: "admin" };

/** The administrators screen's "add" form: a username, a password typed twice and the role. */
export function NewAdminForm({ actionData }: { actionData: AccountsActionResult | undefined }) {
  const t = useMessages(accountMessages).users;
  const { form, answer, field } = useAccountForm({
    schema: newAdminSchema,
    initial: NEW_ADMIN,
    intent: "add",
    actionData,
  });
  return (
    <form method="post" noValidate onSubmit={form.submit} className="mt-5 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="add" />
      {answer ? (
        <div className="sm:col-span-2">
          <FormMessage ok={answer.ok} message={answer.message} />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <FormField field={field("username")} label={t.username} autoComplete="off" help={t.usernameHelp} />
      </div>
      <FormField
        field={field("password")}
        type="password"
        label={t.password}
        autoComplete="new-password"
        help={t.passwordHelp}
      />
      <FormField
        field={field("confirmPassword")}
        type="password"
        label={t.confirmPassword}
        autoComplete="new-password"
      />
      <div className="sm:col-span-2">
        <RoleField field={field("role")} label={t.role} help={t.roleHelp} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={form.saving} className={buttonClass({ className: "disabled:cursor-wait" })}>
          <Icon name="plus" className="h-4 w-4" />
          {form.saving ? t.adding : t.add}
        </button>
      </div>
    </form>
  );
}
