import { isRouteErrorResponse, useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";

/** The message of a dashboard failure: the error's own, or the specification's fallback. */
export function dashboardErrorMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) {
    const payload = error.data as unknown;
    if (typeof payload === "string" && payload.trim()) return payload;
    if (payload && typeof payload === "object" && "message" in payload && typeof payload.message === "string") {
      return payload.message;
    }
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** 'Lỗi bảng điều khiển' with the message and a retry button that reloads the dashboard's data. */
export function DashboardError({ error }: { error: unknown }) {
  const t = useMessages(adminMessages).dashboard;
  const revalidator = useRevalidator();
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <h1 className="text-xl font-bold text-red-800">{t.errorTitle}</h1>
      <p className="mt-2 text-red-700">{dashboardErrorMessage(error, t.errorFallback)}</p>
      <button
        type="button"
        onClick={() => revalidator.revalidate()}
        disabled={revalidator.state === "loading"}
        className={buttonClass({ className: "mt-6" })}
      >
        {t.retry}
      </button>
    </section>
  );
}
