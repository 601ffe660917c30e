import type { ReactNode } from "react";

const LOOKS = {
  /** A card standing for a part of the page (the about page's mission and vision): a size larger. */
  2: { heading: "mt-5 text-2xl font-extrabold text-slate-900", text: "mt-3 text-lg leading-relaxed text-slate-600" },
  /** One of a section's cards (the recruitment page's ways to apply). */
  3: { heading: "mt-5 text-xl font-bold text-slate-900", text: "mt-2 text-slate-600" },
} as const;

/**
 * A white card led by an icon on a tile of the brand colour, then a heading, a line of text and
 * what follows them (`children`). The heading's level sets its size.
 */
export function IconTileCard({
  icon,
  title,
  text,
  level = 3,
  children,
}: {
  /** An icon (aria-hidden): the heading names the card. */
  icon: ReactNode;
  title: string;
  text: string;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = `h${level}` as const;
  const look = LOOKS[level];
  return (
    <article className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary text-white">{icon}</span>
      <Heading className={look.heading}>{title}</Heading>
      <p className={look.text}>{text}</p>
      {children}
    </article>
  );
}
