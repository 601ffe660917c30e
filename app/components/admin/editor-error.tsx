import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { RetryButton, StateMessage } from "~/components/ui/state-message";

export interface EditorErrorTexts {
  notFound: string;
  notFoundText: string;
  loadFailed: string;
  backToList: string;
  retry: string;
}

/** An editor's error boundary: a missing item says so (404) with the way back to its list; other failures offer a retry. */
export function EditorError({ error, listHref, texts }: { error: unknown; listHref: string; texts: EditorErrorTexts }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.status === 401) throw error;
  return (
    <StateMessage
      heading="h1"
      tone={notFound ? "neutral" : "error"}
      title={notFound ? texts.notFound : texts.loadFailed}
      text={notFound ? texts.notFoundText : undefined}
    >
      <Link to={listHref} className={buttonClass({ size: "lg" })}>
        ← {texts.backToList}
      </Link>
      {!notFound && <RetryButton label={texts.retry} />}
    </StateMessage>
  );
}
