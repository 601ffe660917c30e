import { vi } from "~/i18n/messages/admin-second-factor";
import type { TotpEnrolmentView } from "~/lib/second-factor";

/** The enrolment's QR code (drawn on the server) and the same secret as text, for manual entry. */
export function TotpEnrolment({ enrolment }: { enrolment: TotpEnrolmentView }) {
  const { qr, secret } = enrolment;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <svg
        role="img"
        aria-label={vi.enrol.qrLabel}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        className="h-44 w-44 shrink-0 rounded-lg border border-slate-200 bg-white"
        shapeRendering="crispEdges"
      >
        <path d={qr.path} fill="#0f172a" />
      </svg>
      <div className="min-w-0 text-sm text-slate-700">
        <p>{vi.enrol.scan}</p>
        <p className="mt-3 font-medium text-slate-700">{vi.enrol.secretLabel}</p>
        <code
          data-testid="totp-secret"
          className="mt-1 block select-all break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900"
        >
          {secret}
        </code>
      </div>
    </div>
  );
}
