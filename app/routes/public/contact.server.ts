/** The contact page: the contacts come with the layout; this names the course an enquiry is about. */
import { type Lang, pick } from "~/i18n/lang";
import { requireSiteShell } from "~/server/services/settings.server";

/** `courseId`: the ?course= a training page's button sent, if any. */
export async function getContactPage(lang: Lang, courseId: string | null) {
  if (!courseId) return { courseTitle: null };
  const { settings } = await requireSiteShell();
  const course = settings.trainingCourses.find((c) => c.id === courseId);
  return { courseTitle: course ? pick(course.title, course.titleEn, lang) : null };
}
