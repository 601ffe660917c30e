import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { vi as revisionTexts } from "~/i18n/messages/admin-revisions";
import { formatAdminTime } from "~/lib/admin-date";
import {
  canKeepBoth,
  conflictContext,
  conflictsOf,
  type FieldMerge,
  type MergeChoice,
  type MergeDecision,
  readableTokens,
  undecided,
} from "~/lib/draft-merge";
import { columnOf, fieldLabelsOf } from "~/lib/validation/form-fields";
import { newsFormSchema } from "~/lib/validation/news";
import { productFormSchema } from "~/lib/validation/product";

const t = revisionTexts.autosave;

/** The editors' fields by name, as their forms' schemas label them (a slug is "Slug URL" in both). */
const formLabels: Record<string, string> = { ...fieldLabelsOf(newsFormSchema), ...fieldLabelsOf(productFormSchema) };

/** A draft field's label: its form's, else the revisions screen's name of its column (a product's department). */
export function draftFieldLabel(field: string): string {
  return formLabels[field] ?? revisionTexts.fields[columnOf(field)] ?? field;
}

/**
 * A draft typed over an older version than the one saved now, merged with it: it
 * says whose save is newer and when; lists the fields merged without a question (each can be left
 * as saved); shows each place both changed side by side, the draft's and the saved one, with the
 * choice of either or both. Nothing is applied until every such place is decided; applying fills
 * the form, and the editor still saves.
 */
export function DraftMergeReview({
  merges,
  savedBy,
  savedAt,
  onApply,
  onDiscard,
}: {
  merges: readonly FieldMerge[];
  savedBy: string;
  /** The current version's time (the row's version, ISO). */
  savedAt: string;
  onApply: (decision: MergeDecision) => void;
  onDiscard: () => void;
}) {
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(() => new Set());
  const [choices, setChoices] = useState<Record<string, (MergeChoice | undefined)[]>>({});
  const name = savedBy || t.someone;
  const question = t.older(name, formatAdminTime(new Date(savedAt)));
  const merged = merges.filter((merge) => merge.outcome !== "conflict");
  const conflicted = merges.filter((merge) => merge.outcome === "conflict");
  const left = undecided(conflicted, choices);
  const toggle = (field: string, on: boolean) =>
    setSkipped((current) => {
      const next = new Set(current);
      if (on) next.delete(field);
      else next.add(field);
      return next;
    });
  const choose = (field: string, index: number, choice: MergeChoice) =>
    setChoices((current) => {
      const next = [...(current[field] ?? [])];
      next[index] = choice;
      return { ...current, [field]: next };
    });

  return (
    <section
      aria-label={question}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">{question}</p>
      {merges.length === 0 ? <p>{t.nothingLeft}</p> : <p>{t.olderHint}</p>}
      {merged.length > 0 && (
        <div className="space-y-2">
          <h2 className="font-semibold">{t.mergedTitle}</h2>
          <ul className="space-y-2">
            {merged.map((merge) => (
              <li key={merge.field} className="rounded-md border border-amber-200 bg-white p-3 text-slate-800">
                <label className="flex items-center gap-2 font-medium">
                  <input
                    type="checkbox"
                    className="h-6 w-6 shrink-0 rounded border-slate-300 text-primary"
                    checked={!skipped.has(merge.field)}
                    onChange={(event) => toggle(merge.field, event.target.checked)}
                  />
                  {t.applyField(draftFieldLabel(merge.field))}
                </label>
                <p className="mt-1 text-slate-600">{merge.outcome === "draft" ? t.fromDraftOnly : t.mergedBoth}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {conflicted.length > 0 && (
        <div className="space-y-2">
          <h2 className="font-semibold">{t.conflictsTitle}</h2>
          {conflicted.map((merge) => (
            <FieldConflicts
              key={merge.field}
              merge={merge}
              savedBy={name}
              chosen={choices[merge.field] ?? []}
              onChoose={(index, choice) => choose(merge.field, index, choice)}
            />
          ))}
        </div>
      )}
      {left > 0 && <p className="font-medium">{t.undecided(left)}</p>}
      <div className="flex flex-wrap gap-2">
        {merges.length > 0 && (
          <Button size="sm" disabled={left > 0} onClick={() => onApply({ skipped: [...skipped], choices })}>
            {t.applyMerge}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t.discardOlder}
        </Button>
      </div>
    </section>
  );
}

/** One field's places that both changed, each side by side with its choice. */
function FieldConflicts({
  merge,
  savedBy,
  chosen,
  onChoose,
}: {
  merge: FieldMerge;
  savedBy: string;
  chosen: readonly (MergeChoice | undefined)[];
  onChoose: (index: number, choice: MergeChoice) => void;
}) {
  const group = useId();
  const label = draftFieldLabel(merge.field);
  const conflicts = conflictsOf(merge);
  return (
    <>
      {conflicts.map((conflict, index) => {
        const context = conflictContext(merge, index);
        const options: [MergeChoice, string][] = [
          ["mine", t.keepMine],
          ["theirs", t.keepTheirs],
          ...(canKeepBoth(merge, conflict) ? [["both", t.keepBoth] as [MergeChoice, string]] : []),
        ];
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a field's conflicts keep their order
            key={index}
            className="rounded-md border border-amber-200 bg-white p-3 text-slate-800"
          >
            <legend className="px-1 font-medium">{t.conflictLegend(label, index + 1, conflicts.length)}</legend>
            <div className="grid gap-3 md:grid-cols-2">
              <ConflictSide title={t.mineSide} merge={merge} tokens={conflict.mine} context={context} />
              <ConflictSide title={t.theirsSide(savedBy)} merge={merge} tokens={conflict.theirs} context={context} />
            </div>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {options.map(([choice, text]) => (
                <label key={choice} className="flex min-h-6 items-center gap-2">
                  <input
                    type="radio"
                    className="h-6 w-6 shrink-0 text-primary"
                    name={`${group}-${index}`}
                    value={choice}
                    checked={chosen[index] === choice}
                    onChange={() => onChoose(index, choice)}
                  />
                  {text}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

/** One side of a conflict: the words with a little of the text around them, or the blocks or entries. */
function ConflictSide({
  title,
  merge,
  tokens,
  context,
}: {
  title: string;
  merge: FieldMerge;
  tokens: readonly string[];
  context: { before: string; after: string };
}) {
  const lines = readableTokens(merge.format, tokens).filter((line) => line.text !== "" || line.image);
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      {lines.length === 0 ? (
        <p className="italic text-slate-600">{t.nothing}</p>
      ) : merge.format === "words" ? (
        <p className="break-words">
          {context.before && <span className="text-slate-600">…{context.before} </span>}
          <mark className="rounded bg-amber-100 px-0.5 text-slate-900">{lines[0]?.text}</mark>
          {context.after && <span className="text-slate-600"> {context.after}…</span>}
        </p>
      ) : (
        <ul className="space-y-1">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one side, in order
            <li key={index} className="break-words rounded bg-amber-100 px-1">
              {line.text || t.image}
              {line.text && line.image ? ` ${t.image}` : ""}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
