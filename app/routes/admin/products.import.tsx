import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ImportProblems } from "~/components/admin/products/import-problems";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ScreenHeader } from "~/components/ui/screen-header";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-import";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/products.import";
import { getImportScreen, handleImportAction } from "./products.import.server";

const t = vi;

export function meta() {
  return [{ title: admin.pageTitle(t.title) }];
}

export function loader() {
  return getImportScreen();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await handleImportAction(request, requireAdmin(context).id);
  return data(result, { status });
}

export default function ProductImport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // "Nhập" waits for a clean dry run of the file now chosen.
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (actionData) setChanged(false);
  }, [actionData]);
  const checked = actionData?.ok && actionData.dryRun && !changed;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro}>
        <Link to="/admin/products" className={buttonClass({ variant: "outline" })}>
          {t.backToList}
        </Link>
      </ScreenHeader>

      <Card className="space-y-4 p-6">
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <label className="flex flex-col gap-2 text-sm font-medium text-slate-700">
            {t.file}
            <input
              type="file"
              name="file"
              required
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={() => setChanged(true)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
            />
          </label>
          <p className="text-sm text-slate-500">
            .csv (UTF-8) / .xlsx · {loaderData.maxMb} MB · {loaderData.maxRows.toLocaleString("vi-VN")} dòng ·{" "}
            <a href="/admin/products/import/format" target="_blank" rel="noreferrer" className="text-primary underline">
              {t.formatLink}
            </a>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              name="intent"
              value="check"
              variant={checked ? "outline" : "primary"}
              disabled={!!busy}
            >
              {busy === "check" ? t.checking : t.check}
            </Button>
            <Button type="submit" name="intent" value="import" disabled={!checked || !!busy}>
              {busy === "import" ? t.running : t.run}
            </Button>
          </div>
        </Form>
        {actionData && !busy && (
          <div
            role={actionData.ok ? "status" : "alert"}
            className={`rounded-xl p-4 ${actionData.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
          >
            {actionData.message}
          </div>
        )}
      </Card>

      {actionData && !actionData.ok && actionData.problems.length > 0 && !busy && (
        <ImportProblems problems={actionData.problems} />
      )}

      <div className="flex flex-wrap gap-3 text-sm">
        <a href="/admin/products/export.csv" className={buttonClass({ variant: "secondary", size: "sm" })}>
          {t.exportCsv}
        </a>
        <a href="/admin/products/export.xlsx" className={buttonClass({ variant: "secondary", size: "sm" })}>
          {t.exportXlsx}
        </a>
      </div>
    </div>
  );
}
