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
};

describe("productDetailView", () => {
  it("sends one language, English falling back to Vietnamese, specifications in order", () => {
    expect(productDetailView(product, "en")).toEqual({
      slug: "den-mo-led-ackermann",
      name: "Ackermann LED Surgical Light",
      description: "Đèn mổ • hai chóa",
      image: {
        src: "/uploads/p.jpg",
        width: 1200,
        height: 900,
        srcSet: "/uploads/p_w320.webp 320w, /uploads/p.jpg 1200w",
        alt: "Ackermann LED Surgical Light",
      },
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
      department: { slug: "phong-mo", name: "Phòng mổ" },
      category: { slug: "den-mo", name: "Surgical Lights" },
    });
  });

  it("has no image when the product has none", () => {
    expect(productDetailView({ ...product, image: null }, "vi").image).toBeNull();
  });
});
