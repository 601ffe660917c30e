/**
 * The contact page: the contacts come with the layout; this names the course an enquiry is about
 * and, when quote requests are on (issue 30), adds the request form and answers its posts.
 */
import { data } from "react-router";
import { type Lang, pick } from "~/i18n/lang";
import { requireSiteShell } from "~/server/services/settings.server";
import { getQuoteForm, handleQuoteAction } from "./__quote-request.server";

/**
 * `courseId`: the ?course= a training page's button sent, if any; `productSlugs`: the ?product=
 * of a product's 'Liên hệ tư vấn'. With the form on, the page is never held by a shared cache:
 * its form carries the moment it was made.
 */
export async function getContactPage(lang: Lang, courseId: string | null, productSlugs: readonly string[] = []) {
  const { settings } = await requireSiteShell();
  const course = courseId ? settings.trainingCourses.find((c) => c.id === courseId) : undefined;
  const view = {
    courseTitle: course ? pick(course.title, course.titleEn, lang) : null,
    quote: await getQuoteForm(settings, lang, productSlugs),
  };
  return data(view, view.quote ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export async function handleContactAction(request: Request, lang: Lang) {
  const { answer, status } = await handleQuoteAction(request, lang);
  return data(answer, { status, headers: { "Cache-Control": "private, no-store" } });
}
