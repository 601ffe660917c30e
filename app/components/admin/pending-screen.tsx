import { Link } from "react-router";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";

/** An admin screen whose content arrives with a later issue; the route already exists and is guarded. */
export function PendingScreen({ title }: { title: string }) {
  const t = useMessages(adminMessages);
  return (
    <section className="mx-auto max-w-2xl rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{t.pending.text}</p>
      <Link to="/admin/dashboard" className="mt-6 inline-block font-semibold text-primary hover:underline">
        {t.pending.back}
      </Link>
    </section>
  );
}
