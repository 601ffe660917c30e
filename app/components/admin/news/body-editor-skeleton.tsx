import { Fragment } from "react";

/**
 * The rich-text editor's frame while its code loads or TipTap starts: the toolbar's controls as
 * grey blocks of their own widths (so the bar wraps where the real one does), the 300 px editing
 * area and the footer line. The editor then takes exactly this room: nothing under it (the save
 * button) moves while someone reaches for it.
 */
/**
 * The toolbar's controls in its groups, by width in px: paragraph style, font size and colour;
 * bold, italic, underline and strike; the two lists; four alignments; link, image, image grid,
 * table and rule; undo and redo.
 */
const GROUPS: readonly (readonly number[])[] = [
  [104, 153, 32],
  [32, 32, 32, 32],
  [32, 32],
  [32, 32, 32, 32],
  [32, 32, 32, 32, 32],
  [32, 32],
];

const pulse = "animate-pulse rounded bg-slate-200 motion-reduce:animate-none";

export function BodyEditorSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <div
        aria-hidden="true"
        className="flex items-center gap-1 overflow-hidden rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1.5 sm:flex-wrap"
      >
        {GROUPS.map((widths, group) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
          <Fragment key={group}>
            {group > 0 && <span className="mx-0.5 h-6 w-px shrink-0 bg-slate-300" />}
            {widths.map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
              <span key={index} className={`h-8 shrink-0 ${pulse}`} style={{ width }} />
            ))}
          </Fragment>
        ))}
        {/* The preview toggle: an icon on a phone, with its word from `sm` up. */}
        <span className={`ml-auto h-8 w-8 shrink-0 sm:w-[103px] ${pulse}`} />
      </div>
      <div aria-hidden="true" className="rounded-b-lg border border-slate-300 bg-white">
        <div className="min-h-[300px] space-y-3 px-4 py-3">
          {["w-11/12", "w-full", "w-4/5"].map((width) => (
            <div key={width} className={`h-4 ${width} ${pulse}`} />
          ))}
        </div>
        <div className="flex justify-end border-t border-slate-200 px-3 py-1.5">
          <span className={`h-4 w-28 ${pulse}`} />
        </div>
      </div>
    </div>
  );
}
