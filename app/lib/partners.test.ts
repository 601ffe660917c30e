import { describe, expect, it } from "vitest";
import { PARTNERS, partnerProductsPath } from "./partners";

describe("PARTNERS", () => {
  it("lists the nine brands the specification names, in its order, with the brand filter ids", () => {
    expect(PARTNERS.map((p) => [p.name, p.country.en, p.id])).toEqual([
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
    for (const partner of PARTNERS) {
      expect(partner.country.vi).not.toBe("");
      expect(partner.speciality.vi).not.toBe("");
      expect(partner.speciality.en).not.toBe("");
    }
  });

  it("links to the product list with the brand preselected", () => {
    expect(partnerProductsPath({ id: "pentax-medical" })).toBe("/products?brand=pentax-medical");
  });
});
