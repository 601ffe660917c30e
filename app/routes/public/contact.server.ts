/**
 * The contact page: the contacts come with the layout; this names the course an enquiry is about
 * and, when quote requests are on, adds the request form and answers its posts.
 */
import { data } from "react-router";
import { type Lang, pick } from "~/i18n/lang";
import { requireSiteShell } from "~/server/services/settings.server";
import { getQuoteForm, handleQuoteAction, type QuoteFormLink } from "./__quote-request.server";

/** What the page's address says: ?topic=, ?course=, ?product= (any number), ?from=. */
export function contactLinkOf(params: URLSearchParams): QuoteFormLink {
  return {
    topic: params.get("topic"),
    course: params.get("course"),
    products: params.getAll("product"),
    from: params.get("from"),
  };
}

/**
 * `link`: what the link that opened the page names (a training page's course, a product's
 * 'Liên hệ tư vấn'). With the form on, the page is never held by a shared cache: its form
 * carries the moment it was made.
 */
export async function getContactPage(lang: Lang, link: QuoteFormLink = {}) {
  const { settings } = await requireSiteShell();
  const course = link.course ? settings.trainingCourses.find((c) => c.id === link.course) : undefined;
  const view = {
    courseTitle: course ? pick(course.title, course.titleEn, lang) : null,
    quote: await getQuoteForm(settings, lang, link),
  };
  return data(view, view.quote ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export async function handleContactAction(request: Request, lang: Lang) {
  const { answer, status } = await handleQuoteAction(request, lang);
  return data(answer, { status, headers: { "Cache-Control": "private, no-store" } });
}
