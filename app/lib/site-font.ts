/**
 * The ids the site font's switch reads (app/site-font.ts, the after-paint starter): the
 * <noscript> holding its @font-face rules, and the <style> that applies them once inserted.
 */
export const SITE_FONT_SOURCE_ID = "site-font";
export const SITE_FONT_ON_ID = "site-font-on";
