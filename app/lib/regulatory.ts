/**
 * A medical device's standing under Vietnam's Decree 98/2021: its risk class (A lowest
 * to D highest) and its circulation number (số lưu hành) or import licence number, as printed on
 * the licence. Shared by the schema's checks, the product form and the public page.
 */

export const RISK_CLASSES = ["A", "B", "C", "D"] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];

/** Longest circulation number kept: real ones ("2300123ĐKLH/BYT-HTTB") are about 20–30 characters. */
export const CIRCULATION_NUMBER_MAX = 60;

/**
 * Longest country of origin kept (xuất xứ, which a device's label must state): a country, or a
 * few words more ("Nhật Bản, lắp ráp tại Việt Nam").
 */
export const COUNTRY_OF_ORIGIN_MAX = 100;

/** What a product page shows of it: nothing when neither is set. */
export interface RegulatoryFacts {
  riskClass: RiskClass | null;
  circulationNumber: string | null;
}

export function hasRegulatoryFacts(facts: RegulatoryFacts): boolean {
  return facts.riskClass !== null || Boolean(facts.circulationNumber);
}
