import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n";
import { Link, NavLink } from "~/i18n/link";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { type NavEntry, useHeaderNav } from "./nav-items";

export const SCROLL_THRESHOLD = 50;

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Header() {
  const t = useT();
  const nav = useHeaderNav();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      // Keep focus inside the open menu (its toggle button included).
      const focusable = [
        toggleRef.current,
        ...Array.from(panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []),
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
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        solid ? "bg-white shadow-md" : "bg-white/80 backdrop-blur"
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t.header.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <Link to="/" aria-label={t.header.homeLink}>
          <Logo />
        </Link>
        <nav aria-label={t.header.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.key} className="relative">
                {item.children ? (
                  <DesktopSubmenu item={item} />
                ) : (
                  <NavLink
                    to={item.href}
                    end={item.href === "/"}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
                        isActive ? "text-primary" : "text-slate-700 hover:text-primary"
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitch />
          <button
            ref={toggleRef}
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t.header.closeMenu : t.header.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div
          ref={panelRef}
          id="mobile-menu"
          className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-slate-100 bg-white px-4 pb-6 lg:hidden"
        >
          <MobileNav items={nav} onNavigate={() => setMenuOpen(false)} />
        </div>
      )}
    </header>
  );
}

/** Desktop: the entry's link, and a button that opens its sub-menu (also on hover). */
function DesktopSubmenu({ item }: { item: NavEntry }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const containerRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on path change on purpose
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="group flex items-center">
      <NavLink
        to={item.href}
        className={({ isActive }) =>
          `rounded-md py-2 pl-3 text-sm font-semibold transition-colors ${
            isActive || location.pathname.includes("/products") ? "text-primary" : "text-slate-700 hover:text-primary"
          }`
        }
      >
        {item.label}
      </NavLink>
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? t.header.closeSubmenu(item.label) : t.header.openSubmenu(item.label)}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md px-1 py-2 text-slate-500 hover:text-primary"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {/* Opens on hover (CSS) or with the button (keyboard, touch). */}
      <div className={`absolute left-0 top-full z-50 w-64 pt-1 ${open ? "block" : "hidden"} group-hover:block`}>
        <ul className="rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
          {item.children?.map((child) => (
            <li key={child.href}>
              <Link
                to={child.href}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-primary-50 hover:text-primary"
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Mobile: entries with children expand by their title; one expanded at a time. */
function MobileNav({ items, onNavigate }: { items: NavEntry[]; onNavigate: () => void }) {
  const t = useT();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <nav aria-label={t.header.mainNavigation}>
      <ul className="flex flex-col py-2">
        {items.map((item) => (
          <li key={item.key}>
            {item.children ? (
              <>
                <button
                  type="button"
                  aria-expanded={expanded === item.key}
                  aria-controls={`submenu-${item.key}`}
                  onClick={() => setExpanded((current) => (current === item.key ? null : item.key))}
                  className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-slate-700 hover:bg-slate-50"
                >
                  {item.label}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    width="18"
                    height="18"
                    fill="currentColor"
                    className={expanded === item.key ? "rotate-180" : ""}
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                  </svg>
                </button>
                {expanded === item.key && (
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
                )}
              </>
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
