import type { Lang } from "~/i18n/lang";
import { brandId } from "./slugify";

/** A brand the company officially distributes; shown on the about and partnership pages. */
export interface Partner {
  /** The brand filter id of the product list (/products?brand=<id>). */
  id: string;
  name: string;
  country: Record<Lang, string>;
  speciality: Record<Lang, string>;
}

function partner(name: string, country: Record<Lang, string>, speciality: Record<Lang, string>): Partner {
  return { id: brandId(name), name, country, speciality };
}

/**
 * The official distribution partners, in the specification's order. The specification says
 * eight but names nine brands: all nine are listed.
 */
export const PARTNERS: readonly Partner[] = [
  partner(
    "Pentax Medical",
    { vi: "Nhật Bản", en: "Japan" },
    { vi: "Hệ thống nội soi và ống soi mềm", en: "Endoscopy systems and flexible endoscopes" },
  ),
  partner(
    "STERIS",
    { vi: "Mỹ", en: "USA" },
    { vi: "Kiểm soát nhiễm khuẩn và tiệt khuẩn", en: "Infection control and sterilisation" },
  ),
  partner(
    "Vedkang",
    { vi: "Trung Quốc", en: "China" },
    { vi: "Vật tư và dụng cụ nội soi", en: "Endoscopy supplies and accessories" },
  ),
  partner(
    "Ackermann",
    { vi: "Đức", en: "Germany" },
    { vi: "Thiết bị phòng mổ: bàn mổ, đèn mổ, trụ treo", en: "Operating room: tables, lights and pendants" },
  ),
  partner(
    "Waycen",
    { vi: "Hàn Quốc", en: "Korea" },
    { vi: "Công nghệ y tế ứng dụng trí tuệ nhân tạo", en: "AI medical technology" },
  ),
  partner(
    "Cook Medical",
    { vi: "Mỹ", en: "USA" },
    { vi: "Dụng cụ can thiệp nội soi và stent", en: "Interventional endoscopy devices and stents" },
  ),
  partner(
    "Lepu Medical",
    { vi: "Trung Quốc", en: "China" },
    { vi: "Chẩn đoán hình ảnh và theo dõi bệnh nhân", en: "Diagnostic imaging and patient monitoring" },
  ),
  partner("Creo Medical", { vi: "Anh", en: "UK" }, { vi: "Nội soi can thiệp", en: "Interventional endoscopy" }),
  partner(
    "Beneeon",
    { vi: "Trung Quốc", en: "China" },
    { vi: "Tiệt khuẩn và tái xử lý dụng cụ", en: "Sterilisation and instrument reprocessing" },
  ),
];

/** The product list filtered on a partner's brand (an unlocalised path; Link adds /en). */
export function partnerProductsPath(partner: Pick<Partner, "id">): string {
  return `/products?brand=${encodeURIComponent(partner.id)}`;
}
