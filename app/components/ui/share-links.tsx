import { facebookShareUrl, zaloShareUrl } from "~/lib/share";

interface ShareTarget {
  /** The link's accessible name ("Chia sẻ lên Zalo"). */
  label: string;
  text: string;
}

/** The Zalo and Facebook share links of a page's address, as list items (they work without scripts). */
export function ShareLinkItems({
  url,
  zalo,
  facebook,
  className,
}: {
  url: string;
  zalo: ShareTarget;
  facebook: ShareTarget;
  className: string;
}) {
  return [
    { href: zaloShareUrl(url), ...zalo },
    { href: facebookShareUrl(url), ...facebook },
  ].map((link) => (
    <li key={link.href}>
      <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} className={className}>
        {link.text}
      </a>
    </li>
  ));
}
