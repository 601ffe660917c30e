import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-settings";
import { companySchema, isAllowedMapEmbedUrl, isValidHref, listSchema, settingsErrorsOf } from "./schema";
import { listSectionOf } from "./sections";

describe("isAllowedMapEmbedUrl", () => {
  it("takes Google Maps' embed addresses only", () => {
    expect(isAllowedMapEmbedUrl("https://www.google.com/maps/embed?pb=!1m18")).toBe(true);
    expect(isAllowedMapEmbedUrl("https://maps.google.com/maps?q=Hanoi&output=embed")).toBe(true);
    for (const bad of [
      "http://www.google.com/maps/embed?pb=1",
      "https://maps.google.com/maps?q=Hanoi",
      "https://www.google.com.evil.example/maps/embed?pb=1",
      "https://user@www.google.com/maps/embed?pb=1",
      "https://www.google.com:8443/maps/embed?pb=1",
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
      "javascript:alert(1)",
    ]) {
      expect(isAllowedMapEmbedUrl(bad), bad).toBe(false);
    }
  });
});

describe("isValidHref", () => {
  it("takes a site path or an http(s) address, never another scheme or a protocol-relative one", () => {
    expect(isValidHref("/contact?topic=training")).toBe(true);
    expect(isValidHref("https://zalo.me/1900")).toBe(true);
    expect(isValidHref("//evil.example")).toBe(false);
    expect(isValidHref("javascript:alert(1)")).toBe(false);
  });

  it("refuses site paths that browsers or proxies resolve to another host", () => {
    for (const bad of [
      "/\\evil.example/",
      "\\\\evil.example",
      "/\\/evil.example",
      "/%5Cevil.example",
      "/%2F%2Fevil.example",
    ]) {
      expect(isValidHref(bad), bad).toBe(false);
    }
  });
});

const legal = {
  taxCode: "0105123456",
  registration: "do Sở Kế hoạch và Đầu tư TP. Hà Nội cấp lần đầu ngày 15/03/2011",
  registrationEn: "",
  registeredAddress: "102 Thái Thịnh, Hà Nội",
  registeredAddressEn: "",
};

describe("the settings schemas", () => {
  it("keeps English optional and turns typed counts into numbers", () => {
    const parsed = companySchema.safeParse({
      companyName: "An Việt",
      companyNameEn: "",
      addressHanoi: "Hà Nội",
      addressHanoiEn: "",
      addressHcm: "TP. HCM",
      addressHcmEn: "",
      hotline: "1900",
      phoneNorth: "1",
      phoneSouth: "2",
      zaloNationwide: "",
      zaloNorth: "",
      zaloSouth: "",
      email: "info@example.vn",
      workingHours: "8:00 – 17:30",
      workingHoursEn: "",
      mapUrlHanoi: "",
      mapUrlHcm: "",
      foundedYear: "2011",
      staffCount: " 30 ",
      customerCount: 100,
      ...legal,
    });
    expect(parsed.success && parsed.data).toMatchObject({ foundedYear: 2011, staffCount: 30, customerCount: 100 });
  });

  it("takes an enterprise code of 10 digits, a branch's with 3 more, or none", () => {
    const errorOf = (taxCode: string) => {
      const parsed = companySchema.pick({ taxCode: true }).safeParse({ taxCode });
      return parsed.success ? null : settingsErrorsOf(parsed.error).taxCode;
    };
    for (const good of ["", "0105123456", " 0105123456-001 "]) expect(errorOf(good), good).toBeNull();
    for (const bad of ["010512345", "01051234567", "0105123456-01", "MST 0105123456", "0105 123 456"]) {
      expect(errorOf(bad), bad).toBe("Mã số doanh nghiệp gồm 10 chữ số (chi nhánh: thêm dấu - và 3 chữ số)");
    }
  });

  it("keys a list's errors by entry and field", () => {
    const section = listSectionOf("why");
    if (!section) throw new Error("no why section");
    const parsed = listSchema(section).safeParse([
      { id: "a", title: "Một", titleEn: "", description: "Mô tả", descriptionEn: "" },
      { id: "b", title: "", titleEn: "", description: "", descriptionEn: "" },
    ]);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(settingsErrorsOf(parsed.error)).toEqual({
      "1.title": "Vui lòng nhập tiêu đề",
      "1.description": "Vui lòng nhập mô tả",
    });
    expect(vi.errors.required("Tiêu đề")).toBe("Vui lòng nhập tiêu đề");
  });
});
