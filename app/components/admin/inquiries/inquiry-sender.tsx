import type { ReactNode } from "react";
import { Section } from "~/components/ui/section";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import type { InquiryDetailView } from "~/lib/quotes/inbox-views";

const d = t.detail;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Everything the visitor sent, as they sent it. */
export function InquirySender({ request }: { request: InquiryDetailView }) {
  return (
    <Section id="inquiry-sender" title={d.sender}>
      <dl className="mt-3 divide-y divide-slate-100">
        <Row label={d.name}>{request.name}</Row>
        {request.organisation ? <Row label={d.organisation}>{request.organisation}</Row> : null}
        {request.position ? <Row label={d.position}>{request.position}</Row> : null}
        <Row label={d.phone}>
          <a href={`tel:${request.phone}`} className="font-medium text-primary hover:underline">
            {request.phoneDisplay}
          </a>
        </Row>
        <Row label={d.email}>
          <a href={`mailto:${request.email}`} className="break-all font-medium text-primary hover:underline">
            {request.email}
          </a>
        </Row>
        <Row label={d.province}>{request.province}</Row>
        <Row label={d.preferredContact}>{d.contacts[request.preferredContact]}</Row>
        <Row label={d.topic}>{d.topics[request.topic]}</Row>
        {request.course ? <Row label={d.course}>{request.course}</Row> : null}
        <Row label={d.message}>
          {request.message ? (
            <span className="whitespace-pre-line">{request.message}</span>
          ) : (
            <span className="text-slate-500">{d.noMessage}</span>
          )}
        </Row>
        <Row label={d.consent}>
          <q className="italic">{request.consentText}</q>
        </Row>
        <Row label={d.source}>
          <a href={request.sourcePath} className="text-primary hover:underline" target="_blank" rel="noreferrer">
            {request.sourcePath}
          </a>{" "}
          ({d.language[request.lang]})
        </Row>
        <Row label={d.at}>
          <time dateTime={request.atIso}>{request.at}</time>
        </Row>
      </dl>
    </Section>
  );
}
