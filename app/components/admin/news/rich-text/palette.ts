/** The text colour palette: 15 colours (spec section 9), named for screen readers. */
export const TEXT_COLORS = [
  { value: "#000000", name: "đen" },
  { value: "#4b5563", name: "xám đậm" },
  { value: "#9ca3af", name: "xám" },
  { value: "#dc2626", name: "đỏ" },
  { value: "#ea580c", name: "cam" },
  { value: "#d97706", name: "hổ phách" },
  { value: "#ca8a04", name: "vàng" },
  { value: "#16a34a", name: "xanh lá" },
  { value: "#0d9488", name: "xanh ngọc" },
  { value: "#0891b2", name: "xanh lơ" },
  { value: "#2563eb", name: "xanh dương" },
  { value: "#0433c8", name: "xanh thương hiệu" },
  { value: "#4f46e5", name: "chàm" },
  { value: "#9333ea", name: "tím" },
  { value: "#db2777", name: "hồng" },
] as const;

/** Font sizes offered (spec section 9). */
export const FONT_SIZES = [12, 14, 16, 18, 24, 32] as const;
