/** The training page: courses and training modes, from the site settings; the brochure, when staff uploaded one. */
import type { Lang } from "~/i18n/lang";
import { BROCHURE_PATH, formatFileSize } from "~/lib/documents";
import { cardView, courseView } from "~/lib/site-content-views";
import { requireSiteShell } from "~/server/services/settings.server";

export async function getTrainingPage(lang: Lang) {
  const { settings, brochure } = await requireSiteShell();
  return {
    courses: settings.trainingCourses.map((course) => courseView(course, lang)),
    modes: settings.trainingModes.map((mode) => cardView(mode, lang)),
    brochure: brochure ? { href: BROCHURE_PATH, size: formatFileSize(brochure.sizeBytes, lang) } : null,
  };
}
