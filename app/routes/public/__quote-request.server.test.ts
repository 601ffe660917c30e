/**
 * The contact page's quote form end to end on the server: a request stored
 * with its products, errors in the visitor's language, and the bot's ways refused and counted.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { en, vi } from "~/i18n/messages/quotes";
import type { QuoteAnswer } from "~/lib/quotes/quote-views";
import { getInquiryPage } from "~/routes/admin/inquiries.$id.server";
import { inquirySheet } from "~/routes/admin/inquiries.export.server";
import { db } from "~/server/db/index.server";
import { quoteOutbox, quoteRequestProducts, quoteRequests } from "~/server/db/quote-schema";
import { pruneOnce } from "~/server/pruning.server";
import { issueFormToken } from "~/server/quote-guard.server";
import { CLIENT_ADDRESS_HEADER } from "~/server/request-headers.server";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { noteWrite } from "~/server/services/content-version.server";
import { listInquiriesForExport } from "~/server/services/quote-inbox.server";
import {
  countQuoteRequests,
  formKey,
  quoteRequestOrigins,
  refusalCounts,
} from "~/server/services/quote-requests.server";
import { insertSiteSettingsIfMissing, updateSiteSettings } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createCategory, createDepartment, createProduct } from "~/server/testing/factories";
import { getContactPage, handleContactAction } from "./contact.server";

setupTestDatabase();

let productSlug = "";
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
  const department = await createDepartment();
  const category = await createCategory(department.id);
  const product = await createProduct(category.id, { name: "Máy nội soi dạ dày", nameEn: "Gastroscope" });
  productSlug = product.slug;
});

let sender = 0;
async function post(
  fields: Record<string, string | string[]>,
  { address = `10.0.0.${++sender}`, path = "/contact" } = {},
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(key, one);
  const request = new Request(`http://site.test${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: address },
  });
  const response = await handleContactAction(request, path.startsWith("/en") ? "en" : "vi");
  return { status: response.init?.status ?? 200, answer: response.data as QuoteAnswer };
}

const oldEnough = async () => issueFormToken(await formKey(), Date.now() - 5_000);
const request = async (overrides: Record<string, string | string[]> = {}) => ({
  formToken: await oldEnough(),
  website: "",
  name: "Trần Thị B",
  organisation: "Phòng khám Đa khoa An Bình",
  position: "Giám đốc",
  phone: "0912 345 678",
  email: `b${++sender}@example.vn`,
  province: "ho-chi-minh",
  message: "Xin báo giá 2 máy",
  preferredContact: "phone",
  consent: "on",
  product: [productSlug],
  ...overrides,
});

describe("quote requests switched off (the default)", () => {
  it("the contact page has no form and the action answers 404", async () => {
    const page = await getContactPage("vi", { products: [productSlug] });
    expect(page.data.quote).toBeNull();
    await expect(post(await request())).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("quote requests switched on", () => {
  beforeAll(async () => {
    await updateSiteSettings({ quoteRequestsEnabled: true });
    noteWrite(); // as the admin's write middleware does: the shell is read again
  });

  it("the form names the product the button came from, and no shared cache may hold it", async () => {
    const page = await getContactPage("en", { products: [productSlug, "no-such-product"] });
    expect(page.data.quote?.products).toEqual([{ slug: productSlug, name: "Gastroscope" }]);
    expect(page.data.quote?.consent).toMatch(/^I agree/);
    expect(new Headers(page.init?.headers).get("cache-control")).toBe("private, no-store");
  });

  it("stores a request with its product, the phone as +84", async () => {
    const before = await countQuoteRequests();
    const { status, answer } = await post(await request());
    expect(status).toBe(200);
    expect(answer).toMatchObject({ status: "sent", reference: expect.stringMatching(/^YC-\d+$/) });
    expect(await countQuoteRequests()).toBe(before + 1);
    const id = Number(answer.status === "sent" ? answer.reference.slice(3) : 0);
    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(stored).toMatchObject({ phone: "+84912345678", status: "new", lang: "vi", province: "ho-chi-minh" });
    const products = await db().select().from(quoteRequestProducts).where(eq(quoteRequestProducts.requestId, id));
    expect(products.map((p) => p.productName)).toEqual(["Máy nội soi dạ dày"]);
  });

  it("refuses bad fields in the visitor's language and gives back everything typed", async () => {
    const fields = await request({ phone: "12345", consent: "" });
    const { status, answer } = await post(fields, { path: "/en/contact" });
    expect(status).toBe(200); // the form page with its errors, as a fetcher's 4xx is a console error
    if (answer.status !== "refused") throw new Error("expected a refusal");
    expect(answer.errors).toEqual({ phone: en.errors.phone, consent: en.errors.consent });
    expect(answer.values).toMatchObject({ name: fields.name, organisation: fields.organisation, phone: "12345" });
    expect(answer.selected).toEqual([{ slug: productSlug, name: "Gastroscope" }]);
  });

  it("finds more products by name, accents ignored", async () => {
    const { answer } = await post({ ...(await request()), intent: "search", productSearch: "may noi soi" });
    expect(answer).toMatchObject({ status: "search", results: [{ slug: productSlug, name: "Máy nội soi dạ dày" }] });
  });

  describe("what a request is about, and where it came from", () => {
    const idOf = (answer: QuoteAnswer) => Number(answer.status === "sent" ? answer.reference.slice(3) : 0);
    const stored = async (id: number) => (await db().select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0];

    it("a training page's link chooses the topic and the course in the form; the page it came from rides along", async () => {
      const link = { topic: "training", course: "device-operation", from: "/en/training" };
      const { data: page } = await getContactPage("en", link);
      expect(page.quote).toMatchObject({ topic: "training", course: "device-operation", source: "/en/training" });
      expect(page.quote?.courses).toContainEqual({ id: "device-operation", title: "Medical device operation" });
      // A course unknown, a topic unknown, an address that is not a path of the site: the defaults.
      const odd = await getContactPage("vi", { topic: "training", course: "gone", from: "//evil.example/x" });
      expect(odd.data.quote).toMatchObject({ topic: "training", course: "", source: "/contact" });
      const product = await getContactPage("en", {
        topic: "lottery",
        products: [productSlug],
        from: "https://x.example/",
      });
      expect(product.data.quote).toMatchObject({ topic: "quote", source: `/en/products/${productSlug}` });
      expect((await getContactPage("vi")).data.quote).toMatchObject({ topic: "general", course: "" });
    });

    it("stores the topic, the course's Vietnamese title and the page; staff see them on its page, in the export and in the mail", async () => {
      await updateSiteSettings({ quoteNotifyEmails: ["sales@example.vn"] });
      noteWrite();
      const fields = await request({
        topic: "training",
        course: "device-operation",
        source: "/en/training",
        product: [],
      });
      const { answer } = await post(fields, { path: "/en/contact" });
      const id = idOf(answer);
      expect(await stored(id)).toMatchObject({
        topic: "training",
        course: "Vận hành thiết bị y tế",
        sourcePage: "/en/training",
      });

      const detail = await getInquiryPage(id);
      expect(detail).toMatchObject({ topic: "training", course: "Vận hành thiết bị y tế", sourcePath: "/en/training" });
      const rows = await listInquiriesForExport({ text: fields.email as string });
      const sheet = inquirySheet(rows, await quoteRequestOrigins(rows.map((row) => row.id)));
      expect(sheet.rows).toHaveLength(1);
      expect(sheet.rows[0]).toEqual(
        expect.arrayContaining(["Đăng ký khóa đào tạo", "Vận hành thiết bị y tế", "/en/training"]),
      );

      const [mail] = await db().select().from(quoteOutbox).where(eq(quoteOutbox.requestId, id));
      expect(mail?.subject).toBe(
        `[YC-${id}] Đăng ký khóa đào tạo: Vận hành thiết bị y tế – Phòng khám Đa khoa An Bình`,
      );
      for (const line of [
        "Chủ đề: Đăng ký khóa đào tạo",
        "Khóa đào tạo: Vận hành thiết bị y tế",
        "Gửi từ trang: /en/training",
      ]) {
        expect(mail?.body).toContain(line);
      }
      await updateSiteSettings({ quoteNotifyEmails: [] });
      noteWrite();
    });

    it("a course posted with another topic is dropped; a source that is not a path of the site is not kept", async () => {
      const { answer } = await post(
        await request({ topic: "quote", course: "device-operation", source: "//evil.example" }),
      );
      expect(await stored(idOf(answer))).toMatchObject({ topic: "quote", course: "", sourcePage: "" });
    });

    it("a request stored before 0020 (no page recorded) shows the contact page of its language", async () => {
      const { answer } = await post(await request({ source: "" }), { path: "/en/contact" });
      expect((await getInquiryPage(idOf(answer))).sourcePath).toBe("/en/contact");
    });

    it("a message past 5,000 characters is refused with the limit and given back whole", async () => {
      const message = "Cần báo giá. ".repeat(500); // 6,500 characters, under the size limit
      const { answer } = await post(await request({ message }));
      if (answer.status !== "refused") throw new Error("expected a refusal");
      expect(answer.errors).toEqual({ message: vi.errors.tooLong(5000) });
      expect(answer.values.message).toBe(message);
    });

    it("the database refuses what the form would: a course without training, a foreign source, lengths past the limits", async () => {
      const row = {
        lang: "vi" as const,
        name: "Kiểm tra",
        phone: "+84912345678",
        email: "check@example.vn",
        province: "ha-noi",
        preferredContact: "phone" as const,
        consentText: "Đồng ý",
      };
      const refused = async (values: Record<string, string>) => {
        const insert = db()
          .insert(quoteRequests)
          .values({ ...row, ...values } as typeof quoteRequests.$inferInsert);
        await expect(insert).rejects.toThrow();
      };
      await refused({ topic: "quote", course: "Vận hành thiết bị y tế" });
      await refused({ topic: "lottery" });
      await refused({ topic: "training", course: "x".repeat(301) });
      await refused({ sourcePage: "//evil.example/x" });
      await refused({ sourcePage: "https://evil.example/" });
      await refused({ sourcePage: "/a b" });
      await refused({ sourcePage: `/${"x".repeat(300)}` });
      const [ok] = await db()
        .insert(quoteRequests)
        .values({ ...row, topic: "training", course: "x".repeat(300), sourcePage: "/en/products/may-noi-soi" })
        .returning({ id: quoteRequests.id });
      expect(ok?.id).toBeGreaterThan(0);
      await db()
        .delete(quoteRequests)
        .where(eq(quoteRequests.id, ok?.id ?? 0));
    });
  });

  describe("as a bot would post", () => {
    it("a filled honeypot is told it succeeded; nothing is stored; the refusal is counted", async () => {
      const before = await countQuoteRequests();
      const counted = (await refusalCounts(today())).honeypot ?? 0;
      const { answer } = await post(await request({ website: "http://spam.example" }));
      expect(answer).toEqual({ status: "sent", reference: "" });
      expect(await countQuoteRequests()).toBe(before);
      expect((await refusalCounts(today())).honeypot).toBe(counted + 1);
    });

    it("a post right after the form was made, or with no or a forged token, is refused", async () => {
      const before = await countQuoteRequests();
      const fast = await post(await request({ formToken: issueFormToken(await formKey()) }));
      expect(fast.answer).toMatchObject({ status: "refused", message: vi.errors.tooFast });
      const none = await post(await request({ formToken: "" }));
      expect(none.answer).toMatchObject({ status: "refused", message: vi.errors.expired });
      const forged = await post(await request({ formToken: issueFormToken("guessed", Date.now() - 10_000) }));
      expect(forged.answer.status).toBe("refused");
      expect(await countQuoteRequests()).toBe(before);
      expect(await refusalCounts(today())).toMatchObject({ too_fast: 1, bad_token: 2 });
    });

    it("a link in the name is refused and counted", async () => {
      const { answer } = await post(await request({ name: "Buy now www.spam.example" }));
      expect(answer).toMatchObject({ status: "refused", errors: { name: vi.errors.nameLink } });
      expect((await refusalCounts(today())).link_in_name).toBe(1);
    });

    it("one address is limited to 8 requests in 10 minutes (decision 039), one email to 3 an hour", async () => {
      const address = "203.0.113.7";
      const answers = [];
      for (let i = 0; i < 9; i++) answers.push((await post(await request(), { address })).status);
      expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      const email = "same@example.vn";
      const byEmail = [];
      for (let i = 0; i < 4; i++) byEmail.push((await post(await request({ email }))).status);
      expect(byEmail).toEqual([200, 200, 200, 429]);
      expect(await refusalCounts(today())).toMatchObject({ rate_address: 1, rate_email: 1 });
    });

    it("a body past the size limit is refused before it is read", async () => {
      const fields = await request({ message: "x".repeat(40_000) });
      await expect(post(fields)).rejects.toMatchObject({ init: { status: 413 } });
    });
  });
});

describe("the pruning pass", () => {
  it("deletes requests older than the retention period of the settings, with their products", async () => {
    const { answer } = await post(await request({ email: "old@example.vn" }), { address: "198.51.100.9" });
    const id = Number(answer.status === "sent" ? answer.reference.slice(3) : 0);
    await updateSiteSettings({ quoteRetentionMonths: 1 });
    const exists = async () => (await db().select().from(quoteRequests).where(eq(quoteRequests.id, id))).length;
    await pruneOnce(new Date(Date.now() + 27 * 24 * 3600 * 1000), 365);
    expect(await exists()).toBe(1);
    const result = await pruneOnce(new Date(Date.now() + 32 * 24 * 3600 * 1000), 365);
    expect(result.quoteRequests).toBeGreaterThanOrEqual(1);
    expect(await exists()).toBe(0);
    expect(await db().select().from(quoteRequestProducts).where(eq(quoteRequestProducts.requestId, id))).toEqual([]);
  });
});
