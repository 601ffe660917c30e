import { describe, expect, it } from "vitest";
import type { DepartmentWithCategories } from "~/server/services/departments.server";
import { departmentCardView } from "./departments.server";

describe("departmentCardView", () => {
  const department: DepartmentWithCategories = {
    id: 1,
    slug: "phong-mo",
    name: "Phòng mổ",
    nameEn: "Operating Room",
    description: "Mô tả",
    descriptionEn: "",
    displayOrder: 0,
    categories: [
      { id: 1, slug: "ban-mo", name: "Bàn mổ", nameEn: "Operating tables" },
      { id: 2, slug: "den-mo", name: "Đèn mổ", nameEn: "" },
      { id: 3, slug: "dao-mo", name: "Dao mổ", nameEn: "Electrosurgery" },
    ],
  };

  it("names the first two categories and counts the rest", () => {
    expect(departmentCardView(department, "en")).toEqual({
      slug: "phong-mo",
      name: "Operating Room",
      description: "Mô tả",
      categoryCount: 3,
      firstCategories: ["Operating tables", "Đèn mổ"],
      moreCategories: 1,
    });
    expect(departmentCardView({ ...department, categories: [] }, "vi")).toMatchObject({
      categoryCount: 0,
      firstCategories: [],
      moreCategories: 0,
    });
  });
});
