/**
 * The intents of a quote request's page (/admin/inquiries/:id): add a note, change the status,
 * send again a notification the sender gave up on.
 * A status change names the status the page showed (`from`): the action refuses it when someone
 * changed the request in between, so that nobody overwrites a change they have not seen.
 */
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { QUOTE_LIMITS, QUOTE_STATUSES } from "~/lib/quotes/quote-requests";
import { z } from "~/lib/zod";
import { plainText } from "./plain-text";

export const inquiryIntent = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("note"),
    body: plainText(
      z
        .string({ error: t.noteRequired })
        .trim()
        .min(1, { error: t.noteRequired, abort: true })
        .max(QUOTE_LIMITS.note, { error: t.noteTooLong(QUOTE_LIMITS.note), abort: true }),
      { multiline: true },
    ),
  }),
  z.object({
    intent: z.literal("resend"),
    message: z.coerce.number().int().positive(),
  }),
  z.object({
    intent: z.literal("status"),
    from: z.enum(QUOTE_STATUSES),
    to: z.enum(QUOTE_STATUSES),
  }),
]);

export type InquiryIntent = z.output<typeof inquiryIntent>;
