import { useT } from "~/i18n";

/** A page whose content has not been built yet. */
export function PendingPage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center">
      <p className="text-slate-600">{t.pending.text}</p>
    </section>
  );
}
