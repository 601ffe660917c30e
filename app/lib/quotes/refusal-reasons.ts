/** Why the quote form's guard refused a post (counted per day in quote_refusals; the inbox shows them). */
export const QUOTE_REFUSAL_REASONS = [
  "honeypot",
  "too_fast",
  "bad_token",
  "rate_address",
  "rate_email",
  "too_large",
  "link_in_name",
] as const;
export type QuoteRefusalReasonKey = (typeof QUOTE_REFUSAL_REASONS)[number];
