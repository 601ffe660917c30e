import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n";
import { telHref, useSiteContacts } from "./site-data";

/**
 * The floating 'Hỗ trợ 24/7' button with Zalo and phone links: round and compact on phones,
 * expanding on tap. The panel is a popover its button opens, so it works before the scripts
 * arrive (decision 008); the button's look follows the popover's state in CSS, the browser exposes
 * its expanded state from the popover (HTML forbids aria-expanded there), and React keeps the
 * spoken label in step once hydrated. A landmark of its own (an aside), as its panel opens
 * outside the page's header, main and footer.
 */
export function ContactWidget() {
  const t = useT();
  const contacts = useSiteContacts();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  // Opened before hydration: take the page's state.
  useEffect(() => setOpen(panelRef.current?.matches(":popover-open") ?? false), []);

  const links = [
    { label: t.contactWidget.zaloNationwide, href: contacts.zaloNationwide, external: true },
    { label: t.contactWidget.callNationwide, href: telHref(contacts.hotline), external: false },
    { label: t.contactWidget.zaloNorth, href: contacts.zaloNorth, external: true },
    { label: t.contactWidget.zaloSouth, href: contacts.zaloSouth, external: true },
  ];
  return (
    <aside aria-label={t.contactWidget.title} className="group fixed bottom-5 right-5 z-30">
      {/* Above the button: 1.25 rem from the edge, the 3.5 rem button and a 0.75 rem gap. */}
      <div
        ref={panelRef}
        id="contact-widget-panel"
        popover="auto"
        onToggle={(event) => {
          // React passes a sub-menu's <details> toggle up the tree: only the popover's own counts.
          if (event.target === event.currentTarget) setOpen(event.newState === "open");
        }}
        className="fixed inset-auto bottom-[5.5rem] right-5 m-0 w-72 rounded-2xl border-0 bg-white p-4 text-inherit shadow-2xl ring-1 ring-slate-200"
      >
        <p className="font-bold text-slate-900">{t.contactWidget.title}</p>
        <p className="text-sm text-slate-500">{t.contactWidget.subtitle}</p>
        <ul className="mt-3 space-y-2">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="block rounded-lg bg-primary-50 px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        popoverTarget="contact-widget-panel"
        aria-controls="contact-widget-panel"
        data-testid="contact-widget-button"
        className="flex items-center gap-3 rounded-full bg-primary p-2 text-left text-white shadow-lg hover:bg-primary-700 sm:pr-5 group-has-[#contact-widget-panel:popover-open]:pr-5"
      >
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white/15" aria-hidden="true">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 5a2 2 0 0 1 2-2h2l2 5-2.5 1.5a11 11 0 0 0 5 5L14 12l5 2v2a2 2 0 0 1-2 2A15 15 0 0 1 4 5z" />
          </svg>
        </span>
        {/* On a phone the button is a round icon until tapped; from sm up it shows its text. */}
        <span className="sr-only group-has-[#contact-widget-panel:popover-open]:not-sr-only group-has-[#contact-widget-panel:popover-open]:block sm:not-sr-only sm:block">
          <span className="block text-sm font-bold">{t.contactWidget.title}</span>
          <span className="block text-xs text-blue-100">{t.contactWidget.subtitle}</span>
          <span className="sr-only">{open ? t.contactWidget.close : t.contactWidget.open}</span>
        </span>
      </button>
    </aside>
  );
}
