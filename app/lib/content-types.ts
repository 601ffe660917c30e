/** Shapes of the structured (JSON) content fields, shared by server and browser. */

export interface Feature {
  id: string;
  text: string;
  textEn: string;
  order: number;
}

export interface Specification {
  key: string;
  keyEn: string;
  value: string;
  valueEn: string;
  order: number;
}

export interface HeroSlide {
  id: number;
  image: string;
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  description: string;
  descriptionEn: string;
  primaryButtonText: string;
  primaryButtonTextEn: string;
  primaryButtonHref: string;
  secondaryButtonText: string;
  secondaryButtonTextEn: string;
  secondaryButtonHref: string;
}

/** A responsive rendition of a stored raster image. */
export interface ImageVariant {
  width: number;
  height: number;
  url: string;
  key: string;
}

/** A department, category or product as a link: id, slug and bilingual name. */
export interface NamedEntity {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
}

/** A department, category or product with its bilingual description. */
export interface DescribedEntity extends NamedEntity {
  description: string;
  descriptionEn: string;
}
