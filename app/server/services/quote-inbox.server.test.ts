/** Staff's side of quote requests on a real database: filters, a request's page, notes, status. */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuoteRequestInput } from "~/lib/validation/quote-request";
import { db } from "../db/index.server";
import { quoteOutbox, quoteRequestStatusChanges, quoteRequests } from "../db/quote-schema";
import { setupTestDatabase } from "../testing/database";
import { createCategory, createDepartment, createProduct } from "../testing/factories";
import {
  addInquiryNote,
  changeInquiryStatus,
  countInquiries,
  getInquiry,
  type InquiryFilter,
  inboxState,
  inquiryFilterOptions,
  latestNewInquiries,
  listInquiries,
} from "./quote-inbox.server";
import { createQuoteRequest, type QuoteProduct } from "./quote-requests.server";

setupTestDatabase();

const input = (values: Partial<QuoteRequestInput> = {}): QuoteRequestInput => ({
  name: "Trần Thị B",
  organisation: "Phòng khám An Bình",
  position: "",
  phone: "+84912345678",
  email: "b@example.vn",
  province: "ho-chi-minh",
  message: "",
  preferredContact: "phone",
  consent: true,
  products: [],
  ...values,
});

const ids: Record<string, number> = {};
let endoscope: QuoteProduct;
let monitor: QuoteProduct;
let surgery = 0;

async function store(key: string, values: Partial<QuoteRequestInput>, products: QuoteProduct[], createdAt: string) {
  const id = await createQuoteRequest(input(values), products, { lang: "vi", consentText: "Tôi đồng ý." });
  await db()
    .update(quoteRequests)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(quoteRequests.id, id));
  ids[key] = id;
}

const list = async (filter: InquiryFilter) =>
  (await listInquiries(filter, { limit: 50, offset: 0 })).map((row) => Object.keys(ids).find((k) => ids[k] === row.id));

beforeAll(async () => {
  const digestive = await createDepartment({ name: "Tiêu hóa" });
  const icu = await createDepartment({ name: "Hồi sức" });
  surgery = icu.id;
  const scopes = await createCategory(digestive.id);
  const monitors = await createCategory(icu.id);
  const a = await createProduct(scopes.id, { name: "Máy nội soi dạ dày" });
  const b = await createProduct(monitors.id, { name: "Monitor theo dõi bệnh nhân" });
  endoscope = { id: a.id, slug: a.slug, name: a.name, nameVi: a.name };
  monitor = { id: b.id, slug: b.slug, name: b.name, nameVi: b.name };
  await store(
    "hospital",
    { name: "Nguyễn Văn Đức", organisation: "Bệnh viện Đà Nẵng", message: "Cần báo giá gấp" },
    [endoscope, monitor],
    "2026-03-01T03:00:00Z",
  );
  await store(
    "clinic",
    { name: "Lê Thị Hoa", phone: "+84905123456", email: "hoa@clinic.vn" },
    [monitor],
    "2026-03-10T03:00:00Z",
  );
  await store("general", { name: "Phạm Minh", message: "Hỏi về bảo hành" }, [], "2026-03-20T03:00:00Z");
});

describe("the inbox's list", () => {
  it("lists newest first with the products each names, in order", async () => {
    expect(await list({})).toEqual(["general", "clinic", "hospital"]);
    const [, , hospital] = await listInquiries({}, { limit: 50, offset: 0 });
    expect(hospital?.products).toEqual(["Máy nội soi dạ dày", "Monitor theo dõi bệnh nhân"]);
    expect(hospital?.undelivered).toBe(0);
  });

  it("filters by product, department, status and dates", async () => {
    expect(await list({ productId: endoscope.id })).toEqual(["hospital"]);
    expect(await list({ productId: monitor.id })).toEqual(["clinic", "hospital"]);
    expect(await list({ departmentId: surgery })).toEqual(["clinic", "hospital"]);
    expect(await list({ status: "new" })).toHaveLength(3);
    expect(await list({ status: "closed" })).toEqual([]);
    expect(await list({ from: new Date("2026-03-05T00:00:00Z"), to: new Date("2026-03-15T00:00:00Z") })).toEqual([
      "clinic",
    ]);
    expect(await countInquiries({ departmentId: surgery })).toBe(2);
  });

  it("searches name, organisation, email, message and phone, with or without diacritics", async () => {
    expect(await list({ text: "nguyen van duc" })).toEqual(["hospital"]);
    expect(await list({ text: "Nguyễn Văn Đức" })).toEqual(["hospital"]);
    expect(await list({ text: "benh vien da nang" })).toEqual(["hospital"]);
    expect(await list({ text: "bảo hành" })).toEqual(["general"]);
    expect(await list({ text: "hoa@clinic" })).toEqual(["clinic"]);
    // The phone as stored (+84…) and as dialled (0…, with spaces).
    expect(await list({ text: "0905 123 456" })).toEqual(["clinic"]);
    expect(await list({ text: "+84905123456" })).toEqual(["clinic"]);
    // LIKE's wildcards match themselves.
    expect(await list({ text: "%" })).toEqual([]);
  });

  it("offers the products requests name and the departments as filters", async () => {
    const options = await inquiryFilterOptions();
    expect(options.products.map((p) => p.name).sort()).toEqual(
      ["Monitor theo dõi bệnh nhân", "Máy nội soi dạ dày"].sort(),
    );
    expect(options.departments.map((d) => d.name)).toEqual(expect.arrayContaining(["Tiêu hóa", "Hồi sức"]));
  });

  it("counts new requests and lists the latest for the dashboard", async () => {
    expect(await inboxState()).toMatchObject({ newCount: 3, anyStored: true });
    expect((await latestNewInquiries(2)).map((row) => row.name)).toEqual(["Phạm Minh", "Lê Thị Hoa"]);
  });
});

describe("a request's page and staff's writes", () => {
  const actor = { id: null, username: "admin" };

  it("reads the request with products (links), notes, history and the outbox", async () => {
    const id = ids.hospital as number;
    await db().insert(quoteOutbox).values({
      requestId: id,
      kind: "staff",
      recipients: "sales@example.vn",
      subject: "YC",
      body: "…",
      attempts: 2,
      lastError: "ECONNREFUSED",
    });
    const request = await getInquiry(id);
    expect(request?.products.map((p) => [p.name, p.productId, p.isActive])).toEqual([
      ["Máy nội soi dạ dày", endoscope.id, true],
      ["Monitor theo dõi bệnh nhân", monitor.id, true],
    ]);
    expect(request?.outbox[0]).toMatchObject({ attempts: 2, lastError: "ECONNREFUSED", sentAt: null });
    expect((await listInquiries({ productId: endoscope.id }, { limit: 1, offset: 0 }))[0]?.undelivered).toBe(2);
    expect(await getInquiry(999_999)).toBeNull();
  });

  it("adds notes with who and when, oldest first; none to a missing request", async () => {
    const id = ids.clinic as number;
    expect(await addInquiryNote(id, actor, "Đã gọi, hẹn gửi báo giá")).toBe(true);
    expect(await addInquiryNote(id, { id: null, username: "sales" }, "Đã gửi email")).toBe(true);
    expect(await addInquiryNote(999_999, actor, "x")).toBe(false);
    const notes = (await getInquiry(id))?.notes ?? [];
    expect(notes.map((n) => [n.username, n.body])).toEqual([
      ["admin", "Đã gọi, hẹn gửi báo giá"],
      ["sales", "Đã gửi email"],
    ]);
    expect(notes[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("changes the status only from the status shown, and records each change", async () => {
    const id = ids.general as number;
    expect(await changeInquiryStatus(id, "new", "in_progress", actor)).toBe("changed");
    // A second tab still showing 'new' cannot overwrite it.
    expect(await changeInquiryStatus(id, "new", "closed", { id: null, username: "other" })).toBe("stale");
    expect(await changeInquiryStatus(id, "in_progress", "quoted", actor)).toBe("changed");
    expect(await changeInquiryStatus(999_999, "new", "quoted", actor)).toBe("missing");
    const request = await getInquiry(id);
    expect(request?.status).toBe("quoted");
    expect(request?.history.map((h) => [h.fromStatus, h.toStatus, h.username])).toEqual([
      ["new", "in_progress", "admin"],
      ["in_progress", "quoted", "admin"],
    ]);
    const [changes] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(quoteRequestStatusChanges)
      .where(eq(quoteRequestStatusChanges.requestId, id));
    expect(changes?.n).toBe(2);
    expect((await inboxState()).newCount).toBe(2);
  });
});
