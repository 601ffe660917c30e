import { useMessages } from "~/i18n";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { type RegulatoryFacts as Facts, hasRegulatoryFacts } from "~/lib/regulatory";

/**
 * "Phân loại: Loại B · Số lưu hành: …" (issue 31.1): what a hospital's procurement checks first,
 * one line near the specifications; nothing when neither is set.
 */
export function RegulatoryFacts({ facts, className = "" }: { facts: Facts; className?: string }) {
  const t = useMessages(catalogMessages).detail;
  if (!hasRegulatoryFacts(facts)) return null;
  const item = "flex gap-1 not-first:before:mr-2 not-first:before:text-slate-400 not-first:before:content-['·']";
  return (
    <dl className={`flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-700 ${className}`} data-testid="regulatory-facts">
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
