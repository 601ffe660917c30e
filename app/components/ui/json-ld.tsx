/**
 * Structured data (schema.org) as JSON-LD. It is data, never executed, so a nonce-based CSP does
 * not apply to it; "<" is escaped so that no text can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
