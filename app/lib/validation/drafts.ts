import { z } from "~/lib/zod";
import { draftSchemaOf } from "./form-fields";
import { NEWS_LIMITS, newsFormSchema } from "./news";
import { productFormSchema } from "./product";

/**
 * The editors' unsaved forms as the server keeps them (server drafts): the form's
 * values as the editor holds them, checked for shape and bounded by the save action's own limits
 * (a draft may be incomplete: nothing is required). Unknown keys are dropped.
 */

/** The news editor's draft: its form's values (decision 048). */
export const articleDraftSchema = draftSchemaOf(newsFormSchema);

/** The product editor's draft: its form's values (decision 048), and the department the category list is of. */
export const productDraftSchema = draftSchemaOf(productFormSchema).extend({
  departmentId: z.number().int().positive().nullable(),
});

export type ArticleDraftValues = z.infer<typeof articleDraftSchema>;
export type ProductDraftValues = z.infer<typeof productDraftSchema>;

export const DRAFT_SCHEMAS = { article: articleDraftSchema, product: productDraftSchema } as const;

/**
 * The longest draft a request may carry, as JSON text, checked before it is parsed: both bodies at
 * their limit (quotes escaped twice over) and the rest; a product's lists at theirs.
 */
export const DRAFT_MAX_CHARS = { article: 4 * NEWS_LIMITS.contentHtml + 50_000, product: 400_000 } as const;
