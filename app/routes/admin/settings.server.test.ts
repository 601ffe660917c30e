import { beforeAll, describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-settings";
import { DEFAULT_JOB_OPENINGS, DEFAULT_PARTNERS, DEFAULT_WHY_CARDS } from "~/lib/site-content-defaults";
import { db } from "~/server/db/index.server";
import { contentVersion } from "~/server/db/schema";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { noteWrite } from "~/server/services/content-version.server";
import { getSiteSettings, getSiteShell, insertSiteSettingsIfMissing } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import { heroSlide } from "~/server/testing/factories";
import { getListSettingsPage, handleListSettingsAction } from "./settings.$section.server";
import { getCompanySettingsPage, handleCompanySettingsAction } from "./settings.server";

setupTestDatabase();

const save = (values: unknown) => {
  const body = new FormData();
  body.set("intent", "save");
  body.set("values", JSON.stringify(values));
  return body;
};

const version = async () => (await db().select().from(contentVersion))[0]?.version ?? 0;

beforeAll(() => insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] }));

describe("the company settings screen", () => {
  it("starts from the specification's content: a row written before the new fields has their defaults", async () => {
    const settings = await getSiteSettings();
    expect(settings).toMatchObject({ foundedYear: 2011, staffCount: 30, customerCount: 100 });
    expect(settings?.whyCards).toEqual(DEFAULT_WHY_CARDS);
    expect(settings?.partners).toEqual(DEFAULT_PARTNERS);
    expect(settings?.jobOpenings).toEqual(DEFAULT_JOB_OPENINGS);
    expect(settings?.trainingCourses).toHaveLength(4);
    expect(settings?.trainingModes).toHaveLength(4);
  });

  it("saves the hotline and the figures, bumps the content version, and the shell reads them again", async () => {
    const { values } = await getCompanySettingsPage();
    expect(values.hotline).toBe(COMPANY_SETTINGS.hotline);
    const before = await version();
    const answer = await handleCompanySettingsAction(save({ ...values, hotline: "1900 1234", staffCount: "45" }));
    expect(answer).toMatchObject({ status: 200, result: { ok: true, message: vi.saved } });
    expect(await version()).toBeGreaterThan(before);
    noteWrite();
    expect((await getSiteShell())?.settings).toMatchObject({ hotline: "1900 1234", staffCount: 45 });
  });

  it("refuses a map that is not an embed address of Google Maps, and raw HTML, with the message, saving nothing", async () => {
    const { values } = await getCompanySettingsPage();
    for (const bad of [
      "https://evil.example/maps/embed?pb=1",
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
      "http://www.google.com/maps/embed?pb=1",
      "https://www.google.com/search?q=maps",
      "javascript:alert(1)",
    ]) {
      const answer = await handleCompanySettingsAction(save({ ...values, mapUrlHcm: bad }));
      expect(answer.status).toBe(400);
      expect(answer.result).toEqual({ ok: false, message: vi.errors.form, errors: { mapUrlHcm: vi.errors.mapUrl } });
    }
    const good = "https://www.google.com/maps/embed?pb=!1m18!1m12";
    expect((await handleCompanySettingsAction(save({ ...values, mapUrlHcm: good }))).status).toBe(200);
    expect((await getSiteSettings())?.mapUrlHcm).toBe(good);
  });

  it("names each wrong field in Vietnamese", async () => {
    const { values } = await getCompanySettingsPage();
    const answer = await handleCompanySettingsAction(
      save({ ...values, companyName: " ", email: "not-an-email", zaloNorth: "zalo.me/1", foundedYear: "20x1" }),
    );
    expect(answer.result).toMatchObject({
      ok: false,
      errors: {
        companyName: "Vui lòng nhập tên công ty",
        email: vi.errors.email,
        zaloNorth: vi.errors.url,
        foundedYear: vi.errors.year,
      },
    });
    expect((await handleCompanySettingsAction(new FormData())).status).toBe(400);
  });
});

describe("the list settings screens", () => {
  it("adds a partner brand (its id from its name) and refuses a second one of the same name", async () => {
    const { entries } = await getListSettingsPage("partners");
    const added = {
      id: "new-1",
      name: "Olympus  Medical",
      country: "Nhật Bản",
      countryEn: "",
      description: "",
      descriptionEn: "",
      logo: "",
    };
    expect((await handleListSettingsAction("partners", save([...entries, added]))).status).toBe(200);
    const partners = (await getSiteSettings())?.partners ?? [];
    expect(partners.at(-1)).toMatchObject({ id: "olympus-medical", name: "Olympus  Medical", countryEn: "" });

    const twice = await handleListSettingsAction(
      "partners",
      save([...partners, { ...added, name: "olympus medical" }]),
    );
    expect(twice.result).toMatchObject({
      ok: false,
      errors: { [`${partners.length}.name`]: vi.errors.duplicateName("olympus medical") },
    });
  });

  it("saves reordered and new hero slides; a slide needs an image and a title; links are paths or https", async () => {
    const slide = (id: number, title: string) => heroSlide(id, title, { secondaryButtonHref: "" });
    expect((await handleListSettingsAction("hero", save([slide(2, "Hai"), slide(1, "Một")]))).status).toBe(200);
    expect((await getListSettingsPage("hero")).entries.map((s) => s.title)).toEqual(["Hai", "Một"]);

    const bad = await handleListSettingsAction(
      "hero",
      save([{ ...slide(1, ""), image: "", primaryButtonHref: "javascript:alert(1)" }]),
    );
    expect(bad.result).toMatchObject({
      ok: false,
      errors: {
        "0.title": "Vui lòng nhập tiêu đề",
        "0.image": vi.errors.imageRequired,
        "0.primaryButtonHref": vi.errors.href,
      },
    });
    expect((await getListSettingsPage("hero")).entries).toHaveLength(2);
  });

  it("posts a job opening with its lines cleaned, and removes all training modes", async () => {
    const { entries } = await getListSettingsPage("jobs");
    const job = {
      ...DEFAULT_JOB_OPENINGS[0],
      id: "job-x",
      title: "Kỹ sư ứng dụng",
      duties: [" Lắp đặt ", "", "Đào tạo"],
    };
    expect((await handleListSettingsAction("jobs", save([...entries, job]))).status).toBe(200);
    expect((await getSiteSettings())?.jobOpenings.at(-1)).toMatchObject({
      title: "Kỹ sư ứng dụng",
      duties: ["Lắp đặt", "Đào tạo"],
    });

    expect((await handleListSettingsAction("modes", save([]))).status).toBe(200);
    expect((await getSiteSettings())?.trainingModes).toEqual([]);
  });

  it("answers 404 for an unknown section", async () => {
    const thrown = await getListSettingsPage("nope").catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });
});
