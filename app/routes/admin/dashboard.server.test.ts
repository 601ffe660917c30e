import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { setClock } from "~/server/clock.server";
import { db } from "~/server/db/index.server";
import { quoteOutbox, quoteRequestProducts } from "~/server/db/quote-schema";
import { productViewDays } from "~/server/db/schema";
import { startMailOutbox, stopMailOutbox } from "~/server/mail/outbox.server";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { saveProductDocuments, storeDocument } from "~/server/services/documents.server";
import { insertSiteSettingsIfMissing, updateSiteSettings } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import { makePdf } from "~/server/testing/document-files";
import { createCategory, createDepartment, createProduct, createQuoteRequest } from "~/server/testing/factories";
import { getDashboardPage } from "./dashboard.server";

setupTestDatabase();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "dashboard-"));
afterAll(() => {
  setClock();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("the dashboard's certificate warning", () => {
  it("lists certificates expired or ending within 30 days of Vietnam's today, soonest first", async () => {
    const product = await createProduct((await createCategory((await createDepartment()).id)).id, {
      name: "Máy thở",
    });
    const stored = [];
    for (const text of ["a", "b", "c", "d"]) {
      const file = path.join(work, text);
      fs.writeFileSync(file, await makePdf({ text }));
      stored.push(
        (
          await storeDocument({
            file,
            originalName: `${text}.pdf`,
            kind: "certificate",
            language: "en",
            createdBy: null,
          })
        ).row,
      );
    }
    const [expired, soon, later, datasheet] = stored;
    const link = (id: number | undefined, validUntil: string | null, kind: "certificate" | "datasheet") => ({
      linkId: null,
      documentId: id ?? 0,
      kind,
      language: "en" as const,
      title: `Giấy ${validUntil}`,
      titleEn: "",
      validUntil,
      isPublic: true,
    });
    await db().transaction((tx) =>
      saveProductDocuments(tx, product.id, [
        link(later?.id, "2031-03-15", "certificate"),
        link(soon?.id, "2031-01-31", "certificate"),
        link(expired?.id, "2030-12-25", "certificate"),
        link(datasheet?.id, null, "datasheet"),
      ]),
    );
    // 2031-01-01 00:30 in Vietnam is still 2030-12-31 in UTC.
    setClock(() => new Date("2030-12-31T17:30:00Z"));
    const page = await getDashboardPage("admin");
    expect(page.expiring.map((item) => [item.validUntil, item.daysLeft, item.productName])).toEqual([
      ["2030-12-25", -7, "Máy thở"],
      ["2031-01-31", 30, "Máy thở"],
    ]);
  });
});

describe("the dashboard's mail state", () => {
  it("is absent while the form is off with nothing stored, then says in words how mail goes", async () => {
    setClock();
    await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
    await updateSiteSettings({ quoteRequestsEnabled: false, quoteNotifyEmails: [] });
    expect((await getDashboardPage("admin")).mail).toBeNull();

    // On with no address: not configured here (no SMTP_URL), and no one is told.
    await updateSiteSettings({ quoteRequestsEnabled: true });
    expect((await getDashboardPage("admin")).mail).toEqual({
      state: { state: "not-configured", waiting: 0 },
      notifiesNoOne: true,
    });

    // With an address and a sender that delivered: the last delivery's time, Vietnam's.
    await updateSiteSettings({ quoteNotifyEmails: ["sales@thietbi.example"] });
    const request = await createQuoteRequest();
    const sentAt = new Date("2031-01-02T03:04:00Z");
    await db()
      .insert(quoteOutbox)
      .values({
        requestId: request?.id ?? 0,
        kind: "staff",
        recipients: "sales@thietbi.example",
        subject: "s",
        body: "b",
        sentAt,
      });
    startMailOutbox(
      { SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "no-reply@thietbi.example", PUBLIC_SITE_URL: undefined },
      () => {},
    );
    try {
      expect((await getDashboardPage("admin")).mail).toEqual({
        state: { state: "sent", at: "10:04 02/01/2031", atIso: sentAt.toISOString(), waiting: 0 },
        notifiesNoOne: false,
      });
    } finally {
      await stopMailOutbox();
    }

    // Switched off after use, on a server without a sender: requests are kept, so is the mail state.
    await updateSiteSettings({ quoteRequestsEnabled: false });
    expect((await getDashboardPage("admin")).mail).toEqual({
      state: { state: "not-configured", waiting: 0 },
      notifiesNoOne: false,
    });
  });
});

describe("the dashboard's products buyers look at", () => {
  it("is empty at first, then lists the products asked about and viewed in the last 30 days, with their links", async () => {
    setClock(() => new Date("2031-06-30T05:00:00Z"));
    expect((await getDashboardPage("admin")).interest).toEqual({ since: "2031-06-01", products: [] });

    const category = await createCategory((await createDepartment()).id);
    const monitor = await createProduct(category.id, { name: "Monitor theo dõi bệnh nhân" });
    const pump = await createProduct(category.id, { name: "Bơm tiêm điện" });
    await db()
      .insert(productViewDays)
      .values([
        { productId: monitor.id, day: "2031-06-30", views: 3 },
        { productId: pump.id, day: "2031-06-01", views: 9 },
        { productId: pump.id, day: "2031-05-31", views: 40 },
      ]);
    const request = await createQuoteRequest({ createdAt: new Date("2031-06-20T02:00:00Z") });
    await db()
      .insert(quoteRequestProducts)
      .values({ requestId: request.id, position: 0, productId: monitor.id, productName: monitor.name });

    expect((await getDashboardPage("admin")).interest).toEqual({
      since: "2031-06-01",
      products: [
        {
          id: monitor.id,
          name: "Monitor theo dõi bệnh nhân",
          requests: 1,
          views: 3,
          editHref: `/admin/products/${monitor.id}/edit`,
          requestsHref: `/admin/inquiries?product=${monitor.id}&from=2031-06-01`,
        },
        {
          id: pump.id,
          name: "Bơm tiêm điện",
          requests: 0,
          views: 9,
          editHref: `/admin/products/${pump.id}/edit`,
          requestsHref: `/admin/inquiries?product=${pump.id}&from=2031-06-01`,
        },
      ],
    });
    setClock();
  });
});

describe("the dashboard of each role (decision 040)", () => {
  it("shows buyers' requests to Quản trị viên and Kinh doanh, never to a Biên tập viên", async () => {
    setClock();
    await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
    await updateSiteSettings({ quoteRequestsEnabled: true });
    const category = await createCategory((await createDepartment()).id);
    const product = await createProduct(category.id, { name: "Máy đo SpO2" });
    const request = await createQuoteRequest({ name: "Người Mua Riêng Tư", organisation: "Bệnh viện Kín" });
    await db()
      .insert(quoteRequestProducts)
      .values({ requestId: request.id, position: 0, productId: product.id, productName: product.name });

    const admin = await getDashboardPage("admin");
    expect(admin.inquiries?.latest.map((row) => row.name)).toContain("Người Mua Riêng Tư");
    expect(admin.mail).not.toBeNull();

    const sales = await getDashboardPage("sales");
    expect(sales.inquiries?.latest.map((row) => row.name)).toContain("Người Mua Riêng Tư");
    // The mail's state belongs to the quote settings, a Quản trị viên's screen.
    expect(sales.mail).toBeNull();

    const editor = await getDashboardPage("editor");
    expect(editor.inquiries).toBeNull();
    expect(editor.mail).toBeNull();
    const interest = editor.interest.products.find((row) => row.id === product.id);
    expect(interest).toMatchObject({ requests: 1, requestsHref: null });
    // Nothing of the buyer anywhere in what the editor's browser receives.
    const sent = JSON.stringify(editor);
    expect(sent).not.toContain("Người Mua Riêng Tư");
    expect(sent).not.toContain("Bệnh viện Kín");
    expect(sent).not.toContain("/admin/inquiries");
  });
});
