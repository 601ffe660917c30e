import { vi as addressTexts } from "~/i18n/messages/admin-addresses";

/** A published item's public address from the slug it was loaded with to the one in the form, or null when it stays. */
export function addressMove(
  base: "/news" | "/products",
  published: boolean,
  loadedSlug: string | null | undefined,
  slug: string,
): { from: string; to: string } | null {
  if (!published || !loadedSlug || !slug || slug === loadedSlug) return null;
  return { from: `${base}/${loadedSlug}`, to: `${base}/${slug}` };
}

/** The success message, with the address change when there is one. */
export function savedWithMove(saved: string, move: { from: string; to: string } | null): string {
  return move ? `${saved} ${addressTexts.moved(move.from, move.to)}` : saved;
}

/**
 * Under the slug of a published item: its address is about to change, from where to where, and
 * the old one will answer 301 (decision 013), so the change is never unannounced.
 */
export function SlugChangeNotice({ move }: { move: { from: string; to: string } | null }) {
  if (!move) return null;
  return (
    <p
      aria-live="polite"
      data-slug-change
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {addressTexts.willMove(move.from, move.to)}
    </p>
  );
}
