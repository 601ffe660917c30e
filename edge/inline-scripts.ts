/**
 * The inline scripts of a page and the CSP hash sources that allow them (decision
 * 012). A page held by the render cache is answered to many visitors, so it cannot carry a nonce
 * of its own per answer without rewriting its bytes each time; its policy names the SHA-256 of
 * each inline script it holds instead, made once when it is stored. A script injected into the
 * page later has another hash and does not run.
 */
import { createHash } from "node:crypto";

export interface InlineScript {
  /** The attributes as written in the start tag. */
  attributes: string;
  /** The script's text exactly as between its tags (what the browser hashes). */
  text: string;
}

// A script's text runs to the first `</script` (the HTML parser's own rule; React and the router
// escape `<` in what they embed, so their data never closes a script early).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SOURCE = /(?:^|\s)src\s*=/i;
/**
 * Types whose text runs: none, JavaScript, modules, and the after-paint scripts, whose text the
 * starter moves into a module script of its own (after-first-paint.server.ts). Data blocks
 * (JSON-LD) never run and need no source.
 */
const RUNS = /^(?:|text\/javascript|application\/javascript|module|text\/x-after-paint)$/;

/** The inline scripts of `html` whose text a browser would run (no `src`, a script type). */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SOURCE.test(attributes)) continue;
    const match = TYPE.exec(attributes);
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
    if (RUNS.test(type)) scripts.push({ attributes, text });
  }
  return scripts;
}

/**
 * The hash source of a script's text. The browser hashes the text after the HTML parser's input
 * normalisation: CR LF and a lone CR become LF.
 */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

/** The hash sources of every inline script of `html`, each once, in page order. */
export function scriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((script) => scriptHash(script.text)))];
}

/**
 * Whether a policy's `script-src` lets an inline script run: by the nonce it bears or by its
 * text's hash (the check browsers make; used by tests of every answer's headers and body).
 */
export function policyAllows(policy: string, script: InlineScript): boolean {
  const directive = policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  if (!directive) return false;
  const sources = directive.split(/\s+/).slice(1);
  const nonce = /\bnonce\s*=\s*"([^"]*)"/i.exec(script.attributes)?.[1];
  if (nonce && sources.includes(`'nonce-${nonce}'`)) return true;
  return sources.includes(scriptHash(script.text));
}
