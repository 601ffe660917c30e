import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import { messages as accountMessages } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import { ROLES, type Role } from "~/lib/roles";
import { fieldId } from "../form/use-schema-form";
import type { AccountFieldControl } from "./use-account-form";

const SELECT_CLASS =
  "rounded-lg border border-slate-300 px-2 py-1.5 text-sm text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30";

/** The role's choices, in the order of lib/roles.ts, with their Vietnamese names. */
export function RoleOptions() {
  const names = useMessages(adminMessages).roles;
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {names[role]}
    </option>
  ));
}

/**
 * An account's role on the administrators screen: a choice and its button, posted through the
 * rows' shared fetcher `fetcherKey` (the page shows the answer). A refused change (the last
 * Quản trị viên) shows the role the account still has once the list is read again.
 */
export function RoleForm({
  id,
  username,
  role,
  fetcherKey,
}: {
  id: number;
  username: string;
  role: Role;
  fetcherKey: string;
}) {
  const t = useMessages(accountMessages).users;
  const fetcher = useFetcher<AccountsActionResult>({ key: fetcherKey });
  const [chosen, setChosen] = useState<Role>(role);
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === String(id);
  // After each answer, the role as stored.
  useEffect(() => {
    if (fetcher.state === "idle") setChosen(role);
  }, [fetcher.state, role]);

  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2" aria-busy={busy}>
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={id} />
      <select
        name="role"
        aria-label={t.roleOf(username)}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as Role)}
        className={SELECT_CLASS}
      >
        <RoleOptions />
      </select>
      {chosen !== role ? (
        <button
          type="submit"
          disabled={busy}
          aria-label={t.saveRoleLabel(username)}
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          {t.saveRole}
        </button>
      ) : null}
    </fetcher.Form>
  );
}

/** The role of a new account, on the form layer like the form's other fields. */
export function RoleField({ field, label, help }: { field: AccountFieldControl; label: string; help: string }) {
  return (
    <Field id={fieldId(field.name)} label={label} hint={help} error={field.error}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          className={inputClass}
        >
          <RoleOptions />
        </select>
      )}
    </Field>
  );
}
