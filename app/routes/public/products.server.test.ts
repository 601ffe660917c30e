import { describe, expect, it } from "vitest";
import type { DepartmentWithCategories } from "~/server/services/departments.server";
import { brandOptions, categoryOptionGroups, departmentOptions } from "./products.server";

describe("filter options", () => {
  const departments: DepartmentWithCategories[] = [
    {
      id: 1,
      slug: "phong-mo",
      name: "Phòng mổ",
      nameEn: "Operating Room",
      description: "",
      descriptionEn: "",
      displayOrder: 1,
      categories: [{ id: 2, slug: "den-mo", name: "Đèn mổ", nameEn: "Surgical Lights" }],
    },
    {
      id: 3,
      slug: "khoa-noi-soi",
      name: "Khoa Nội soi",
      nameEn: "",
      description: "",
      descriptionEn: "",
      displayOrder: 2,
      categories: [
        { id: 4, slug: "den-mo", name: "Đèn soi", nameEn: "" },
        { id: 5, slug: "ong-soi-mem", name: "Ống soi mềm", nameEn: "Flexible Endoscopes" },
      ],
    },
  ];

  it("offers one option per brand id", () => {
    expect(brandOptions(["Pentax Medical", "pentax  medical", "STERIS", " "])).toEqual([
      { value: "pentax-medical", label: "Pentax Medical" },
      { value: "steris", label: "STERIS" },
    ]);
  });

  it("names departments and groups categories by department, each slug once", () => {
    expect(departmentOptions(departments, "en")).toEqual([
      { value: "phong-mo", label: "Operating Room" },
      { value: "khoa-noi-soi", label: "Khoa Nội soi" },
    ]);
    expect(categoryOptionGroups(departments, "en")).toEqual([
      { label: "Operating Room", options: [{ value: "den-mo", label: "Surgical Lights" }] },
      { label: "Khoa Nội soi", options: [{ value: "ong-soi-mem", label: "Flexible Endoscopes" }] },
    ]);
  });
});
