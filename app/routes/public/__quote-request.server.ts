/**
 * The quote request form of the contact page: what its loader adds, and its action
 * (a product search, or a request checked against the spam guard and stored). The form works as a
 * plain POST and through a fetcher alike: both come here and get the same answer.
 */
import { data } from "react-router";
import { type Lang, localizePath, pick } from "~/i18n/lang";
import { messages } from "~/i18n/messages/quotes";
import {
  COURSE_TOPIC,
  isQuoteTopic,
  QUOTE_FORM_MAX_BYTES,
  QUOTE_LIMITS,
  sourcePageOf,
} from "~/lib/quotes/quote-requests";
import type { QuoteAnswer, QuoteFormView, QuoteProductView } from "~/lib/quotes/quote-views";
import { quoteFormValues, quoteRequestSchema } from "~/lib/validation/quote-request";
import { clientAddress } from "~/server/auth.server";
import { getConfig } from "~/server/config.server";
import type { QuoteRefusalReason } from "~/server/db/quote-schema";
import { readForm } from "~/server/form-body.server";
import { wakeMailOutbox } from "~/server/mail/outbox.server";
import { requestNotifications } from "~/server/mail/quote-mail.server";
import {
  admitQuoteRequest,
  checkFormTokenUse,
  formTokenUse,
  HONEYPOT_FIELD,
  issueFormToken,
  TOKEN_FIELD,
} from "~/server/quote-guard.server";
import {
  countRefusal,
  createQuoteRequest,
  FormTokenUsedError,
  findQuoteProducts,
  formKey,
  searchQuoteProducts,
} from "~/server/services/quote-requests.server";
import { requireSiteShell, type SiteSettings } from "~/server/services/settings.server";

const view = (products: { slug: string; name: string }[]): QuoteProductView[] =>
  products.map(({ slug, name }) => ({ slug, name }));

/** What the link that opened the contact page says (its query): all of it optional, none of it trusted. */
export interface QuoteFormLink {
  /** ?product= (a product's 'Liên hệ tư vấn'). */
  products?: readonly string[];
  /** ?topic= and ?course= (the training and partnership pages). */
  topic?: string | null;
  course?: string | null;
  /** ?from=: the linking page's path. */
  from?: string | null;
}

/**
 * The form for the contact page, or null while quote requests are off. The link's topic and
 * course are chosen in the form's own fields (the visitor sees and may change them); the page it
 * came from rides along for the request to record: ?from=, else the product's page, else this one.
 */
export async function getQuoteForm(
  settings: SiteSettings,
  lang: Lang,
  link: QuoteFormLink = {},
): Promise<QuoteFormView | null> {
  if (!settings.quoteRequestsEnabled) return null;
  const slugs = [...new Set(link.products ?? [])].slice(0, QUOTE_LIMITS.products);
  const products = view(await findQuoteProducts(slugs, lang));
  const courses = settings.trainingCourses.map((course) => ({
    id: course.id,
    title: pick(course.title, course.titleEn, lang),
  }));
  const topic = isQuoteTopic(link.topic) ? link.topic : products.length > 0 ? "quote" : "general";
  const course = topic === COURSE_TOPIC ? courses.find((c) => c.id === link.course)?.id : undefined;
  const [first] = products;
  const source = sourcePageOf(link.from) || localizePath(first ? `/products/${first.slug}` : "/contact", lang);
  return {
    consent: pick(settings.quoteConsent, settings.quoteConsentEn, lang),
    token: issueFormToken(await formKey()),
    products,
    topic,
    course: course ?? "",
    courses,
    source,
  };
}

type Answer = { answer: QuoteAnswer; status: number };

/** Handles a post of the quote form: a search, or a request. */
export async function handleQuoteAction(request: Request, lang: Lang): Promise<Answer> {
  const t = messages[lang];
  const { settings } = await requireSiteShell();
  if (!settings.quoteRequestsEnabled) throw data(null, { status: 404 });
  const hotline = settings.hotline;
  const tooLarge = async () => {
    await countRefusal("too_large");
    return data({ message: t.errors.tooLarge }, { status: 413 });
  };
  // Refused unread when the client declares the size, and once read when it does not (chunked).
  if (Number(request.headers.get("content-length") ?? 0) > QUOTE_FORM_MAX_BYTES) throw await tooLarge();
  const form = await readForm(request);
  let size = 0;
  for (const [name, value] of form) size += name.length + (typeof value === "string" ? value.length : value.size);
  if (size > QUOTE_FORM_MAX_BYTES) throw await tooLarge();
  const values = quoteFormValues(form);
  const selected = async () => view(await findQuoteProducts(values.products.slice(0, QUOTE_LIMITS.products), lang));

  // The form keeps the moment it was first made through searches and refusals (a page that
  // comes back after a plain POST is rendered again, with a fresh token of its own).
  // A token that stored a request already is refused as expired, with a fresh one (decision 039).
  const token = form.get(TOKEN_FIELD);
  const key = await formKey();
  const check = await checkFormTokenUse(key, token);
  let kept =
    check === "ok" || check === "too_fast" ? String(token) : check === "used" ? issueFormToken(key) : undefined;

  if (form.get("intent") === "search") {
    const query = String(form.get("productSearch") ?? "").slice(0, 100);
    const found = query.trim() ? await searchQuoteProducts(query, lang) : [];
    return {
      answer: { status: "search", query, results: view(found), values, selected: await selected(), token: kept },
      status: 200,
    };
  }

  const refuse = async (
    status: number,
    message: string,
    reason: QuoteRefusalReason | null,
    errors: Extract<QuoteAnswer, { status: "refused" }>["errors"] = {},
  ): Promise<Answer> => {
    if (reason) await countRefusal(reason);
    return {
      answer: {
        status: "refused",
        message,
        errors,
        values,
        selected: await selected(),
        token: kept,
      },
      status,
    };
  };

  // A bot that filled the honeypot is told it succeeded: it learns nothing, nothing is stored.
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") {
    await countRefusal("honeypot");
    return { answer: { status: "sent", reference: "" }, status: 200 };
  }
  // Refusals the form shows are answered 200, as the form page itself: a fetcher's 4xx would be
  // an error in every visitor's console. Rate limits keep their 429.
  if (check === "too_fast") return refuse(200, t.errors.tooFast, "too_fast");
  if (check !== "ok") return refuse(200, t.errors.expired, "bad_token");

  // Staff read the course's Vietnamese title, as they read products' Vietnamese names.
  const courses = settings.trainingCourses.map(({ id, title }) => ({ id, title }));
  const parsed = quoteRequestSchema(t, courses).safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    const linkInName = errors.name === t.errors.nameLink;
    return refuse(200, t.errors.form, linkInName ? "link_in_name" : null, errors);
  }
  // The limits (decision 039): per address and email; acknowledgements per recipient and day.
  const admitted = await admitQuoteRequest(clientAddress(request), parsed.data.email, settings.quoteAcknowledge);
  if (!admitted.ok) return refuse(429, t.errors.rateLimited(hotline), admitted.reason);
  try {
    const products = await findQuoteProducts(parsed.data.products, lang);
    const consentText = pick(settings.quoteConsent, settings.quoteConsentEn, lang);
    const input = parsed.data;
    const id = await createQuoteRequest(input, products, {
      lang,
      consentText,
      token: formTokenUse(String(token)),
      notifications: ({ id, createdAt }) =>
        requestNotifications(
          { id, lang, createdAt, input, products, consentText },
          { ...settings, quoteAcknowledge: admitted.acknowledge, siteUrl: getConfig().PUBLIC_SITE_URL },
        ),
    });
    // This server's sender goes now; other servers' senders find the rows at their next look.
    wakeMailOutbox();
    return { answer: { status: "sent", reference: `YC-${id}` }, status: 200 };
  } catch (error) {
    await admitted.takeBack();
    // The same token posted twice at once: one stored the request, this one is a replay.
    if (error instanceof FormTokenUsedError) {
      kept = issueFormToken(key);
      return refuse(200, t.errors.expired, "bad_token");
    }
    console.error("Quote request not stored:", error);
    return refuse(500, t.errors.failed(hotline), null);
  }
}
