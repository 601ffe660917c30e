import { useMessages } from "~/i18n";
import { messages as newsMessages } from "~/i18n/messages/news";
import { errorMessage } from "~/lib/error-message";
import { LoadError } from "../ui/state-message";

/** 'Không thể tải tin tức', the message, and a retry that reloads the page. */
export function NewsLoadError({ error, headingLevel = 2 }: { error: unknown; headingLevel?: 1 | 2 }) {
  const t = useMessages(newsMessages);
  return (
    <LoadError
      heading={`h${headingLevel}`}
      title={t.newsLoadError}
      text={errorMessage(error, t.newsFetchFailed)}
      retryLabel={t.retry}
    />
  );
}
