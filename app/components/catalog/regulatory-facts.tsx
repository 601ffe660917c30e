import { useMessages } from "~/i18n";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { type RegulatoryFacts as Facts, hasRegulatoryFacts } from "~/lib/regulatory";

/**
 * "Phân loại: Loại B · Số lưu hành: …": what a hospital's procurement checks first,
 * one line near the specifications; nothing when neither is set. On a phone each fact takes a line
 * of its own, without separators; wider, the '·' ends the fact before it, so a fact that wraps
 * never starts its line with one.
 */
export function RegulatoryFacts({
  facts,
  countryOfOrigin = null,
  className = "",
}: {
  facts: Facts;
  /** Where the device is made, in the page's language: the line's first fact. */
  countryOfOrigin?: string | null;
  className?: string;
}) {
  const t = useMessages(catalogMessages).detail;
  if (!hasRegulatoryFacts(facts) && !countryOfOrigin) return null;
  const item = "flex gap-x-1 sm:not-last:after:ml-1 sm:not-last:after:text-slate-400 sm:not-last:after:content-['·']";
  return (
    <dl
      className={`flex flex-col gap-x-2 gap-y-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap ${className}`}
      data-testid="regulatory-facts"
    >
      {countryOfOrigin && (
        <div className={item}>
          <dt className="font-semibold">{t.countryOfOrigin}:</dt> <dd>{countryOfOrigin}</dd>
        </div>
      )}{" "}
      {facts.riskClass && (
        <div className={item}>
          <dt className="font-semibold">{t.riskClass}:</dt> <dd>{t.riskClassValue(facts.riskClass)}</dd>
        </div>
      )}{" "}
      {facts.circulationNumber && (
        <div className={item}>
          <dt className="font-semibold">{t.circulationNumber}:</dt>{" "}
          <dd className="font-mono">{facts.circulationNumber}</dd>
        </div>
      )}
    </dl>
  );
}
