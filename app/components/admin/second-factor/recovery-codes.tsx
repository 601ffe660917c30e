import { vi } from "~/i18n/messages/admin-second-factor";

/** Recovery codes just made: shown once, to be printed or saved. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <section aria-labelledby="recovery-codes-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="recovery-codes-heading" className="font-semibold text-slate-900">
        {vi.recovery.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{vi.recovery.intro}</p>
      <ul aria-label={vi.recovery.listLabel} className="mt-3 grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code" className="rounded bg-white px-2 py-1 text-slate-900">
            {code}
          </li>
        ))}
      </ul>
    </section>
  );
}
