import { useEffect, useState } from "react";
import { ShareLinkItems } from "~/components/ui/share-links";
import { useMessages } from "~/i18n";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { copyText } from "~/lib/copy-text";
import { takeEarlyCopies } from "~/lib/early-taps";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-primary hover:text-primary";

/**
 * Share the page: the device's share sheet where there is one, copy the link (with a visible
 * confirmation), Zalo and Facebook in a new tab. Without scripts only the two links work, so
 * the copy button is not shown then (before the scripts arrive the early-taps script copies).
 */
export function ShareButtons({ url: pageUrl, title }: { url: string; title: string }) {
  const t = useMessages(catalogMessages).share;
  const [canShare, setCanShare] = useState(false);
  // Without PUBLIC_SITE_URL the server sends a path; the browser knows the address it is on.
  const [url, setUrl] = useState(pageUrl);
  useEffect(() => setUrl(new URL(pageUrl, window.location.href).href), [pageUrl]);
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  // A tap on "copy" before hydration was served by the early-taps script: show its outcome.
  useEffect(() => {
    for (const early of takeEarlyCopies((value) => value === pageUrl)) {
      early.result.then((result) => setStatus(result === "copied" ? "copied" : "failed"));
    }
  }, [pageUrl]);

  // Known only in the browser, after hydration (the server cannot tell).
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);

  useEffect(() => {
    if (status === "idle") return;
    const id = window.setTimeout(() => setStatus("idle"), 4000);
    return () => window.clearTimeout(id);
  }, [status]);

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Dismissed by the visitor, or refused: nothing to report.
    }
  };

  const copy = async () => {
    setStatus((await copyText(url)) ? "copied" : "failed");
  };

  return (
    <div>
      <p className="text-sm font-semibold text-slate-700" id="share-label">
        {t.label}
      </p>
      <ul aria-labelledby="share-label" className="mt-2 flex flex-wrap gap-2">
        {canShare && (
          <li>
            <button type="button" onClick={share} className={buttonClass}>
              {t.native}
            </button>
          </li>
        )}
        <li className="noscript:hidden">
          <button
            type="button"
            data-copy={pageUrl}
            data-absolute=""
            onClick={(event) => {
              event.preventDefault(); // the early-taps script leaves it to us
              copy();
            }}
            className={buttonClass}
          >
            {t.copy}
          </button>
        </li>
        <ShareLinkItems
          url={url}
          zalo={{ label: t.zaloLabel, text: t.zalo }}
          facebook={{ label: t.facebookLabel, text: t.facebook }}
          className={buttonClass}
        />
      </ul>
      <p
        role="status"
        className={`mt-2 min-h-5 text-sm font-semibold ${status === "failed" ? "text-red-700" : "text-emerald-700"}`}
      >
        {status === "copied" ? t.copied : status === "failed" ? t.copyFailed : ""}
      </p>
    </div>
  );
}
