/**
 * A redirect or a stored link that stays on this site. Browsers read `\` as `/` in
 * http addresses, so `/\evil.example` is `//evil.example`, another host; some clients and
 * proxies decode `%5C` and `%2F` before they resolve. A target counts as ours only when every
 * reading of it (as sent, with `\` as `/`, and decoded until nothing changes) resolves to the
 * site's own origin.
 */
const BASE = "http://site.invalid";
/** Decoding rounds before a target counts as hostile (`%2525…` nests one level a round). */
const MAX_DECODES = 4;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

function sameOrigin(target: string): boolean {
  const slashed = target.replace(/\\/g, "/");
  // A path of ours starts with one "/" as sent and once `\` is read as "/".
  if (!target.startsWith("/") || slashed.startsWith("//")) return false;
  try {
    return new URL(target, BASE).origin === BASE && new URL(slashed, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** Whether `target` (a path with its query and hash) leads to this site under every reading. */
export function isSameSiteTarget(target: string): boolean {
  let reading = target;
  for (let round = 0; round <= MAX_DECODES; round++) {
    if (CONTROL.test(reading) || !sameOrigin(reading)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(reading);
    } catch {
      // A stray `%` is no escape: what is left was already checked as it stands.
      return true;
    }
    if (decoded === reading) return true;
    reading = decoded;
  }
  return false;
}

/** `target` when it is a same-site path, else null (the caller picks its own fallback). */
export function safeLocalPath(target: string | null | undefined): string | null {
  return typeof target === "string" && isSameSiteTarget(target) ? target : null;
}
