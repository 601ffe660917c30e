import { useEffect, useState } from "react";
import { useT } from "~/i18n";

/**
 * The optional machine-translation wrapper of English pages (MACHINE_TRANSLATION=google): a
 * third-party script translates the Vietnamese content while a full-screen overlay waits for it.
 */

/** The specification's timings. */
export const TRANSLATION_TIMING = {
  /** Delay between two checks for a translated page. */
  checkIntervalMs: 400,
  /** Checks before giving up. */
  maxChecks: 15,
  /** Wait after the last check, so the translated text settles before the overlay goes. */
  settleMs: 300,
  /** Hide delay when the cookie already asked for English on load (the page translates at once). */
  cookieHideMs: 500,
} as const;

export type TranslationTiming = { [K in keyof typeof TRANSLATION_TIMING]: number };

export const TRANSLATE_COOKIE_VALUE = "/vi/en";
export const TRANSLATE_COOKIE_MAX_AGE_S = 86400;
export const TRANSLATE_SCRIPT_URL = "https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit";
const SCRIPT_ID = "google-translate-script";
const ELEMENT_ID = "google_translate_element";

/** The translation service marks the translated document with these classes on <html>. */
export function isPageTranslated(root: Element): boolean {
  return root.classList.contains("translated-ltr") || root.classList.contains("translated-rtl");
}

/** True when the googtrans cookie already asks for English (/vi/en, /auto/en...). */
export function cookieIndicatesEnglish(cookie: string): boolean {
  return /(?:^|;\s*)googtrans=\/[^/;]*\/en(?:;|$)/.test(cookie);
}

/**
 * Calls onDone once the overlay may hide: 500 ms after start when the cookie already asked for
 * English; otherwise after the first of up to 15 checks (every 400 ms) that finds the page
 * translated, or after the 15th, each followed by a 300 ms settle delay. Returns a cancel function.
 */
export function watchTranslation({
  isTranslated,
  alreadyEnglish,
  onDone,
  timing = TRANSLATION_TIMING,
}: {
  isTranslated: () => boolean;
  alreadyEnglish: boolean;
  onDone: () => void;
  timing?: TranslationTiming;
}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checks = 0;
  const finish = (delay: number) => {
    timer = setTimeout(onDone, delay);
  };
  const check = () => {
    checks += 1;
    if (isTranslated() || checks >= timing.maxChecks) finish(timing.settleMs);
    else timer = setTimeout(check, timing.checkIntervalMs);
  };
  if (alreadyEnglish) finish(timing.cookieHideMs);
  else timer = setTimeout(check, timing.checkIntervalMs);
  return () => clearTimeout(timer);
}

interface TranslateElementApi {
  translate?: {
    TranslateElement?: new (options: Record<string, unknown>, elementId: string) => unknown;
  };
}

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
    google?: TranslateElementApi;
  }
}

/** Picks English in the service's language list once it exists (a few tries while it builds). */
function selectEnglish(triesLeft = 10) {
  const combo = document.querySelector<HTMLSelectElement>("select.goog-te-combo");
  if (combo) {
    combo.value = "en";
    combo.dispatchEvent(new Event("change"));
  } else if (triesLeft > 0) {
    setTimeout(() => selectEnglish(triesLeft - 1), 300);
  }
}

/** Sets the translation cookie (Vietnamese to English, one day) and loads the service's script once. */
export function startMachineTranslation(doc: Document = document) {
  doc.cookie = `googtrans=${TRANSLATE_COOKIE_VALUE}; max-age=${TRANSLATE_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
  if (doc.getElementById(SCRIPT_ID)) return;
  window.googleTranslateElementInit = () => {
    const TranslateElement = window.google?.translate?.TranslateElement;
    if (!TranslateElement) return;
    new TranslateElement({ pageLanguage: "vi", includedLanguages: "en", autoDisplay: false }, ELEMENT_ID);
    selectEnglish();
  };
  const script = doc.createElement("script");
  script.id = SCRIPT_ID;
  script.src = TRANSLATE_SCRIPT_URL;
  script.async = true;
  doc.body.appendChild(script);
}

/** Visible until watchTranslation says the page is translated (or that it is time to give up). */
export function useTranslationOverlay(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const alreadyEnglish = cookieIndicatesEnglish(document.cookie);
    startMachineTranslation();
    return watchTranslation({
      isTranslated: () => isPageTranslated(document.documentElement),
      alreadyEnglish,
      onDone: () => setVisible(false),
    });
  }, []);
  return visible;
}

/**
 * Rendered by the public layout on English pages only when machine translation is on. The
 * overlay is in the server's HTML, so the untranslated page never flashes; without scripts it
 * is hidden, since nothing could translate the page anyway.
 */
export function TranslationOverlay() {
  const t = useT().translation;
  const visible = useTranslationOverlay();
  return (
    <>
      <div id={ELEMENT_ID} hidden />
      <style>{".goog-te-banner-frame,.skiptranslate>iframe{display:none!important}body{top:0!important}"}</style>
      <noscript>
        <style>{"#translation-overlay{display:none!important}"}</style>
      </noscript>
      {visible && (
        <div
          id="translation-overlay"
          role="status"
          aria-live="polite"
          className="notranslate fixed inset-0 z-[70] flex items-center justify-center bg-white/95 px-6 text-center backdrop-blur"
          translate="no"
        >
          <div>
            <span
              aria-hidden="true"
              className="mx-auto block h-12 w-12 animate-spin rounded-full border-4 border-primary-100 border-t-primary motion-reduce:animate-none"
            />
            <p className="mt-6 text-2xl font-bold text-slate-900">{t.title}</p>
            <p className="mt-2 text-slate-600">{t.text}</p>
          </div>
        </div>
      )}
    </>
  );
}
