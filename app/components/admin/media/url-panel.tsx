import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import { isValidImageUrl, type MediaItem } from "~/lib/media";
import { imageFromAddress } from "./upload-request";

/**
 * The address typed in the URL tab, kept by the uploader (it outlives a switch of tab): taken
 * once the server has it as a library image (an outside address is fetched into the library; a
 * 404, a web page or a blocked address is refused with the reason).
 */
export function useImageUrl(
  options: { folder: string; maxMb: number; invalidUrlMessage?: string },
  onChosen: (image: MediaItem) => void,
) {
  const t = useMessages(mediaMessages);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    const value = url.trim();
    if (!isValidImageUrl(value)) {
      setError(options.invalidUrlMessage ?? t.invalidUrl);
      return;
    }
    setError(null);
    setChecking(true);
    try {
      const image = await imageFromAddress(value, options);
      onChosen(image);
      setUrl("");
    } catch (problem) {
      setError((problem as Error).message || t.brokenUrl);
    } finally {
      setChecking(false);
    }
  }

  return { url, setUrl, error, checking, apply: () => void apply() };
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
