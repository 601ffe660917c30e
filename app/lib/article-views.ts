import type { ArticleCardView } from "./views";

/** An article's body as the page renders it: sanitised HTML, plain-text paragraphs, or nothing yet. */
export type ArticleBody =
  | { kind: "html"; html: string }
  | { kind: "paragraphs"; paragraphs: string[] }
  | { kind: "empty" };

/** What the article page receives: one language, only the fields it renders. */
export interface ArticlePageView extends ArticleCardView {
  subtitle: string;
  viewCount: number;
  caption: string;
  tags: string[];
  body: ArticleBody;
}
