import { PageHero } from "~/components/ui/page-hero";
import { useMessages, useT } from "~/i18n";
import { messages as newsMessages } from "~/i18n/messages/news";

/** The news list's header: its texts are fixed, so it also heads the page's skeleton and error. */
export function NewsHero() {
  const t = useT();
  const newsTexts = useMessages(newsMessages);
  return <PageHero crumbs={[{ label: t.nav.news }]} title={newsTexts.newsTitle} intro={newsTexts.newsIntro} />;
}
