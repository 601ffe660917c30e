import { type FormEvent, useState } from "react";
import { data, Link } from "react-router";
import { fieldId, useSchemaForm } from "~/components/admin/form/use-schema-form";
import { ImportProblems } from "~/components/admin/products/import-problems";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { ScreenHeader } from "~/components/ui/screen-header";
import { formatNumber } from "~/i18n/lang";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-import";
import type { ImportResult } from "~/lib/product-sheet";
import { importFileSchema } from "~/lib/validation/product-import";
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

/** What the screen knows of a save it made: the file and the intent sent. */
interface Sent {
  file: File | null;
  intent: string;
}

export default function ProductImport({ loaderData, actionData }: Route.ComponentProps) {
  const form = useSchemaForm<{ file: File | null }, ImportResult>({
    schema: importFileSchema,
    initial: { file: null },
    showErrors: "submitted",
  });
  const [sent, setSent] = useState<Sent>({ file: null, intent: "" });
  // Without JavaScript (or before it loads) the form posts itself and the answer is the page's.
  const result = form.answer ?? actionData;
  const busy = form.saving ? sent.intent : null;
  // "Nhập" waits for a clean dry run of the file now chosen.
  const checked = result?.ok && result.dryRun && form.values.file === sent.file;

  // The layer checks the file; the file itself travels as multipart, posted here.
  function submit(event: FormEvent<HTMLFormElement>) {
    const body = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    form.submit(event, async ({ file }) => {
      setSent({ file, intent: String(body.get("intent")) });
      void form.fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
      return null;
    });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro}>
        <Link to="/admin/products" className={buttonClass({ variant: "outline" })}>
          {t.backToList}
        </Link>
      </ScreenHeader>

      <Card className="space-y-4 p-6">
        <form method="post" encType="multipart/form-data" noValidate onSubmit={submit} className="space-y-4">
          <Field id={fieldId("file")} label={t.file} error={form.error("file")}>
            {(control) => (
              <input
                {...control}
                name="file"
                type="file"
                required
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => form.set("file", event.target.files?.[0] ?? null)}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
              />
            )}
          </Field>
          <p className="text-sm text-slate-500">
            .csv (UTF-8) / .xlsx · {loaderData.maxMb} MB · {formatNumber(loaderData.maxRows, "vi")} dòng ·{" "}
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
        </form>
        {result && !busy && (
          <div
            role={result.ok ? "status" : "alert"}
            className={`rounded-xl p-4 ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
          >
            {result.message}
          </div>
        )}
      </Card>

      {result && !result.ok && result.problems.length > 0 && !busy && <ImportProblems problems={result.problems} />}

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
