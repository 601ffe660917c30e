import type { Feature, Specification } from "./content-types";

/** "high_resolution imaging" -> "High resolution imaging". */
function tidyFeatureText(text: string): string {
  const spaced = text.replace(/_/g, " ").replace(/\s+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function parseMaybeJson(value: string): unknown {
  const trimmed = value.trim();
  if (!trimmed.startsWith("{")) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

/**
 * Features may be stored as strings, JSON strings or objects with text; the result is always
 * a list of { id, text, textEn, order } sorted by order, with empty entries dropped.
 */
export function normaliseFeatures(raw: unknown): Feature[] {
  if (!Array.isArray(raw)) return [];
  const features: Feature[] = [];
  raw.forEach((entry, index) => {
    const value = typeof entry === "string" ? parseMaybeJson(entry) : entry;
    const record = asRecord(value);
    const featureText = tidyFeatureText(record ? text(record.text) : text(value));
    if (!featureText) return;
    const order = record && Number.isFinite(Number(record.order)) ? Number(record.order) : index + 1;
    features.push({
      id: record?.id ? text(record.id) : `feature-${index + 1}`,
      text: featureText,
      textEn: record ? tidyFeatureText(text(record.textEn)) : "",
      order,
    });
  });
  return features.sort((a, b) => a.order - b.order);
}

/**
 * Specifications may be stored as a key/value map or a list of { key, value, order }; the
 * result is always a list sorted by order, with entries missing a key or value dropped.
 */
export function normaliseSpecifications(raw: unknown): Specification[] {
  const record = asRecord(raw);
  const entries: unknown[] = Array.isArray(raw)
    ? raw
    : record
      ? Object.entries(record).map(([key, value], index) => ({ key, value, order: index + 1 }))
      : [];
  const specifications: Specification[] = [];
  entries.forEach((entry, index) => {
    const item = asRecord(entry);
    if (!item) return;
    const key = text(item.key).trim();
    const value = text(item.value).trim();
    if (!key || !value) return;
    specifications.push({
      key,
      value,
      keyEn: text(item.keyEn).trim(),
      valueEn: text(item.valueEn).trim(),
      order: Number.isFinite(Number(item.order)) ? Number(item.order) : index + 1,
    });
  });
  return specifications.sort((a, b) => a.order - b.order);
}
