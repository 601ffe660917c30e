/**
 * The Content-Security-Policy: what a page may load, and which inline scripts may run (those
 * bearing the nonce of a page rendered for its request, or whose hashes a held page's policy names).
 * edge/response-headers.ts puts it on every response; this module only writes its text.
 */
import path from "node:path";
import type { Config } from "../app/server/config.server";

/** The embedded maps of the contact page (Google Maps' embed redirects to www.google.com). */
const MAP_ORIGINS = ["https://maps.google.com", "https://www.google.com"];
/** Google's translation widget, only when MACHINE_TRANSLATION=google. */
const TRANSLATE_ORIGINS = [
  "https://translate.google.com",
  "https://translate.googleapis.com",
  "https://www.gstatic.com",
];

export type SourcesConfig = Pick<
  Config,
  "STORAGE" | "S3_PUBLIC_URL" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "MACHINE_TRANSLATION"
>;

/** Where the browser loads uploaded images from, besides this site. */
export function storageOrigin(config: SourcesConfig): string | null {
  if (config.STORAGE !== "s3") return null;
  const base =
    config.S3_PUBLIC_URL ??
    (config.S3_ENDPOINT ? config.S3_ENDPOINT : `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`);
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

/** What lets a page's inline scripts run: the nonce they bear, or the hashes of their texts. */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(scripts: ScriptSources, config: SourcesConfig): string {
  return policyMaker(config)(scripts);
}

/** The policy for any page's scripts, the rest of it made once (every response carries one). */
export function policyMaker(config: SourcesConfig): (scripts: ScriptSources) => string {
  const marker = "\u0000scripts\u0000";
  // The marker follows 'self' and a space: no hashes leave no space behind.
  const [before, after] = policyText(marker, config).split(` ${marker}`);
  return (scripts) => {
    const sources = "nonce" in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(" ");
    return `${before}${sources ? ` ${sources}` : ""}${after}`;
  };
}

function policyText(scripts: string, config: SourcesConfig): string {
  const storage = storageOrigin(config);
  const translate = config.MACHINE_TRANSLATION === "google" ? TRANSLATE_ORIGINS : [];
  const list = (...sources: (string | null)[]) => sources.filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scripts, ...translate)}`,
    // React's style attributes and the translation overlay's <style> cannot carry a nonce.
    `style-src ${list("'self'", "'unsafe-inline'", ...translate)}`,
    `img-src ${list("'self'", "data:", "blob:", storage, ...MAP_ORIGINS, ...translate)}`,
    "font-src 'self' data:",
    // blob: lets the news editor read back its own local images' bytes (a draft keeps them across
    // a closed tab, and a restored one uploads them); such addresses are this page's own.
    `connect-src ${list("'self'", "blob:", storage, ...translate)}`,
    `frame-src ${list("'self'", ...MAP_ORIGINS, ...translate)}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Uploaded SVG opened on its own is a document that could run script if the sanitiser ever
 * missed something: it gets a policy that allows nothing, and is named for display inline.
 */
export function uploadedFileHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  if (path.extname(filePath).toLowerCase() !== ".svg") return;
  res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader("Content-Disposition", `inline; filename="${path.basename(filePath).replace(/[^\w.-]/g, "_")}"`);
}
