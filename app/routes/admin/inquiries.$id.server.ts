/**
 * A quote request's page (/admin/inquiries/:id): everything the visitor sent, the products,
 * staff's notes and status history, the notification's delivery; and the page's two intents.
 */
import { data } from "react-router";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { formatAdminDateTime } from "~/lib/admin-date";
import type { DeliveryState, InquiryActionResult, InquiryDetailView } from "~/lib/quotes/inbox-views";
import { inquiryReference } from "~/lib/quotes/inbox-views";
import { deliveryState } from "~/lib/quotes/outbox-state";
import { displayPhone } from "~/lib/quotes/phone";
import { provinceName } from "~/lib/quotes/provinces";
import { inquiryIntent } from "~/lib/validation/quote-inbox";
import { audit } from "~/server/audit.server";
import { mailSender } from "~/server/mail/outbox.server";
import {
  type Actor,
  addInquiryNote,
  changeInquiryStatus,
  getInquiry,
  type InquiryDetail,
} from "~/server/services/quote-inbox.server";
import { retryGivenUpMessage } from "~/server/services/quote-outbox.server";
import { quoteRequestOrigins } from "~/server/services/quote-requests.server";

const moment = (at: Date) => ({ at: formatAdminDateTime(at), atIso: at.toISOString() });

function deliveryOf(row: InquiryDetail["outbox"][number], configured: boolean): DeliveryState {
  const state = deliveryState(row);
  const nextAttempt = formatAdminDateTime(row.nextAttemptAt);
  const lastError = row.lastError ?? "";
  if (state === "sent") return { state, at: formatAdminDateTime(row.sentAt ?? row.nextAttemptAt) };
  if (state === "failed")
    return { state, attempts: row.attempts, lastError, at: formatAdminDateTime(row.failedAt ?? row.nextAttemptAt) };
  if (state === "retrying") return { state, attempts: row.attempts, lastError, nextAttempt };
  if (state === "sending") return { state };
  return { state, nextAttempt, configured };
}

/** The request's page, or a thrown 404. */
export async function getInquiryPage(id: number | null): Promise<InquiryDetailView> {
  const [request, origins] = id ? await Promise.all([getInquiry(id), quoteRequestOrigins([id])]) : [null, null];
  if (!request) throw data(t.notFound, { status: 404 });
  const origin = origins?.get(request.id);
  return {
    id: request.id,
    reference: inquiryReference(request.id),
    ...moment(request.createdAt),
    lang: request.lang,
    name: request.name,
    organisation: request.organisation,
    position: request.position,
    phone: request.phone,
    phoneDisplay: displayPhone(request.phone),
    email: request.email,
    province: provinceName(request.province, "vi"),
    preferredContact: request.preferredContact,
    consentText: request.consentText,
    message: request.message,
    topic: origin?.topic ?? "quote",
    course: origin?.course ?? "",
    // Before migration 0020 the page was not recorded: the form's own page, in the visitor's language.
    sourcePath: origin?.sourcePage || (request.lang === "en" ? "/en/contact" : "/contact"),
    status: request.status,
    products: request.products.map((product) => ({
      name: product.name,
      adminHref: product.productId ? `/admin/products/${product.productId}/edit` : null,
      publicHref: product.slug && product.isActive ? `/products/${product.slug}` : null,
    })),
    notes: request.notes.map(({ createdAt, ...note }) => ({ ...note, ...moment(createdAt) })),
    history: request.history.map(({ at, fromStatus, toStatus, ...change }) => ({
      ...change,
      from: fromStatus,
      to: toStatus,
      ...moment(at),
    })),
    deliveries: request.outbox.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipients: row.recipients,
      delivery: deliveryOf(row, mailSender() !== null),
    })),
  };
}

export interface ActionAnswer {
  result: InquiryActionResult;
  status: number;
}

const reply = (result: InquiryActionResult, status = 200): ActionAnswer => ({ result, status });

/** Adds a note or changes the status, as `actor`; each change is an audit entry. */
export async function handleInquiryAction(id: number | null, form: FormData, actor: Actor): Promise<ActionAnswer> {
  if (!id) return reply({ ok: false, message: t.notFound }, 404);
  const parsed = inquiryIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const note = form.get("body");
    const issue = parsed.error.issues[0];
    // A note refused for its text answers 200 with the message and the text kept; anything else is a bad request.
    if (form.get("intent") === "note" && issue?.path[0] === "body")
      return reply({ ok: false, message: issue.message, note: typeof note === "string" ? note : "" });
    return reply({ ok: false, message: t.saveFailed }, 400);
  }
  const reference = inquiryReference(id);
  const intent = parsed.data;
  try {
    if (intent.intent === "note") {
      if (!(await addInquiryNote(id, actor, intent.body))) return reply({ ok: false, message: t.notFound }, 404);
      audit({
        action: "create",
        entityKind: "other",
        entityId: reference,
        summary: t.audit.note(reference),
        intent: "note",
      });
      return reply({ ok: true, message: t.noteAdded });
    }
    if (intent.intent === "resend") {
      const retried = await retryGivenUpMessage(id, intent.message);
      if (retried === "missing") return reply({ ok: false, message: t.notFound }, 404);
      if (retried === "not-given-up") return reply({ ok: false, message: t.resendNotNeeded });
      audit({
        action: "update",
        entityKind: "other",
        entityId: reference,
        summary: t.audit.resend(reference, t.detail.kinds[retried.kind]),
        intent: "resend",
      });
      return reply({ ok: true, message: t.resent });
    }
    if (intent.from === intent.to) return reply({ ok: true, message: t.statusSame });
    const outcome = await changeInquiryStatus(id, intent.from, intent.to, actor);
    if (outcome === "missing") return reply({ ok: false, message: t.notFound }, 404);
    // Someone else changed it first: the page reloads with their status, nothing is overwritten.
    if (outcome === "stale") return reply({ ok: false, message: t.statusStale });
    audit({
      action: "update",
      entityKind: "other",
      entityId: reference,
      summary: t.audit.status(reference, t.statuses[intent.from], t.statuses[intent.to]),
      intent: "status",
    });
    return reply({ ok: true, message: t.statusSaved(t.statuses[intent.to]) });
  } catch (error) {
    console.error(`Quote request ${intent.intent} failed:`, error);
    return reply({ ok: false, message: t.saveFailed }, 500);
  }
}
