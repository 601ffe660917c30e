/** What the public quote form receives and what its action answers. */
import type { QuoteFormValues } from "../validation/quote-request";
import type { QuoteTopic } from "./quote-requests";

export interface QuoteProductView {
  slug: string;
  name: string;
}

/** A training course the form offers, titled in the visitor's language. */
export interface QuoteCourseView {
  id: string;
  title: string;
}

/** The form as the contact page's loader gives it; null when quote requests are off. */
export interface QuoteFormView {
  consent: string;
  /** The signed moment the form was made (the minimum fill time). */
  token: string;
  /** The products named by the link that opened the form (?product=). */
  products: QuoteProductView[];
  /** What the link that opened the form names (?topic=, ?course=), or the default topic. */
  topic: QuoteTopic;
  course: string;
  courses: QuoteCourseView[];
  /** The page the visitor came from (?from=, or the product's page), posted back with the form. */
  source: string;
}

export type QuoteAnswer =
  | { status: "sent"; reference: string }
  | {
      status: "refused";
      message: string;
      errors: Partial<Record<keyof QuoteFormValues | "form", string>>;
      values: QuoteFormValues;
      selected: QuoteProductView[];
      /** The token to post again: the form keeps the moment it was first made. */
      token?: string;
    }
  | {
      status: "search";
      query: string;
      results: QuoteProductView[];
      values: QuoteFormValues;
      selected: QuoteProductView[];
      token?: string;
    };
