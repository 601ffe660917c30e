import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import { isValidImageUrl } from "~/lib/media";

/**
 * The address typed in the URL tab, kept by the uploader (it outlives a switch of tab): taken
 * only once it loads as an image (a 404 or a web page is refused).
 */
export function useImageUrl(onChosen: (url: string) => void) {
  const t = useMessages(mediaMessages);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  function apply() {
    const value = url.trim();
    if (!isValidImageUrl(value)) {
      setError(t.invalidUrl);
      return;
    }
    setError(null);
    setChecking(true);
    const probe = new Image();
    probe.onload = () => {
      setChecking(false);
      onChosen(value);
      setUrl("");
    };
    probe.onerror = () => {
      setChecking(false);
      setError(t.brokenUrl);
    };
    probe.src = value;
  }

  return { url, setUrl, error, checking, apply };
}

/** The URL tab's panel. */
export function UrlPanel({ id, field }: { id: string; field: ReturnType<typeof useImageUrl> }) {
  const t = useMessages(mediaMessages);
  const { url, setUrl, error, checking, apply } = field;
  return (
    <div id={`${id}-url`} role="tabpanel" aria-labelledby={`${id}-url-tab`} className="flex flex-wrap gap-2">
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t.urlLabel}</span>
        <input
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
          }}
          placeholder={t.urlPlaceholder}
          aria-invalid={error ? true : undefined}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </label>
      <button type="button" onClick={apply} disabled={checking} className={buttonClass()}>
        {checking ? t.checkingUrl : t.useUrl}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
