/**
 * The visits of `npm run bench:mix`: a realistic mix of public addresses drawn by a skewed
 * (Zipf-like) law, so that a few pages take most visits and products and articles make a long
 * tail; 15 % searches from ~200 terms (Vietnamese with and without diacritics, English, brands,
 * partial words, some typed with stray spaces or case), 5 % filter combinations.
 */

/** A seeded pseudo-random generator (mulberry32): the same mix on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws an index in [0, n) with weight 1/(rank+1)^s: rank 0 most often. */
export function zipf(n: number, s: number, next: () => number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 0; rank < n; rank++) {
    total += 1 / (rank + 1) ** s;
    cumulative.push(total);
  }
  return () => {
    const target = next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

export function shuffle<T>(list: T[], next: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const VIETNAMESE = [
  "máy nội soi",
  "ống soi mềm",
  "nội soi dạ dày",
  "nội soi đại tràng",
  "nội soi phế quản",
  "máy siêu âm",
  "siêu âm tim",
  "máy thở",
  "monitor theo dõi bệnh nhân",
  "bơm tiêm điện",
  "máy truyền dịch",
  "dao mổ điện",
  "đèn mổ",
  "bàn mổ",
  "máy gây mê",
  "máy xét nghiệm sinh hóa",
  "huyết học",
  "máy hút dịch",
  "máy khử rung tim",
  "máy điện tim",
  "máy đo SpO2",
  "giường bệnh",
  "tiệt trùng",
  "máy rửa ống soi",
  "kìm sinh thiết",
  "nguồn sáng",
  "bộ xử lý hình ảnh",
  "camera nội soi",
  "tai mũi họng",
  "nha khoa",
  "sản phụ khoa",
  "chẩn đoán hình ảnh",
  "X quang kỹ thuật số",
  "máy chạy thận",
  "lọc máu",
  "hồi sức cấp cứu",
  "vật tư tiêu hao",
  "độ phân giải cao",
  "kênh sinh thiết",
  "thiết bị y tế",
];

const ENGLISH = [
  "endoscope",
  "gastroscope",
  "colonoscope",
  "bronchoscope",
  "video processor",
  "light source",
  "ultrasound",
  "ventilator",
  "patient monitor",
  "syringe pump",
  "infusion pump",
  "electrosurgical unit",
  "surgical light",
  "operating table",
  "anaesthesia machine",
  "biochemistry analyser",
  "defibrillator",
  "ECG",
  "pulse oximeter",
  "sterilizer",
  "endoscope washer",
  "biopsy forceps",
  "dialysis",
  "x-ray",
  "high definition",
];

const BRANDS = [
  "Pentax",
  "Pentax Medical",
  "HOYA",
  "Olympus",
  "Fujifilm",
  "Karl Storz",
  "Mindray",
  "GE Healthcare",
  "Philips",
  "Siemens",
  "Dräger",
  "B. Braun",
  "Medtronic",
  "Nihon Kohden",
  "Erbe",
  "Stryker",
];

const PARTIAL = ["nội s", "may n", "pent", "olym", "ống", "soi", "EPK", "i7010", "EG-29", "gastro", "siêu", "mon"];

/** "máy nội soi" → "may noi soi", as visitors without a Vietnamese keyboard type it. */
export function stripDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");
}

/** About 200 search terms, most asked first (the order a Zipf draw favours). */
export function searchTerms(next: () => number): string[] {
  const terms = [
    ...VIETNAMESE,
    ...VIETNAMESE.map(stripDiacritics),
    ...VIETNAMESE.slice(0, 20).map((term) => term.toUpperCase()),
    ...ENGLISH,
    ...BRANDS,
    ...BRANDS.map((brand) => brand.toLowerCase()),
    ...PARTIAL,
    ...ENGLISH.slice(0, 15).map((term) => `${term} ${BRANDS[term.length % BRANDS.length]}`),
  ];
  return shuffle([...new Set(terms)], next);
}

/** A search as a visitor's form or a crawler sends it: now and then stray spaces, an empty filter or page 1. */
export function searchUrl(term: string, next: () => number): string {
  const roll = next();
  const path = roll < 0.2 ? "/en/products" : "/products";
  const q = roll > 0.9 ? ` ${term}  ` : term;
  const params = new URLSearchParams({ q });
  if (roll > 0.8 && roll <= 0.9) params.set("brand", "");
  if (roll > 0.7 && roll <= 0.8) params.set("page", "1");
  return `${path}?${params}`;
}

/**
 * Filter combinations a crawler walks: department, category ("{department}/{category}"), brand
 * and page, on the lists.
 */
export function filterUrls(
  site: { departments: string[]; categories: string[]; brands: string[] },
  next: () => number,
): string[] {
  const urls: string[] = [];
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  for (let i = 0; i < 400 && site.departments.length > 0; i++) {
    const params = new URLSearchParams();
    const roll = next();
    let path = "/products";
    if (roll < 0.3) params.set("department", pick(site.departments));
    else if (roll < 0.5 && site.categories.length > 0) path = `/departments/${pick(site.categories)}`;
    else if (roll < 0.7) path = `/products/department/${pick(site.departments)}`;
    if (site.brands.length > 0 && next() < 0.6) params.set("brand", pick(site.brands));
    if (next() < 0.4) params.set("page", String(2 + Math.floor(next() * 4)));
    const query = params.toString();
    urls.push(`${next() < 0.2 ? "/en" : ""}${path}${query ? `?${query}` : ""}`);
  }
  return [...new Set(urls)];
}

export interface Mix {
  /** Every visit in order (what wrk cycles through at random). */
  visits: string[];
  /** The distinct addresses among them (what nginx's mirror holds). */
  distinct: string[];
}

/**
 * `count` visits: 80 % pages (hot pages first, then products and articles: a Zipf law over that
 * order), 15 % searches (Zipf over the terms), 5 % filter combinations (Zipf, gentler).
 */
export function buildMix(
  site: { hot: string[]; tail: string[]; departments: string[]; categories: string[]; brands: string[] },
  count: number,
  seed = 26,
): Mix {
  const next = random(seed);
  const pages = [...site.hot, ...shuffle(site.tail, next)];
  const terms = searchTerms(next);
  const filters = shuffle(filterUrls(site, next), next);
  const drawPage = zipf(pages.length, 1.0, next);
  const drawTerm = zipf(terms.length, 1.0, next);
  const drawFilter = zipf(Math.max(1, filters.length), 0.6, next);
  const visits: string[] = [];
  for (let i = 0; i < count; i++) {
    const roll = next();
    if (roll < 0.15) visits.push(searchUrl(terms[drawTerm()] as string, next));
    else if (roll < 0.2 && filters.length > 0) visits.push(filters[drawFilter()] as string);
    else visits.push(pages[drawPage()] as string);
  }
  return { visits, distinct: [...new Set(visits)] };
}
