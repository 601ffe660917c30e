import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import type { InquiryNoteView } from "~/lib/quotes/inbox-views";
import { QUOTE_LIMITS } from "~/lib/quotes/quote-requests";

const d = t.detail;

/**
 * Staff's notes on a request, oldest first (who, when), and the form to add one. A refused note
 * comes back in the box (`kept`); a saved one empties it (the form is keyed on the count).
 */
export function InquiryNotes({ notes, kept, error }: { notes: InquiryNoteView[]; kept?: string; error?: string }) {
  const busy = useNavigation().formData?.get("intent") === "note";
  return (
    <Section id="inquiry-notes" title={d.notes}>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{d.noNotes}</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label={d.notes}>
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-500">
                <span className="font-semibold text-slate-700">{note.username}</span> ·{" "}
                <time dateTime={note.atIso}>{note.at}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" className="mt-4 space-y-2" key={`${notes.length}-${kept ?? ""}`}>
        <input type="hidden" name="intent" value="note" />
        <Field label={d.note} error={error}>
          {(control) => (
            <textarea
              {...control}
              name="body"
              rows={3}
              maxLength={QUOTE_LIMITS.note}
              required
              defaultValue={kept}
              className={inputClass}
            />
          )}
        </Field>
        <button type="submit" className={buttonClass()} disabled={busy}>
          {d.addNote}
        </button>
      </Form>
    </Section>
  );
}
