import { useLocation, useRouteLoaderData } from "react-router";
import { useLang, useMessages } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { Link } from "~/i18n/link";
import { messages as uiMessages } from "~/i18n/messages/ui";
import type { RootData } from "~/lib/site-views";
import { breadcrumbLd } from "~/lib/structured-data";
import { JsonLd } from "./json-ld";

export interface Crumb {
  label: string;
  /** Internal path without the /en prefix; the last crumb is the current page and is not a link. */
  to?: string;
}

const tones = {
  light: { nav: "text-slate-500", link: "hover:text-primary", separator: "text-slate-300", current: "text-slate-700" },
  dark: { nav: "text-primary-100", link: "hover:text-white", separator: "", current: "text-white" },
};

/** Home / ... / current page; `dark` on a coloured page header. */
export function Breadcrumb({ items, tone = "light" }: { items: Crumb[]; tone?: keyof typeof tones }) {
  const t = useMessages(uiMessages);
  const style = tones[tone];
  const all: Crumb[] = [{ label: t.home, to: "/" }, ...items];
  const lang = useLang();
  const { pathname } = useLocation();
  const origin = useRouteLoaderData<RootData>("root")?.siteUrl ?? null;
  const breadcrumbList = breadcrumbLd(
    all.map((item, index) => ({
      name: item.label,
      path: index === all.length - 1 || !item.to ? pathname : localizePath(item.to, lang),
    })),
    origin,
  );
  return (
    <nav aria-label={t.breadcrumb}>
      <JsonLd data={breadcrumbList} />
      <ol className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${style.nav}`}>
        {all.map((item, index) => {
          const current = index === all.length - 1;
          return (
            <li key={`${item.to ?? ""}-${item.label}`} className="flex min-w-0 items-center gap-2">
              {item.to && !current ? (
                <Link to={item.to} className={`rounded hover:underline ${style.link}`}>
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={current ? "page" : undefined}
                  className={`line-clamp-1 font-semibold ${style.current}`}
                >
                  {item.label}
                </span>
              )}
              {/* After its crumb, so that a wrapped line never starts with a separator. */}
              {!current && (
                <span aria-hidden="true" className={style.separator}>
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
