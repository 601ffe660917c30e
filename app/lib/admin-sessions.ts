/**
 * The sessions card of /admin/account: what the browser gets of each session, and the
 * few words a User-Agent is read as. A plain reading of the well-known names, not a database of
 * browsers: the card helps someone recognise their own devices, nothing decides on it.
 */

/** One session as its owner sees it (dates formatted on the server, Vietnam time). */
export interface SessionView {
  /** Names the session in the form that ends it (not its id). */
  handle: string;
  browser: string | null;
  os: string | null;
  address: string;
  created: string;
  lastSeen: string;
  current: boolean;
}

export interface SessionsCardView {
  sessions: SessionView[];
}

// Order matters: Edge, Opera, Samsung Internet and Cốc Cốc also say "Chrome" and "Safari"; Chrome says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bcoc_coc_browser\//, "Cốc Cốc"],
  [/\bZalo/i, "Zalo"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\biPad\b/, "iPadOS"],
  [/\b(?:iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and operating system a User-Agent names, each null when it is not recognised. */
export function describeUserAgent(userAgent: string): { browser: string | null; os: string | null } {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
