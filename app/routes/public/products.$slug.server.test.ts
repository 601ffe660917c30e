import { describe, expect, it } from "vitest";
import type { ProductDetail } from "~/server/services/products.server";
import { productDetailView } from "./products.$slug.server";

const product: ProductDetail = {
  id: 7,
  slug: "den-mo-led-ackermann",
  name: "Đèn mổ LED Ackermann",
  nameEn: "Ackermann LED Surgical Light",
  description: "Đèn mổ • hai chóa",
  descriptionEn: "",
  image: {
    url: "/uploads/p.jpg",
    width: 1200,
    height: 900,
    variants: [{ url: "/uploads/p_w320.webp", width: 320, height: 240, key: "p_w320.webp" }],
  },
  brands: [" Ackermann ", "Cook Medical"],
  features: [{ id: "f1", text: "Ánh sáng 160.000 lux", textEn: "160,000 lux", order: 1 }],
  isFeatured: false,
  category: { id: 2, slug: "den-mo", name: "Đèn mổ", nameEn: "Surgical Lights" },
  department: { id: 1, slug: "phong-mo", name: "Phòng mổ", nameEn: "" },
  specifications: [
    { key: "Tuổi thọ", keyEn: "Lifetime", value: "60.000 giờ", valueEn: "60,000 h", order: 2 },
    { key: "Độ rọi", keyEn: "", value: "160.000 lux", valueEn: "", order: 1 },
  ],
  riskClass: "B",
  circulationNumber: "2300123ĐKLH/BYT-HTTB",
  countryOfOrigin: "Đức",
  countryOfOriginEn: null,
};

/** The main image as the English page shows it. */
const mainImage = {
  src: "/uploads/p.jpg",
  width: 1200,
  height: 900,
  srcSet: "/uploads/p_w320.webp 320w, /uploads/p.jpg 1200w",
  alt: "Ackermann LED Surgical Light",
};

describe("productDetailView", () => {
  it("sends one language, English falling back to Vietnamese, specifications in order", () => {
    expect(productDetailView(product, "en")).toEqual({
      slug: "den-mo-led-ackermann",
      name: "Ackermann LED Surgical Light",
      description: "Đèn mổ • hai chóa",
      image: mainImage,
      // The image first, linking to its own file (no gallery here).
      photos: [{ href: "/uploads/p.jpg", image: mainImage }],
      brands: [
        { id: "ackermann", name: "Ackermann" },
        { id: "cook-medical", name: "Cook Medical" },
      ],
      features: ["160,000 lux"],
      specifications: [
        { key: "Độ rọi", value: "160.000 lux" },
        { key: "Lifetime", value: "60,000 h" },
      ],
      regulatory: { riskClass: "B", circulationNumber: "2300123ĐKLH/BYT-HTTB" },
      // No English origin typed: the Vietnamese one.
      countryOfOrigin: "Đức",
      department: { slug: "phong-mo", name: "Phòng mổ" },
      category: { slug: "den-mo", name: "Surgical Lights" },
    });
  });

  it("shows the origin in the page's language, and none when only an English one was typed on the Vietnamese page", () => {
    const typed = { ...product, countryOfOrigin: "Đức", countryOfOriginEn: "Germany" };
    expect(productDetailView(typed, "vi").countryOfOrigin).toBe("Đức");
    expect(productDetailView(typed, "en").countryOfOrigin).toBe("Germany");
    const englishOnly = { ...product, countryOfOrigin: null, countryOfOriginEn: "Germany" };
    expect(productDetailView(englishOnly, "vi").countryOfOrigin).toBeNull();
    expect(productDetailView(englishOnly, "en").countryOfOrigin).toBe("Germany");
    expect(productDetailView({ ...product, countryOfOrigin: null }, "en").countryOfOrigin).toBeNull();
  });

  it("has no image when the product has none", () => {
    expect(productDetailView({ ...product, image: null }, "vi").image).toBeNull();
    expect(productDetailView({ ...product, image: null }, "vi").photos).toEqual([]);
  });

  it("shows the image, then the gallery's photos in order, each with its alt in the page's language", () => {
    const variants = [
      { url: "/uploads/g1_w320.webp", width: 320, height: 240, key: "g1_w320.webp" },
      { url: "/uploads/g1_w960.webp", width: 960, height: 720, key: "g1_w960.webp" },
    ];
    const withGallery: ProductDetail = {
      ...product,
      gallery: [
        // A PNG master: visitors get its renditions, and a plain link its largest one.
        { url: "/uploads/g1.png", alt: "Mặt trước", altEn: "Front", width: 1600, height: 1200, variants },
        { url: "/uploads/g2.webp", alt: "Bảng điều khiển", altEn: "", width: 800, height: 600, variants: [] },
        { url: "/uploads/g3.webp", alt: "", altEn: "", width: 800, height: 600, variants: [] },
      ],
    };
    const vi = productDetailView(withGallery, "vi").photos;
    expect(vi.map((photo) => [photo.href, photo.image.src, photo.image.alt])).toEqual([
      ["/uploads/p.jpg", "/uploads/p.jpg", "Đèn mổ LED Ackermann"],
      ["/uploads/g1_w960.webp", "/uploads/g1_w960.webp", "Mặt trước"],
      ["/uploads/g2.webp", "/uploads/g2.webp", "Bảng điều khiển"],
      ["/uploads/g3.webp", "/uploads/g3.webp", "Đèn mổ LED Ackermann – ảnh 4"],
    ]);
    expect(vi[1]?.image.srcSet).toBe("/uploads/g1_w320.webp 320w, /uploads/g1_w960.webp 960w");
    // English: its own alt, else the Vietnamese one, else the English name and the photo's place.
    expect(productDetailView(withGallery, "en").photos.map((photo) => photo.image.alt)).toEqual([
      "Ackermann LED Surgical Light",
      "Front",
      "Bảng điều khiển",
      "Ackermann LED Surgical Light – photo 4",
    ]);
  });
});
