import { useState } from "react";
import { Button } from "~/components/ui/button";
import { vi as revisionTexts } from "~/i18n/messages/admin-revisions";
import { formatAdminTime } from "~/lib/admin-date";
import { type DraftChange, sideOf } from "~/lib/draft-changes";
import { WordDiff } from "./revisions/word-diff";

const t = revisionTexts.autosave;

/** A form field's label, from the revisions screen's names of the same columns (`titleEn` is `title_en`). */
export function draftFieldLabel(field: string): string {
  const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return revisionTexts.fields[column] ?? field;
}

/**
 * A draft typed over an older version than the one saved now (issue 28.2): it says whose save is
 * newer and when, shows each field that differs side by side (saved / draft, the revisions
 * screen's word diff), and applies only the fields chosen; nothing is replaced without a choice.
 */
export function OlderDraftOffer({
  changes,
  savedBy,
  savedAt,
  onApply,
  onDiscard,
}: {
  changes: readonly DraftChange[];
  savedBy: string;
  /** The current version's time (the row's version, ISO). */
  savedAt: string;
  onApply: (fields: string[]) => void;
  onDiscard: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const question = t.older(savedBy || t.someone, formatAdminTime(new Date(savedAt)));
  const toggle = (field: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });
  return (
    <section
      aria-label={question}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">{question}</p>
      <p>{t.olderHint}</p>
      <ul className="space-y-3">
        {changes.map(({ field, parts }) => {
          const label = draftFieldLabel(field);
          return (
            <li key={field} className="rounded-md border border-amber-200 bg-white p-3 text-slate-800">
              <label className="flex items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  checked={chosen.has(field)}
                  onChange={(event) => toggle(field, event.target.checked)}
                />
                {t.applyField(label)}
              </label>
              <div className="mt-2 grid gap-3 md:grid-cols-2">
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t.savedSide}</p>
                  <WordDiff parts={sideOf(parts, "before")} />
                </div>
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t.draftSide}</p>
                  <WordDiff parts={sideOf(parts, "after")} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={chosen.size === 0} onClick={() => onApply([...chosen])}>
          {t.applyChosen}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t.discardOlder}
        </Button>
      </div>
    </section>
  );
}
