import { describe, expect, it } from "vitest";
import { partnerProductsPath } from "./partners";
import { DEFAULT_PARTNERS } from "./site-content-defaults";
import { brandId } from "./slugify";

describe("DEFAULT_PARTNERS", () => {
  it("lists the nine brands the specification names, in its order, with the brand filter ids", () => {
    expect(DEFAULT_PARTNERS.map((p) => [p.name, p.countryEn, p.id])).toEqual([
      ["Pentax Medical", "Japan", "pentax-medical"],
      ["STERIS", "USA", "steris"],
      ["Vedkang", "China", "vedkang"],
      ["Ackermann", "Germany", "ackermann"],
      ["Waycen", "Korea", "waycen"],
      ["Cook Medical", "USA", "cook-medical"],
      ["Lepu Medical", "China", "lepu-medical"],
      ["Creo Medical", "UK", "creo-medical"],
      ["Beneeon", "China", "beneeon"],
    ]);
    for (const partner of DEFAULT_PARTNERS) {
      expect(partner.id).toBe(brandId(partner.name));
      expect(partner.country).not.toBe("");
      expect(partner.description).not.toBe("");
      expect(partner.descriptionEn).not.toBe("");
    }
  });
});

describe("partnerProductsPath", () => {
  it("links to the product list with the brand preselected, from the brand's name", () => {
    expect(partnerProductsPath("Pentax Medical")).toBe("/products?brand=pentax-medical");
    expect(partnerProductsPath("Olympus  Europa")).toBe("/products?brand=olympus-europa");
  });
});
