/** The careers page: the job openings, from the site settings. */
import type { Lang } from "~/i18n/lang";
import { jobView } from "~/lib/site-content-views";
import { requireSiteShell } from "~/server/services/settings.server";

export async function getRecruitmentPage(lang: Lang) {
  const { settings } = await requireSiteShell();
  return { jobs: settings.jobOpenings.map((job) => jobView(job, lang)) };
}
