/**
 * The specification's texts as the site content's defaults: the settings columns' defaults (so a
 * database that existed before migration 0006 gets them too) and the seed. Relative imports
 * only: drizzle-kit loads this through the schema.
 */
import { en, vi } from "../i18n/messages/pages";
import type { JobOpening, PartnerBrand, TrainingCourse, TrainingMode, WhyCard } from "./site-content";
import { brandId } from "./slugify";

/** Founded 2011, 30+ staff, 100+ customers (specification §1). */
export const DEFAULT_COMPANY_FACTS = { foundedYear: 2011, staffCount: 30, customerCount: 100 };

export const DEFAULT_WHY_CARDS: WhyCard[] = [
  {
    id: "solutions",
    title: "Giải pháp toàn diện",
    titleEn: "Complete solutions",
    description: "Tư vấn, cung cấp, lắp đặt và bảo trì trọn gói cho khoa nội soi, kiểm soát nhiễm khuẩn và phòng mổ.",
    descriptionEn: "Advice, supply, installation and maintenance for endoscopy, infection control and operating rooms.",
  },
  {
    id: "service",
    title: "Dịch vụ kỹ thuật tận tâm",
    titleEn: "Dedicated technical service",
    description: "Đội ngũ kỹ sư được hãng đào tạo, hỗ trợ nhanh chóng và bảo hành chu đáo trên toàn quốc.",
    descriptionEn: "Factory-trained engineers with fast support and reliable warranty service nationwide.",
  },
  {
    id: "genuine",
    title: "Sản phẩm chính hãng",
    titleEn: "Genuine products",
    description: "Thiết bị nhập khẩu chính hãng từ Mỹ, Đức, Nhật Bản và Trung Quốc, đầy đủ chứng từ CO, CQ.",
    descriptionEn:
      "Equipment imported from the US, Germany, Japan and China, with full certificates of origin and quality.",
  },
];

function partner(name: string, country: [string, string], description: [string, string]): PartnerBrand {
  const id = brandId(name);
  return {
    id,
    name,
    country: country[0],
    countryEn: country[1],
    description: description[0],
    descriptionEn: description[1],
    logo: "",
  };
}

/**
 * The official distribution partners, in the specification's order. It says eight but names
 * nine brands: all nine are listed.
 */
export const DEFAULT_PARTNERS: PartnerBrand[] = [
  partner(
    "Pentax Medical",
    ["Nhật Bản", "Japan"],
    ["Hệ thống nội soi và ống soi mềm", "Endoscopy systems and flexible endoscopes"],
  ),
  partner("STERIS", ["Mỹ", "USA"], ["Kiểm soát nhiễm khuẩn và tiệt khuẩn", "Infection control and sterilisation"]),
  partner("Vedkang", ["Trung Quốc", "China"], ["Vật tư và dụng cụ nội soi", "Endoscopy supplies and accessories"]),
  partner(
    "Ackermann",
    ["Đức", "Germany"],
    ["Thiết bị phòng mổ: bàn mổ, đèn mổ, trụ treo", "Operating room: tables, lights and pendants"],
  ),
  partner("Waycen", ["Hàn Quốc", "Korea"], ["Công nghệ y tế ứng dụng trí tuệ nhân tạo", "AI medical technology"]),
  partner(
    "Cook Medical",
    ["Mỹ", "USA"],
    ["Dụng cụ can thiệp nội soi và stent", "Interventional endoscopy devices and stents"],
  ),
  partner(
    "Lepu Medical",
    ["Trung Quốc", "China"],
    ["Chẩn đoán hình ảnh và theo dõi bệnh nhân", "Diagnostic imaging and patient monitoring"],
  ),
  partner("Creo Medical", ["Anh", "UK"], ["Nội soi can thiệp", "Interventional endoscopy"]),
  partner(
    "Beneeon",
    ["Trung Quốc", "China"],
    ["Tiệt khuẩn và tái xử lý dụng cụ", "Sterilisation and instrument reprocessing"],
  ),
];

/** The four courses of the training page, Vietnamese beside English. */
export const DEFAULT_TRAINING_COURSES: TrainingCourse[] = vi.training.courses.map((course, index) => {
  const english = en.training.courses[index] ?? course;
  return {
    id: course.id,
    title: course.title,
    titleEn: english.title,
    duration: course.duration,
    durationEn: english.duration,
    level: course.level,
    levelEn: english.level,
    audience: course.audience,
    audienceEn: english.audience,
    description: course.description,
    descriptionEn: english.description,
    features: [...course.features],
    featuresEn: [...english.features],
  };
});

const MODE_IDS = ["on-site", "at-centre", "online", "on-request"];

export const DEFAULT_TRAINING_MODES: TrainingMode[] = vi.training.modes.map((mode, index) => ({
  id: MODE_IDS[index] ?? `mode-${index + 1}`,
  title: mode.title,
  titleEn: en.training.modes[index]?.title ?? "",
  description: mode.description,
  descriptionEn: en.training.modes[index]?.description ?? "",
}));

/** The two openings of the careers page; the named contact of its "how to apply" section. */
export const DEFAULT_JOB_OPENINGS: JobOpening[] = vi.recruitment.jobs.map((job, index) => {
  const english = en.recruitment.jobs[index] ?? job;
  return {
    id: job.id,
    title: job.title,
    titleEn: english.title,
    summary: job.summary,
    summaryEn: english.summary,
    location: job.location,
    locationEn: english.location,
    schedule: job.schedule,
    scheduleEn: english.schedule,
    salary: job.salary,
    salaryEn: english.salary,
    experience: job.experience,
    experienceEn: english.experience,
    duties: [...job.duties],
    dutiesEn: [...english.duties],
    requirements: [...job.requirements],
    requirementsEn: [...english.requirements],
    contact: vi.recruitment.contactName,
    contactEn: en.recruitment.contactName,
  };
});
