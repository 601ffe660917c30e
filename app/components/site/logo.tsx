/**
 * The company mark: a white cross on the brand blue, with the name beside it, in capitals by CSS
 * (the text itself is the name as it is spoken, which a link around the mark takes as its name).
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="36" height="36" className="shrink-0">
        <rect width="64" height="64" rx="14" fill={inverted ? "#ffffff" : "#0433c8"} />
        <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill={inverted ? "#0433c8" : "#ffffff"} />
      </svg>
      <span className="uppercase leading-tight">
        <span className={`block text-lg font-extrabold tracking-tight ${inverted ? "text-white" : "text-primary"}`}>
          An Việt
        </span>{" "}
        <span
          className={`block text-[11px] font-semibold tracking-[0.2em] ${inverted ? "text-blue-100" : "text-slate-600"}`}
        >
          Medical
        </span>
      </span>
    </span>
  );
}
