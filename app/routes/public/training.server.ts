/** The training page: courses and training modes, from the site settings. */
import type { Lang } from "~/i18n/lang";
import { cardView, courseView } from "~/lib/site-content-views";
import { requireSiteShell } from "~/server/services/settings.server";

export async function getTrainingPage(lang: Lang) {
  const { settings } = await requireSiteShell();
  return {
    courses: settings.trainingCourses.map((course) => courseView(course, lang)),
    modes: settings.trainingModes.map((mode) => cardView(mode, lang)),
  };
}
