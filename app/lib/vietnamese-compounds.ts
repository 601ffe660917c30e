/**
 * Two-syllable Vietnamese words that must not be split across lines ("Thiết bị Y / tế" reads as
 * nonsense). Vietnamese writes each syllable as its own word, so the browser may break between
 * any two; the words of this short list, common in the site's headings, are held together.
 */
export const COMPOUNDS = [
  "y tế",
  "thiết bị",
  "toàn diện",
  "hiện đại",
  "giải pháp",
  "hỗ trợ",
  "chính hãng",
  "kỹ thuật",
  "dịch vụ",
  "chất lượng",
  "nội soi",
  "xét nghiệm",
  "bệnh viện",
  "phòng mổ",
  "phòng khám",
  "nhiễm khuẩn",
  "tận tâm",
  "đào tạo",
  "bảo trì",
  "tư vấn",
  "toàn quốc",
] as const;

const NBSP = "\u00a0";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whole words only: "y tế" in "Y tế", never inside "quy tế…". */
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${COMPOUNDS.map((c) => escapeRegExp(c).replace(" ", "\\s+")).join("|")})(?![\\p{L}\\p{M}])`,
  "giu",
);

/** The text with a non-breaking space inside each listed compound (their case kept). */
export function keepCompoundsTogether(text: string): string {
  return text.normalize("NFC").replace(PATTERN, (match) => match.replace(/\s+/, NBSP));
}
