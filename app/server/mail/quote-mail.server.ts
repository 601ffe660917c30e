/**
 * The texts of a quote request's notifications: staff's, in Vietnamese, with every
 * field sent and a link to the request; the visitor's acknowledgement, in their language, with
 * what happens next and the hotline. Plain text: read the same in every mail program.
 */
import { type Lang, pick } from "~/i18n/lang";
import { vi as inquiryText } from "~/i18n/messages/admin-inquiries";
import { vi as staffText } from "~/i18n/messages/admin-quote-mail";
import { messages } from "~/i18n/messages/quotes";
import { formatAdminDateTime } from "~/lib/admin-date";
import { displayPhone } from "~/lib/quotes/phone";
import { PROVINCES } from "~/lib/quotes/provinces";
import type { QuoteRequestInput } from "~/lib/validation/quote-request";
import type { OutboxDraft } from "../services/quote-outbox.server";

/** What the texts need of a stored request. */
export interface StoredRequest {
  id: number;
  lang: Lang;
  createdAt: Date;
  input: Pick<
    QuoteRequestInput,
    | "name"
    | "organisation"
    | "position"
    | "phone"
    | "email"
    | "province"
    | "message"
    | "preferredContact"
    | "topic"
    | "course"
    | "source"
  >;
  /** The Vietnamese names (staff's), and the names in the visitor's language. */
  products: readonly { nameVi: string; name: string }[];
  consentText: string;
}

/** What the texts need of the settings. */
export interface MailSettings {
  quoteNotifyEmails: readonly string[];
  quoteAcknowledge: boolean;
  hotline: string;
  companyName: string;
  companyNameEn: string;
  /** PUBLIC_SITE_URL: without it staff's link is the path alone. */
  siteUrl?: string;
}

export const requestReference = (id: number) => `YC-${id}`;

/** Topics whose subject names the products (or says it is a general enquiry); the others name themselves. */
const PRODUCT_TOPICS: readonly string[] = ["quote", "general"];

/** One line, at most `max` characters: a header never carries a line break. */
function oneLine(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function staffNotification(
  request: StoredRequest,
  recipients: readonly string[],
  siteUrl?: string,
): OutboxDraft {
  const t = staffText;
  const { input } = request;
  const reference = requestReference(request.id);
  const sender = oneLine(input.organisation || input.name, 120);
  const [first, ...rest] = request.products;
  const topic = input.topic ?? (first ? "quote" : "general");
  const d = inquiryText.detail;
  // A course's registration says so first: staff triage by subject line.
  const subject = !PRODUCT_TOPICS.includes(topic)
    ? inquiryText.mailSubject(
        reference,
        oneLine(d.topics[topic] + (input.course ? `: ${input.course}` : ""), 160),
        sender,
      )
    : first
      ? t.subjectQuote(
          reference,
          oneLine(first.nameVi, 120) + (rest.length ? ` ${t.moreProducts(rest.length)}` : ""),
          sender,
        )
      : t.subjectEnquiry(reference, sender);
  const site = siteUrl ? `${siteUrl.replace(/\/+$/, "")}/` : undefined;
  const path = `/admin/inquiries/${request.id}`;
  const link = site ? new URL(path, site).href : path;
  const source = input.source ? (site ? new URL(input.source, site).href : input.source) : "";
  const province = PROVINCES.find((p) => p.code === input.province)?.vi ?? input.province;
  const field = (label: string, value: string) => `${label}: ${value || t.empty}`;
  const body = [
    t.heading(reference),
    "",
    t.open,
    link,
    "",
    `${t.sentAt}: ${formatAdminDateTime(request.createdAt)}`,
    field(d.source, source),
    "",
    field(d.topic, d.topics[topic]),
    ...(input.course ? [field(d.course, input.course)] : []),
    "",
    `${t.products}:`,
    ...(request.products.length ? request.products.map((p) => `- ${p.nameVi}`) : [`- ${t.generalEnquiry}`]),
    "",
    field(t.fields.name, input.name),
    field(t.fields.organisation, input.organisation),
    field(t.fields.position, input.position),
    field(t.fields.phone, displayPhone(input.phone)),
    field(t.fields.email, input.email),
    field(t.fields.province, province),
    field(t.fields.preferredContact, t.contacts[input.preferredContact]),
    field(t.fields.language, t.languages[request.lang]),
    "",
    `${t.message}:`,
    input.message || t.noMessage,
    "",
    t.consent,
    request.consentText,
    "",
  ].join("\n");
  return { kind: "staff", recipients, subject: oneLine(subject, 250), body, replyTo: input.email };
}

/**
 * The visitor's acknowledgement. It repeats nothing they typed but their name: anyone may type
 * someone else's address, and the mail must not carry a stranger's text to it.
 */
export function acknowledgement(request: StoredRequest, settings: MailSettings): OutboxDraft {
  const t = messages[request.lang];
  const a = t.acknowledgement;
  const reference = requestReference(request.id);
  const company = pick(settings.companyName, settings.companyNameEn, request.lang);
  const body = [
    a.greeting(oneLine(request.input.name, 100)),
    "",
    a.received(reference),
    ...(request.products.length ? ["", a.products, ...request.products.map((p) => `- ${p.name}`)] : []),
    "",
    t.done.next,
    t.done.urgent(settings.hotline),
    "",
    a.signature(company),
    "",
  ].join("\n");
  return {
    kind: "acknowledgement",
    recipients: [request.input.email],
    subject: oneLine(a.subject(reference, company), 250),
    body,
  };
}

/** A stored request's notifications, as the settings ask for them. */
export function requestNotifications(request: StoredRequest, settings: MailSettings): OutboxDraft[] {
  const drafts: OutboxDraft[] = [];
  if (settings.quoteNotifyEmails.length > 0)
    drafts.push(staffNotification(request, settings.quoteNotifyEmails, settings.siteUrl));
  if (settings.quoteAcknowledge) drafts.push(acknowledgement(request, settings));
  return drafts;
}
