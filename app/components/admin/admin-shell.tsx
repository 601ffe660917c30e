import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation, useNavigation } from "react-router";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import { vi as inquiryTexts } from "~/i18n/messages/admin-inquiries";
import { may } from "~/lib/access";
import { adminDateParts } from "~/lib/admin-date";
import type { Role } from "~/lib/roles";
import { Icon, type IconName } from "./icons";

interface AdminShellProps {
  username: string;
  /** The account's role: the navigation lists only what it may open (lib/access.ts). */
  role: Role;
  /** ISO timestamp of "now" from the server, so server and browser render the same date. */
  today: string;
  /** The quote requests' entry: shown while the form is on or requests are stored, with the count of new ones. */
  inquiries: { shown: boolean; newCount: number };
  children: React.ReactNode;
}

type NavEntry = { to: string; label: string; icon: IconName; count?: number };

/** The admin frame: sidebar (a drawer on small screens), top bar with the date, and the page. */
export function AdminShell({ username, role, today, inquiries, children }: AdminShellProps) {
  const t = useMessages(adminMessages);
  const { pathname } = useLocation();
  const loading = useNavigation().state === "loading";
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();
  const date = adminDateParts(today);

  // The drawer closes on navigation; every path change scrolls smoothly to the top.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    setMenuOpen(false);
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const entries: NavEntry[] = [
    { to: "/admin/dashboard", label: t.layout.dashboard, icon: "dashboard" },
    ...(inquiries.shown
      ? [{ to: "/admin/inquiries", label: inquiryTexts.title, icon: "inbox" as const, count: inquiries.newCount }]
      : []),
    { to: "/admin/products", label: t.layout.products, icon: "products" },
    { to: "/admin/categories", label: t.layout.categories, icon: "categories" },
    { to: "/admin/news", label: t.layout.news, icon: "news" },
    { to: "/admin/settings", label: t.layout.settings, icon: "settings" },
    { to: "/admin/redirects", label: t.layout.redirects, icon: "redirect" },
    { to: "/admin/deleted", label: t.layout.deleted, icon: "trash" },
    { to: "/admin/users", label: t.layout.users, icon: "users" },
    { to: "/admin/audit", label: t.layout.audit, icon: "history" },
    { to: "/admin/account", label: t.layout.account, icon: "key" },
  ];
  const links = entries.filter((link) => may(role, link.to));

  return (
    <div className="admin-frame min-h-screen bg-slate-50 lg:flex">
      {menuOpen ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <aside
        id={sidebarId}
        className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-900 text-slate-100 transition-transform duration-200 lg:sticky lg:top-0 lg:h-screen lg:translate-x-0 ${
          menuOpen ? "translate-x-0" : "-translate-x-full"
        } ${menuOpen ? "" : "max-lg:invisible"}`}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 px-5">
          <NavLink to="/admin/dashboard" className="text-lg font-bold tracking-tight text-white">
            {t.siteTitle}
          </NavLink>
          <button
            type="button"
            className="rounded-md p-2 text-slate-300 hover:bg-white/10 lg:hidden"
            onClick={() => {
              setMenuOpen(false);
              menuButton.current?.focus();
            }}
          >
            <Icon name="close" />
            <span className="sr-only">{t.layout.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={t.layout.navigation} className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                      isActive ? "bg-primary text-white" : "text-slate-300 hover:bg-white/10 hover:text-white"
                    }`
                  }
                >
                  <Icon name={link.icon} />
                  {link.label}
                  {link.count ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="ml-auto rounded-full bg-red-500 px-2 py-0.5 text-xs font-bold text-white"
                      >
                        {link.count}
                      </span>
                      <span className="sr-only"> ({inquiryTexts.nav(link.count)})</span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-white/10 p-3">
          <a
            href="/"
            className="mb-1 flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-300 hover:bg-white/10 hover:text-white"
          >
            <Icon name="globe" />
            {t.layout.viewSite}
          </a>
          {/* A plain form: signing out works without JavaScript and reloads into the login page. */}
          <form method="post" action="/admin/logout">
            <button
              type="submit"
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white"
            >
              <Icon name="logout" />
              {t.layout.logout}
            </button>
          </form>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          {/* While the next admin page loads: a bar along the top bar's lower edge. */}
          {loading ? (
            <div role="status" className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-primary">
              <span className="sr-only">{t.layout.loading}</span>
            </div>
          ) : null}
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name="menu" />
            <span className="sr-only">{menuOpen ? t.layout.closeMenu : t.layout.openMenu}</span>
          </button>
          {/* On a narrow phone the weekday and the date take two lines ("Chủ Nhật" is the longest day). */}
          <p className="flex min-w-0 items-center gap-2 text-sm leading-tight text-slate-600">
            <Icon name="calendar" className="h-4 w-4 shrink-0 text-slate-400" />
            <span className="sr-only">{t.layout.today}: </span>
            {date ? (
              <time dateTime={today} data-testid="admin-date">
                <span className="whitespace-nowrap">{date.weekday},</span>{" "}
                <span className="whitespace-nowrap">{date.date}</span>
              </time>
            ) : null}
          </p>
          <NavLink
            to="/admin/account"
            title={t.layout.account}
            className="ml-auto flex items-center gap-3 rounded-lg px-2 py-1 hover:bg-slate-100"
          >
            <span className="hidden h-9 w-9 items-center justify-center rounded-full bg-primary-50 text-primary sm:flex">
              <Icon name="user" />
            </span>
            <span className="whitespace-nowrap text-right text-sm leading-tight">
              <span className="block font-semibold text-slate-900">{username}</span>
              <span className="block text-slate-500">{t.roles[role]}</span>
            </span>
          </NavLink>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
