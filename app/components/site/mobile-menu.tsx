import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n";
import { Link } from "~/i18n/link";
import type { NavEntry } from "./nav-items";

const focusableSelector = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
const chevron = "M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z";

/**
 * The phone menu: a popover its button opens, closed by Escape or a tap outside, all without
 * JavaScript (the scripts come after the first paint, decision 008). Once hydrated it also locks
 * the page's scroll, keeps focus inside, closes on a new page and tells the header (`onOpenChange`).
 * The browser exposes the button's expanded state from the popover (HTML forbids aria-expanded on
 * a popover's invoker).
 */
export function MobileMenu({ items, onOpenChange }: { items: NavEntry[]; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Opened before hydration: take the page's state.
  useEffect(() => setOpen(panelRef.current?.matches(":popover-open") ?? false), []);
  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  // The popover's own toggle event sets `open`, so closing is asking the popover to hide.
  const close = useCallback(() => {
    if (panelRef.current?.matches(":popover-open")) panelRef.current.hidePopover();
  }, []);
  // A new page closes the menu (not the first render: a menu opened before hydration stays open).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    close();
  }, [location.pathname, close]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.querySelector<HTMLElement>(focusableSelector)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      // Keep focus inside the open menu (its toggle button included).
      const focusable = [
        toggleRef.current,
        ...Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector)),
      ].filter((el): el is HTMLElement => Boolean(el));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget="mobile-menu"
        className="group -mr-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 sm:mr-0 lg:hidden"
        aria-controls="mobile-menu"
        aria-label={open ? t.header.closeMenu : t.header.openMenu}
      >
        {/* The icon follows the popover's own state (the toggle is followed by the open menu), so it is
            right before hydration too. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path className="hidden group-[:has(+#mobile-menu:popover-open)]:inline" d="M6 6l12 12M18 6L6 18" />
          <path className="group-[:has(+#mobile-menu:popover-open)]:hidden" d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        popover="auto"
        onToggle={(event) => {
          // React passes a sub-menu's <details> toggle up the tree: only the popover's own counts.
          if (event.target === event.currentTarget) setOpen(event.newState === "open");
        }}
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100svh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-100 bg-white px-4 pb-6 text-inherit shadow-md lg:hidden"
      >
        <MobileNav items={items} onNavigate={close} />
      </div>
    </>
  );
}

/** Entries with children expand by their title (a <details>); one expanded at a time. */
function MobileNav({ items, onNavigate }: { items: NavEntry[]; onNavigate: () => void }) {
  const t = useT();
  const [expanded, setExpanded] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // Expanded before hydration: take the page's state.
  useEffect(() => setExpanded(navRef.current?.querySelector("details[open]")?.getAttribute("data-key") ?? null), []);
  return (
    <nav ref={navRef} aria-label={t.header.mainNavigation}>
      <ul className="flex flex-col py-2">
        {items.map((item) => (
          <li key={item.key}>
            {item.children ? (
              <details
                name="mobile-submenu"
                data-key={item.key}
                open={expanded === item.key}
                onToggle={(event) => {
                  const isOpen = event.currentTarget.open;
                  setExpanded((current) => (isOpen ? item.key : current === item.key ? null : current));
                }}
                className="group"
              >
                {/* The browser exposes its expanded state (HTML forbids aria-expanded on a details' summary). */}
                <summary
                  aria-controls={`submenu-${item.key}`}
                  className="flex w-full cursor-pointer list-none items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-slate-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
                >
                  {item.label}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    width="18"
                    height="18"
                    fill="currentColor"
                    className="group-open:rotate-180"
                  >
                    <path d={chevron} />
                  </svg>
                </summary>
                <ul id={`submenu-${item.key}`} className="mb-2 ml-3 border-l border-slate-200 pl-3">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link
                        to={child.href}
                        onClick={onNavigate}
                        className="block rounded-md px-3 py-2 text-sm text-slate-600 hover:bg-slate-50"
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <Link
                to={item.href}
                onClick={onNavigate}
                className="block rounded-md px-3 py-3 text-base font-semibold text-slate-700 hover:bg-slate-50"
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
