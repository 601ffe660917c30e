import { useLocation } from "react-router";
import { useLang, useT } from "~/i18n";
import { LANGS, switchLanguagePath } from "~/i18n/lang";

/**
 * VI / EN: a full page load at the same path, query and hash; nothing when already active. The
 * server cannot see the hash: before hydration the early-taps script adds it on click
 * (`data-keep-hash`, lib/early-taps.ts); after, the click handler reads it.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const lang = useLang();
  const t = useT();
  const location = useLocation();
  const options = LANGS.map((l) => ({ value: l.code, label: l.short, name: l.label }));
  return (
    <fieldset className={`flex rounded-full border border-slate-200 p-0.5 ${className}`}>
      <legend className="sr-only">{t.header.language}</legend>
      {options.map((option) =>
        option.value === lang ? (
          <span
            key={option.value}
            aria-current="true"
            title={option.name}
            className="rounded-full bg-primary px-2 py-1 text-xs font-bold text-white sm:px-2.5"
          >
            {option.label}
          </span>
        ) : (
          <a
            key={option.value}
            href={switchLanguagePath(location.pathname, location.search, location.hash, option.value)}
            onClick={(event) => {
              // A full page load, keeping the hash (the server never sees it, so the href may lack it).
              event.preventDefault();
              const { pathname, search, hash } = window.location;
              window.location.assign(switchLanguagePath(pathname, search, hash, option.value));
            }}
            data-keep-hash=""
            hrefLang={option.value}
            lang={option.value}
            title={option.name}
            className="rounded-full px-2 py-1 text-xs font-bold text-slate-600 hover:text-primary sm:px-2.5"
          >
            {option.label}
          </a>
        ),
      )}
    </fieldset>
  );
}
