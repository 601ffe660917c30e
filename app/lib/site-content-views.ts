/**
 * The site content (lib/site-content.ts) as the public pages show it, in the page's language:
 * each bilingual field picked, English falling back to Vietnamese.
 */
import { type Lang, pick, pickLines } from "~/i18n/lang";
import { partnerProductsPath } from "./partners";
import type { JobOpening, PartnerBrand, TrainingCourse, TrainingMode, WhyCard } from "./site-content";
import { brandId } from "./slugify";

export interface CardView {
  id: string;
  title: string;
  description: string;
}

export interface PartnerView {
  /** The brand filter id. */
  id: string;
  name: string;
  country: string;
  description: string;
  logo: string;
  /** /products?brand=<id> (unlocalised; Link adds /en). */
  productsPath: string;
}

export interface CourseView extends CardView {
  duration: string;
  level: string;
  audience: string;
  features: string[];
}

export interface JobView {
  id: string;
  title: string;
  summary: string;
  location: string;
  schedule: string;
  salary: string;
  experience: string;
  duties: string[];
  requirements: string[];
  contact: string;
}

export function cardView(card: WhyCard | TrainingMode, lang: Lang): CardView {
  return {
    id: card.id,
    title: pick(card.title, card.titleEn, lang),
    description: pick(card.description, card.descriptionEn, lang),
  };
}

export function partnerView(partner: PartnerBrand, lang: Lang): PartnerView {
  return {
    id: brandId(partner.name),
    name: partner.name,
    country: pick(partner.country, partner.countryEn, lang),
    description: pick(partner.description, partner.descriptionEn, lang),
    logo: partner.logo,
    productsPath: partnerProductsPath(partner.name),
  };
}

export function courseView(course: TrainingCourse, lang: Lang): CourseView {
  return {
    ...cardView(course, lang),
    duration: pick(course.duration, course.durationEn, lang),
    level: pick(course.level, course.levelEn, lang),
    audience: pick(course.audience, course.audienceEn, lang),
    features: pickLines(course.features, course.featuresEn, lang),
  };
}

export function jobView(job: JobOpening, lang: Lang): JobView {
  return {
    id: job.id,
    title: pick(job.title, job.titleEn, lang),
    summary: pick(job.summary, job.summaryEn, lang),
    location: pick(job.location, job.locationEn, lang),
    schedule: pick(job.schedule, job.scheduleEn, lang),
    salary: pick(job.salary, job.salaryEn, lang),
    experience: pick(job.experience, job.experienceEn, lang),
    duties: pickLines(job.duties, job.dutiesEn, lang),
    requirements: pickLines(job.requirements, job.requirementsEn, lang),
    contact: pick(job.contact, job.contactEn, lang),
  };
}
