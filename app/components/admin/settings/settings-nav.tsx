import { NavLink } from "react-router";
import { ScreenHeader } from "~/components/ui/screen-header";
import { useMessages } from "~/i18n";
import { messages as settingsMessages, type vi } from "~/i18n/messages/admin-settings";
import { LIST_SECTIONS } from "~/lib/settings/sections";
import { useMay } from "../use-access";

/** The settings screens as tabs: the company's facts, then each list section. */
export function SettingsNav() {
  const t = useMessages(settingsMessages);
  // The quote form's settings are a Quản trị viên's (decision 040).
  const mayQuotes = useMay("/admin/settings/quotes", "load");
  const links = [
    { to: "/admin/settings", label: t.sections.company },
    ...LIST_SECTIONS.map((section) => ({ to: `/admin/settings/${section.slug}`, label: t.sections[section.slug] })),
    ...(mayQuotes ? [{ to: "/admin/settings/quotes", label: t.sections.quotes }] : []),
  ];
  return (
    <nav aria-label={t.title}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `block rounded-t-lg border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? "border-primary text-primary"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The heading of a settings screen, its tabs and its intro. */
export type SettingsSectionKey = keyof typeof vi.sections;

export function SettingsHeader({ section }: { section: SettingsSectionKey }) {
  const t = useMessages(settingsMessages);
  return (
    <div className="space-y-4">
      <ScreenHeader title={t.title} intro={t.intro} />
      <SettingsNav />
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t.sections[section]}</h2>
        <p className="mt-1 text-sm text-slate-600">{t.sectionIntro[section]}</p>
      </div>
    </div>
  );
}
