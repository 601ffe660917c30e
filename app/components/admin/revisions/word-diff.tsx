import type { DiffPart } from "~/lib/revisions";

/** A word diff: removed words struck through in red, added ones underlined in green. */
export function WordDiff({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-6 text-slate-700">
      {parts.map((part, index) =>
        part.added ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts never move
          <ins key={index} className="rounded bg-emerald-100 px-0.5 text-emerald-900">
            {part.text}
          </ins>
        ) : part.removed ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts never move
          <del key={index} className="rounded bg-red-100 px-0.5 text-red-800">
            {part.text}
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
