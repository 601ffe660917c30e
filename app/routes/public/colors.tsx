import { ColorPalette } from "~/components/pages/color-palette";
import { staticPageMeta } from "~/components/pages/meta";
import { langOfMatches, useMessages } from "~/i18n";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import type { Route } from "./+types/colors";

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(langOfMatches(matches), (pages) => pages.colors);
}

export default function Colors() {
  const t = useMessages(pagesMessages).colors;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold text-slate-900">{t.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{t.intro}</p>
      <div className="mt-12">
        <ColorPalette />
      </div>
    </div>
  );
}
