import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";

/**
 * A row's order: its display order, up and down (across a page's edge too), and, in one
 * category, "move to position N" (how a product reaches another page; Enter or the button).
 */
export function ProductOrderControls({
  name,
  displayOrder,
  first,
  last,
  busy,
  onMove,
  place,
}: {
  name: string;
  displayOrder: number;
  /** First or last of the whole list (not of the page): nothing to move past. */
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: "up" | "down") => void;
  /** In one category: the row's place in it (1-based), the category's size, and the move. */
  place?: { position: number; count: number; onPlace: (position: number) => void };
}) {
  const t = useMessages(adminProductsMessages);
  const moves = [
    { direction: "up", symbol: "▲", label: t.moveUp(name), edge: first },
    { direction: "down", symbol: "▼", label: t.moveDown(name), edge: last },
  ] as const;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <span className="w-8 tabular-nums text-slate-700">{displayOrder}</span>
      {moves.map((move) => (
        <button
          key={move.direction}
          type="button"
          disabled={move.edge || busy}
          aria-label={move.label}
          onClick={() => onMove(move.direction)}
          className="inline-flex h-8 w-8 items-center justify-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30"
        >
          {move.symbol}
        </button>
      ))}
      {place && place.count > 1 ? (
        <form
          className="flex items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            const value = Number(new FormData(event.currentTarget).get("position"));
            if (Number.isInteger(value) && value >= 1 && value !== place.position) place.onPlace(value);
          }}
        >
          <input
            type="number"
            name="position"
            min={1}
            max={place.count}
            required
            defaultValue={place.position}
            // A new place after a move: the field starts from it again.
            key={place.position}
            aria-label={t.position(name)}
            className="h-8 w-16 rounded border border-slate-300 px-1.5 text-sm tabular-nums"
          />
          <button
            type="submit"
            disabled={busy}
            aria-label={t.placeLabel(name)}
            className="h-8 rounded border border-slate-300 px-2 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-30"
          >
            {t.place}
          </button>
        </form>
      ) : null}
    </div>
  );
}
