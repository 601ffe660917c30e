/**
 * The 34 provinces and centrally governed cities of Viet Nam since the merger of 1 July 2025
 * (Resolution 202/2025/QH15): the six cities first, then the provinces north to south. The code
 * is what a request stores (the database checks it against this list).
 */
export interface Province {
  code: string;
  vi: string;
  en: string;
}

export const PROVINCES = [
  { code: "ha-noi", vi: "Hà Nội", en: "Hanoi" },
  { code: "hai-phong", vi: "Hải Phòng", en: "Hai Phong" },
  { code: "hue", vi: "Huế", en: "Hue" },
  { code: "da-nang", vi: "Đà Nẵng", en: "Da Nang" },
  { code: "ho-chi-minh", vi: "TP. Hồ Chí Minh", en: "Ho Chi Minh City" },
  { code: "can-tho", vi: "Cần Thơ", en: "Can Tho" },
  { code: "lai-chau", vi: "Lai Châu", en: "Lai Chau" },
  { code: "dien-bien", vi: "Điện Biên", en: "Dien Bien" },
  { code: "son-la", vi: "Sơn La", en: "Son La" },
  { code: "lao-cai", vi: "Lào Cai", en: "Lao Cai" },
  { code: "tuyen-quang", vi: "Tuyên Quang", en: "Tuyen Quang" },
  { code: "cao-bang", vi: "Cao Bằng", en: "Cao Bang" },
  { code: "lang-son", vi: "Lạng Sơn", en: "Lang Son" },
  { code: "thai-nguyen", vi: "Thái Nguyên", en: "Thai Nguyen" },
  { code: "phu-tho", vi: "Phú Thọ", en: "Phu Tho" },
  { code: "quang-ninh", vi: "Quảng Ninh", en: "Quang Ninh" },
  { code: "bac-ninh", vi: "Bắc Ninh", en: "Bac Ninh" },
  { code: "hung-yen", vi: "Hưng Yên", en: "Hung Yen" },
  { code: "ninh-binh", vi: "Ninh Bình", en: "Ninh Binh" },
  { code: "thanh-hoa", vi: "Thanh Hóa", en: "Thanh Hoa" },
  { code: "nghe-an", vi: "Nghệ An", en: "Nghe An" },
  { code: "ha-tinh", vi: "Hà Tĩnh", en: "Ha Tinh" },
  { code: "quang-tri", vi: "Quảng Trị", en: "Quang Tri" },
  { code: "quang-ngai", vi: "Quảng Ngãi", en: "Quang Ngai" },
  { code: "gia-lai", vi: "Gia Lai", en: "Gia Lai" },
  { code: "dak-lak", vi: "Đắk Lắk", en: "Dak Lak" },
  { code: "khanh-hoa", vi: "Khánh Hòa", en: "Khanh Hoa" },
  { code: "lam-dong", vi: "Lâm Đồng", en: "Lam Dong" },
  { code: "dong-nai", vi: "Đồng Nai", en: "Dong Nai" },
  { code: "tay-ninh", vi: "Tây Ninh", en: "Tay Ninh" },
  { code: "dong-thap", vi: "Đồng Tháp", en: "Dong Thap" },
  { code: "vinh-long", vi: "Vĩnh Long", en: "Vinh Long" },
  { code: "an-giang", vi: "An Giang", en: "An Giang" },
  { code: "ca-mau", vi: "Cà Mau", en: "Ca Mau" },
] as const satisfies readonly Province[];

export type ProvinceCode = (typeof PROVINCES)[number]["code"];

export const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [ProvinceCode, ...ProvinceCode[]];

export function provinceName(code: string, lang: "vi" | "en"): string {
  const province = PROVINCES.find((p) => p.code === code);
  return province ? province[lang] : code;
}
