/**
 * Debian's Chromium as the tests and Lighthouse run it: headless, quiet (no background traffic,
 * no updates), and blind to every host but this machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (`chromium-headless-shell`, the same
 * version), which is what Playwright itself runs for headless tests. It leaves out the full
 * browser's window machinery: two spec files took 23 % less CPU and 30 % less time than in the
 * full browser, side by side on this machine (decision 035). Lighthouse runs in it too (its
 * mobile emulation has no desktop window to composite, decision 036); the other benchmarks keep
 * the full browser.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Nothing but the local server: no lookups of outside hosts.
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
];
