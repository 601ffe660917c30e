/**
 * The site content staff edit under /admin/settings (decision 014), stored as JSON lists in the
 * settings row. Each visitor-facing text has a Vietnamese value and an English one that falls
 * back to it when empty; ids only need to be unique within their list.
 */

/** A card of the home page's "Tại sao chọn chúng tôi" section. */
export interface WhyCard {
  id: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
}

/** A brand the company officially distributes; its products: /products?brand=<brandId(name)>. */
export interface PartnerBrand {
  id: string;
  name: string;
  country: string;
  countryEn: string;
  description: string;
  descriptionEn: string;
  /** A stored image's URL, or "" for the brand's monogram. */
  logo: string;
}

export interface TrainingCourse {
  id: string;
  title: string;
  titleEn: string;
  duration: string;
  durationEn: string;
  level: string;
  levelEn: string;
  audience: string;
  audienceEn: string;
  description: string;
  descriptionEn: string;
  features: string[];
  featuresEn: string[];
}

/** A way the training is given (on site, at the centre, online, on request). */
export interface TrainingMode {
  id: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
}

export interface JobOpening {
  id: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  location: string;
  locationEn: string;
  schedule: string;
  scheduleEn: string;
  salary: string;
  salaryEn: string;
  experience: string;
  experienceEn: string;
  duties: string[];
  dutiesEn: string[];
  requirements: string[];
  requirementsEn: string[];
  /** Whom to call about it: a name, a number. */
  contact: string;
  contactEn: string;
}
