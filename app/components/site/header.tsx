import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n";
import { Link, NavLink } from "~/i18n/link";
import { NAV_ITEMS } from "~/lib/navigation";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

const SCROLL_THRESHOLD = 50;

export function Header() {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Choosing a link (a new path) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
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
      data-scrolled={solid ? "true" : "false"}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        solid ? "bg-white shadow-md" : "bg-white/85 backdrop-blur"
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
            {NAV_ITEMS.filter((item) => item.inHeader).map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.href}
                  end={item.href === "/"}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
                      isActive ? "text-primary" : "text-slate-700 hover:text-primary"
                    }`
                  }
                >
                  {t.nav[item.key]}
                </NavLink>
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
        <div ref={panelRef} id="mobile-menu" className="border-t border-slate-100 bg-white px-4 pb-6 lg:hidden">
          <nav aria-label={t.header.mainNavigation}>
            <ul className="flex flex-col py-2">
              {NAV_ITEMS.filter((item) => item.inHeader).map((item) => (
                <li key={item.key}>
                  <Link
                    to={item.href}
                    className="block rounded-md px-3 py-3 text-base font-semibold text-slate-700 hover:bg-slate-50"
                    onClick={() => setMenuOpen(false)}
                  >
                    {t.nav[item.key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </header>
  );
}
