import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useMessages } from "~/i18n";
import { messages as newsMessages } from "~/i18n/messages/news";
import { copyText } from "~/lib/copy-text";
import { takeEarlyCopies } from "~/lib/early-taps";
import { absoluteUrl } from "~/lib/seo";
import { useSiteOrigin } from "../site/site-data";
import { ShareLinkItems } from "../ui/share-links";

type Status = "idle" | "copied" | "failed";

const linkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition hover:border-primary hover:text-primary";

/**
 * The device's share sheet when there is one; otherwise the article's link is copied (before
 * hydration too, by the early-taps script). A browser without scripts can do neither: it gets
 * the networks' own share pages as plain links instead (with the site's address configured).
 */
export function ShareButton({ title }: { title: string }) {
  const t = useMessages(newsMessages);
  const [status, setStatus] = useState<Status>("idle");
  // The link shared, as the early-taps script needs it before hydration (made absolute there).
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const origin = useSiteOrigin();
  const address = origin ? absoluteUrl(origin, path) : null;

  // A tap before hydration was served by the early-taps script (share sheet, else copy): its outcome.
  useEffect(() => {
    for (const early of takeEarlyCopies((value) => value === path)) {
      early.result.then((result) => result !== "shared" && setStatus(result));
    }
  }, [path]);

  useEffect(() => {
    if (status === "idle") return;
    const timer = window.setTimeout(() => setStatus("idle"), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function share() {
    const url = window.location.href.split("#")[0] ?? window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setStatus((await copyText(url)) ? "copied" : "failed");
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        data-copy={path}
        data-absolute=""
        data-share-title={title}
        onClick={(event) => {
          event.preventDefault(); // the early-taps script leaves it to us
          share();
        }}
        aria-label={t.shareArticle}
        className={`${linkClass} noscript:hidden`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t.share}
      </button>
      {address && (
        <div className="hidden flex-wrap items-center gap-2 noscript:flex">
          <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
            {t.share}:
          </span>
          <ul aria-label={t.shareArticle} className="flex flex-wrap gap-2">
            <ShareLinkItems
              url={address}
              zalo={{ label: t.shareOnZalo, text: "Zalo" }}
              facebook={{ label: t.shareOnFacebook, text: "Facebook" }}
              className={linkClass}
            />
          </ul>
        </div>
      )}
      <p role="status" className={`text-sm font-medium ${status === "failed" ? "text-red-700" : "text-green-700"}`}>
        {status === "copied" ? t.copied : status === "failed" ? t.copyFailed : ""}
      </p>
    </div>
  );
}
