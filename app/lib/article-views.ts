import type { ImageView } from "./views";

/** An article's body as the page renders it: sanitised HTML, plain-text paragraphs, or nothing yet. */
export type ArticleBody =
  | { kind: "html"; html: string }
  | { kind: "paragraphs"; paragraphs: string[] }
  | { kind: "empty" };

/** What the article page receives: one language, only the fields it renders. */
export interface ArticlePageView {
  slug: string;
  title: string;
  subtitle: string;
  excerpt: string;
  /** dd/mm/yyyy of publication, or of creation when never published. */
  date: string;
  /** The same moment as an ISO string, for <time dateTime>. */
  dateTime: string;
  category: string | null;
  viewCount: number;
  image: ImageView | null;
  caption: string;
  tags: string[];
  body: ArticleBody;
}
