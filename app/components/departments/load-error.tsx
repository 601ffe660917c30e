import { useMessages } from "~/i18n";
import { messages as newsMessages } from "~/i18n/messages/news";
import { RetryButton, StateMessage } from "../news/state-message";

/** 'Có lỗi xảy ra khi tải dữ liệu' with a retry that reloads the page. */
export function DepartmentsLoadError({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useMessages(newsMessages);
  return (
    <StateMessage headingLevel={headingLevel} tone="error" title={t.loadError} text={t.loadErrorText}>
      <RetryButton label={t.retry} />
    </StateMessage>
  );
}
