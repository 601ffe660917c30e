/**
 * The demo's documents: every demo product gets a datasheet ('Thông số kỹ thuật') and
 * Vietnamese instructions for use ('Hướng dẫn sử dụng'), and the site the training brochure
 * ('Chương trình đào tạo', the 'brochure' slot). Generated as PDFs with pdf-lib, stored as an
 * upload is (storeDocument: content-hashed, checked, previewed) and linked as the product form
 * saves them (saveProductDocuments). Same content, same bytes: the files and their previews are
 * kept between seeds in node_modules/.cache (generating 107 files costs seconds, reading them
 * a fraction of one). Imported by the seed on demand, so pdf-lib stays out of a server's memory.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { BROCHURE_FILE_NAME, type DocumentKind } from "~/lib/documents";
import type { TrainingCourse, TrainingMode } from "~/lib/site-content";
import { DEFAULT_TRAINING_COURSES, DEFAULT_TRAINING_MODES } from "~/lib/site-content-defaults";
import { db } from "../db/index.server";
import { productItems } from "../db/schema";
import { PREVIEW_WIDTH, renderPdfPreview } from "../documents/preview.server";
import { type DocumentRow, saveProductDocuments, storeDocument } from "../services/documents.server";
import { getSiteSettings } from "../services/settings.server";
import { setSiteDocument } from "../services/site-documents.server";
import { DEMO_CATALOG } from "./data/catalog";
import {
  BROCHURE_INTRO,
  BROCHURE_REGISTER,
  type CompanyContact,
  DATASHEET_NOTE,
  IFU_PREFACE,
  type IfuSubject,
  ifuSections,
} from "./data/documents";
import { COMPANY_SETTINGS } from "./data/settings";
import { mapLimit } from "./map-limit";
import { COMPOSER_SOURCE, PdfComposer } from "./pdf-composer.server";
import { cachedBytes, cacheKey, defaultCacheDir } from "./rendition-cache.server";
import type { SeedProduct } from "./types";

export const DATASHEET_TITLE = { vi: "Thông số kỹ thuật", en: "Datasheet" } as const;
export const IFU_TITLE = { vi: "Hướng dẫn sử dụng", en: "Instructions for use" } as const;
export const BROCHURE_TITLE = "Chương trình đào tạo";

/** What the bytes depend on besides their content: this code, the layout's, the libraries and the font. */
const require = createRequire(import.meta.url);
const GENERATOR = [
  createHash("sha256")
    .update(fs.readFileSync(fileURLToPath(import.meta.url)))
    .digest("hex"),
  COMPOSER_SOURCE,
  (require("pdf-lib/package.json") as { version: string }).version,
  (require("@pdf-lib/fontkit/package.json") as { version: string }).version,
  (require("@expo-google-fonts/be-vietnam-pro/package.json") as { version: string }).version,
];

interface DemoProduct extends SeedProduct {
  category: string;
  department: string;
}

interface PlannedDocument {
  kind: DocumentKind;
  originalName: string;
  /** What the file is made from: its cache key. */
  content: unknown;
  make: () => Promise<Uint8Array>;
}

function contactOf(settings: Partial<CompanyContact> | null): CompanyContact {
  const pick = (key: keyof CompanyContact) => settings?.[key] || COMPANY_SETTINGS[key];
  return {
    companyName: pick("companyName"),
    addressHanoi: pick("addressHanoi"),
    addressHcm: pick("addressHcm"),
    hotline: pick("hotline"),
    phoneNorth: pick("phoneNorth"),
    phoneSouth: pick("phoneSouth"),
    email: pick("email"),
    workingHours: pick("workingHours"),
  };
}

const footerOf = (c: CompanyContact) => `Hotline ${c.hotline} · ${c.email}`;

function regulatoryLine(product: SeedProduct): string | null {
  const parts = [
    product.circulationNumber ? `Số lưu hành tại Việt Nam: ${product.circulationNumber}` : null,
    product.riskClass ? `trang thiết bị y tế loại ${product.riskClass} theo Nghị định 98/2021/NĐ-CP` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join("; ")}.` : null;
}

export async function datasheetPdf(product: DemoProduct, company: CompanyContact): Promise<Uint8Array> {
  const brand = product.brands.join(", ");
  const pdf = await PdfComposer.create({
    title: `${DATASHEET_TITLE.vi} – ${product.name}`,
    subject: `${DATASHEET_TITLE.vi} ${product.name} (${brand})`,
    keywords: [product.name, brand, product.category, DATASHEET_TITLE.vi],
    author: company.companyName,
    footer: footerOf(company),
  });
  pdf.banner(DATASHEET_TITLE.vi, product.name, `${product.department} · ${product.category}`);
  const facts: [string, string][] = [
    ["Sản phẩm", product.name],
    ["Thương hiệu", brand],
    ["Danh mục", `${product.category} (${product.department})`],
  ];
  if (product.riskClass) facts.push(["Phân loại TTBYT", `Loại ${product.riskClass} (Nghị định 98/2021/NĐ-CP)`]);
  if (product.circulationNumber) facts.push(["Số lưu hành", product.circulationNumber]);
  pdf.table(facts);
  pdf.heading("Mô tả");
  pdf.paragraph(product.description);
  pdf.heading("Tính năng nổi bật");
  pdf.list(product.features.map((f) => f.text));
  pdf.heading("Thông số kỹ thuật");
  pdf.table(
    product.specifications.map((s) => [s.key, s.value]),
    ["Thông số", "Giá trị"],
  );
  pdf.note(DATASHEET_NOTE(company.companyName));
  return pdf.save();
}

export async function ifuPdf(product: DemoProduct, company: CompanyContact): Promise<Uint8Array> {
  const subject: IfuSubject = {
    name: product.name,
    brand: product.brands.join(", "),
    category: product.category,
    description: product.description,
    regulatory: regulatoryLine(product),
  };
  const pdf = await PdfComposer.create({
    title: `${IFU_TITLE.vi} – ${product.name}`,
    subject: `${IFU_TITLE.vi} ${product.name} (${subject.brand})`,
    keywords: [product.name, subject.brand, IFU_TITLE.vi],
    author: company.companyName,
    footer: footerOf(company),
  });
  pdf.banner(IFU_TITLE.vi, product.name, `Thương hiệu: ${subject.brand} · Bản tiếng Việt`);
  pdf.paragraph(IFU_PREFACE(subject, company.companyName), { after: 10 });
  for (const [index, section] of ifuSections(subject, company).entries()) {
    if (section.keepTogether) pdf.keepTogether(section.keepTogether);
    pdf.heading(`${index + 1}. ${section.title}`);
    for (const text of section.paragraphs ?? []) pdf.paragraph(text);
    if (section.bullets) pdf.list(section.bullets);
    if (section.steps) pdf.list(section.steps, true);
    if (section.rows) pdf.table(section.rows);
  }
  return pdf.save();
}

export async function brochurePdf(
  courses: TrainingCourse[],
  modes: TrainingMode[],
  company: CompanyContact,
): Promise<Uint8Array> {
  const pdf = await PdfComposer.create({
    title: `${BROCHURE_TITLE} – ${company.companyName}`,
    subject: `${BROCHURE_TITLE}: ${courses.map((c) => c.title).join(", ")}`,
    keywords: [BROCHURE_TITLE, ...courses.map((c) => c.title)],
    author: company.companyName,
    footer: footerOf(company),
  });
  pdf.banner("Brochure đào tạo", BROCHURE_TITLE, `${courses.length} khóa học cho bệnh viện và phòng khám`);
  pdf.paragraph(BROCHURE_INTRO(company.companyName), { after: 10 });
  for (const [index, course] of courses.entries()) {
    // A course on one page: its title, text, facts and contents (about 200 points).
    pdf.keepTogether(120 + 16 * course.features.length);
    pdf.heading(`${index + 1}. ${course.title}`, 14);
    pdf.paragraph(course.description);
    pdf.table([
      ["Thời lượng", course.duration],
      ["Trình độ", course.level],
      ["Đối tượng", course.audience],
    ]);
    pdf.paragraph("Nội dung chính", { bold: true, after: 2 });
    pdf.list(course.features);
  }
  if (modes.length) {
    pdf.keepTogether(60 + 40 * modes.length);
    pdf.heading("Hình thức đào tạo", 14);
    for (const mode of modes) {
      pdf.paragraph(mode.title, { bold: true, after: 1 });
      pdf.paragraph(mode.description);
    }
  }
  pdf.heading("Đăng ký khóa học", 14);
  pdf.list(BROCHURE_REGISTER(company));
  return pdf.save();
}

/** The demo catalogue's products with their category's and department's names. */
export function demoProducts(): DemoProduct[] {
  return DEMO_CATALOG.flatMap((department) =>
    department.categories.flatMap((category) =>
      category.products.map((product) => ({ ...product, category: category.name, department: department.name })),
    ),
  );
}

/** A PDF's bytes from the cache, or made and kept. */
async function pdfBytes(plan: PlannedDocument): Promise<Buffer> {
  const key = cacheKey(["demo-document", GENERATOR, plan.kind, plan.content]);
  const bytes = await cachedBytes(defaultCacheDir("demo-documents"), key, async () => Buffer.from(await plan.make()));
  if (!bytes) throw new Error(`Could not make ${plan.originalName}`);
  return bytes;
}

/** A PDF's bytes and its first page's preview (the installed renderer's), both kept between seeds. */
async function made(plan: PlannedDocument, dir: string): Promise<{ bytes: Buffer; preview: Buffer | null }> {
  const bytes = await pdfBytes(plan);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const key = cacheKey(["demo-document-preview", sha256, PREVIEW_WIDTH, sharp.versions]);
  const preview = await cachedBytes(defaultCacheDir("demo-documents"), key, async () => {
    const file = path.join(dir, `preview-${sha256}.pdf`);
    await fs.promises.writeFile(file, bytes);
    return renderPdfPreview(file);
  });
  return { bytes, preview };
}

/** Stores a generated PDF as an upload would be. */
async function store(plan: PlannedDocument, file: { bytes: Buffer; preview: Buffer | null }, dir: string) {
  const stored = path.join(dir, plan.originalName);
  await fs.promises.writeFile(stored, file.bytes);
  const { row } = await storeDocument({
    file: stored,
    originalName: plan.originalName,
    kind: plan.kind,
    language: "vi",
    createdBy: null,
    renderPreview: async () => file.preview,
  });
  return row;
}

/**
 * Gives every demo product its datasheet and instructions for use, and the site its training
 * brochure. Run after the demo catalogue is in the database; answers how many files it stored.
 */
export async function seedDemoDocuments(): Promise<{ documents: number; bytes: number }> {
  const settings = await getSiteSettings();
  const company = contactOf(settings);
  const products = demoProducts();
  const plans: (PlannedDocument & { slug?: string })[] = products.flatMap((product) => [
    {
      slug: product.slug,
      kind: "datasheet" as const,
      originalName: `${product.slug}-datasheet.pdf`,
      content: [product, company],
      make: () => datasheetPdf(product, company),
    },
    {
      slug: product.slug,
      kind: "ifu" as const,
      originalName: `${product.slug}-ifu.pdf`,
      content: [product, company],
      make: () => ifuPdf(product, company),
    },
  ]);
  const courses = settings?.trainingCourses.length ? settings.trainingCourses : DEFAULT_TRAINING_COURSES;
  const modes = settings?.trainingModes ?? DEFAULT_TRAINING_MODES;
  plans.push({
    kind: "catalogue",
    originalName: BROCHURE_FILE_NAME,
    content: [courses, modes, company],
    make: () => brochurePdf(courses, modes, company),
  });

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "demo-documents-"));
  const rows: DocumentRow[] = [];
  let total = 0;
  try {
    // Made two at a time (a preview waits on its renderer), then stored one after another in
    // the catalogue's order: the same ids on every seed.
    const files = await mapLimit(plans, 2, (plan) => made(plan, dir));
    for (const [index, plan] of plans.entries()) {
      const file = files[index];
      if (!file) throw new Error(`Could not make ${plan.originalName}`);
      total += file.bytes.length;
      rows.push(await store(plan, file, dir));
    }
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }

  const ids = new Map(
    (
      await db()
        .select({ id: productItems.id, slug: productItems.slug })
        .from(productItems)
        .where(
          inArray(
            productItems.slug,
            products.map((p) => p.slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  await db().transaction(async (tx) => {
    for (const [index, product] of products.entries()) {
      const productId = ids.get(product.slug);
      const datasheet = rows[2 * index];
      const ifu = rows[2 * index + 1];
      if (!productId || !datasheet || !ifu) throw new Error(`Could not link the documents of ${product.slug}`);
      const link = (row: DocumentRow, title: { vi: string; en: string }) => ({
        linkId: null,
        documentId: row.id,
        kind: row.kind,
        language: row.language,
        title: title.vi,
        titleEn: title.en,
        validUntil: null,
        isPublic: true,
      });
      await saveProductDocuments(tx, productId, [link(datasheet, DATASHEET_TITLE), link(ifu, IFU_TITLE)]);
    }
  });
  const brochure = rows[rows.length - 1];
  if (brochure) await setSiteDocument("brochure", brochure.id);
  return { documents: rows.length, bytes: total };
}
