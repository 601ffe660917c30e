import { useMessages } from "~/i18n";
import { messages as newsMessages } from "~/i18n/messages/news";
import { LoadError } from "../ui/state-message";

/** 'Có lỗi xảy ra khi tải dữ liệu' with a retry that reloads the page. */
export function DepartmentsLoadError({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useMessages(newsMessages);
  return <LoadError heading={`h${headingLevel}`} title={t.loadError} text={t.loadErrorText} retryLabel={t.retry} />;
}
