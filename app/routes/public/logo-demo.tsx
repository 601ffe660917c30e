import { staticPageMeta } from "~/components/pages/meta";
import { Logo } from "~/components/site/logo";
import { Section } from "~/components/ui/section";
import { langOfMatches, useMessages } from "~/i18n";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import type { Route } from "./+types/logo-demo";

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(langOfMatches(matches), (pages) => pages.logoDemo);
}

const backgrounds = [
  { key: "light", className: "bg-white ring-1 ring-slate-200", inverted: false },
  { key: "subtle", className: "bg-slate-100", inverted: false },
  { key: "brand", className: "bg-primary", inverted: true },
  { key: "dark", className: "bg-slate-900", inverted: true },
] as const;

const sizes = [75, 100, 150, 200];

export default function LogoDemo() {
  const t = useMessages(pagesMessages).logoDemo;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold text-slate-900">{t.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{t.intro}</p>

      <Section id="logo-backgrounds" title={t.backgroundsTitle} look="page" className="mt-12">
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {backgrounds.map((background) => (
            <li key={background.key}>
              <figure>
                <div className={`flex h-48 items-center justify-center rounded-2xl ${background.className}`}>
                  <Logo inverted={background.inverted} />
                </div>
                <figcaption className="mt-2 text-sm font-semibold text-slate-600">
                  {t.backgrounds[background.key]}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="logo-sizes" title={t.sizesTitle} look="page" className="mt-16">
        <ul className="mt-6 flex flex-wrap items-end gap-x-12 gap-y-8 rounded-2xl p-8 ring-1 ring-slate-200">
          {sizes.map((size) => (
            <li key={size} className="flex flex-col items-start gap-3">
              {/* zoom scales the whole mark, text included, and its layout box */}
              <div style={{ zoom: size / 100 }}>
                <Logo />
              </div>
              <span className="text-sm font-semibold text-slate-500">{t.size(size)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="logo-rules" title={t.rulesTitle} look="page" className="mt-16">
        <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-700">
          {t.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
