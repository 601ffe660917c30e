/** A decorative line icon on a 24 px grid (pair it with a text label or an aria-label). */
export function StrokeIcon({
  d,
  className = "h-5 w-5",
  strokeWidth = 2,
}: {
  /** The SVG path. */
  d: string;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const CLOSE_PATH = "M6 6l12 12M18 6 6 18";
