import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n";
import { Link, NavLink } from "~/i18n/link";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { type NavEntry, useHeaderNav } from "./nav-items";
import { telHref, useSiteContacts } from "./site-data";

export const SCROLL_THRESHOLD = 50;

export function Header() {
  const t = useT();
  const nav = useHeaderNav();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const solid = scrolled || menuOpen;
  return (
    // Opaque from the start: at the top of a page a translucent, blurred header (backdrop-filter)
    // looked the same (white over the white page), but while the page loaded it kept Chromium's
    // compositor drawing frames, about half of the screenshots Lighthouse takes (decision 036).
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 bg-white transition-shadow duration-300 ${solid ? "shadow-md" : ""}`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t.header.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:h-20">
        {/* Named by what it shows (the logo's "An Việt Medical"), then where it leads. */}
        <Link to="/" className="shrink-0">
          <Logo />
          <span className="sr-only"> – {t.header.homeLink}</span>
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
        {/* Spaced tighter on phones, where the hotline shares the row (360 px wide at least). */}
        <div className="flex items-center gap-1.5 sm:gap-3">
          <Hotline />
          <LanguageSwitch />
          <MobileMenu items={nav} onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  );
}

/**
 * The hotline as a tap-to-call link where the navigation is folded away (phones, tablets): a
 * buyer calls from the header without opening anything. Two short lines, so it fits beside the
 * logo, the language switch and the menu button from 360 px; narrower, the contact widget's call
 * link is the way.
 */
function Hotline() {
  const t = useT();
  const { hotline } = useSiteContacts();
  if (!hotline.trim()) return null;
  return (
    <a
      href={telHref(hotline)}
      className="flex flex-col items-end rounded-md leading-tight text-primary hover:text-primary-700 max-[359px]:hidden lg:hidden"
    >
      <span className="text-[10px] font-semibold uppercase tracking-wider text-slate-600">{t.header.hotline}</span>{" "}
      <span className="whitespace-nowrap text-[13px] font-bold tracking-tight">{hotline}</span>
    </a>
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
