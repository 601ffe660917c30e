import { useMessages } from "~/i18n";
import { messages as newsMessages } from "~/i18n/messages/news";
import { RetryButton, StateMessage } from "./state-message";

/** The text React Router puts in place of a server error's message in production. */
const SANITISED_SERVER_ERROR = "Unexpected Server Error";

/** The error's own message when it says something, else 'Failed to fetch news'. */
export function newsErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() && error.message !== SANITISED_SERVER_ERROR) {
    return error.message;
  }
  return fallback;
}

/** 'Không thể tải tin tức', the message, and a retry that reloads the page. */
export function NewsLoadError({ error, headingLevel = 2 }: { error: unknown; headingLevel?: 1 | 2 }) {
  const t = useMessages(newsMessages);
  return (
    <StateMessage
      headingLevel={headingLevel}
      tone="error"
      title={t.newsLoadError}
      text={newsErrorMessage(error, t.newsFetchFailed)}
    >
      <RetryButton label={t.retry} />
    </StateMessage>
  );
}
