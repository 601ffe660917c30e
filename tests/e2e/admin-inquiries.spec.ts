import { vi as t } from "../../app/i18n/messages/admin-inquiries";
import { formToken, postRequest, RUN, setQuoteRequests, signIn } from "./admin-helpers";
import { expect, expectRefusal, test } from "./fixtures";

const gastroscope = { slug: "may-noi-soi-da-day-pentax-eg-2990i", name: "Máy nội soi dạ dày Pentax EG-2990i" };
const MIN_FILL_MS = 3_000;

const hanh = `Nguyễn Thị Hạnh ${RUN}`;
const duc = `Trần Văn Đức ${RUN}`;

test.afterEach(async ({ page }) => {
  await setQuoteRequests(page, false);
});

test("staff find, filter, open, note, move on, export and audit quote requests; phones get cards", async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  test.slow();
  const origin = baseURL as string;
  await signIn(page.request, origin);
  await setQuoteRequests(page, true);

  // Two visitors, two addresses (the per-address limit counts each on its own).
  const octet = (Number.parseInt(RUN.slice(-3), 36) % 200) + 20;
  const tokens = [
    await formToken(page.request, `/contact?product=${gastroscope.slug}`),
    await formToken(page.request, "/contact"),
  ];
  await page.waitForTimeout(MIN_FILL_MS + 200);
  await postRequest(page.request, origin, tokens[0] as string, `198.51.100.${octet}`, {
    name: hanh,
    organisation: "Bệnh viện Đà Nẵng",
    phone: "0905 123 456",
    email: `hanh-${RUN}@example.vn`,
    message: `Xin báo giá máy nội soi.\nGiao trước tháng 12.`,
    product: gastroscope.slug,
  });
  await postRequest(page.request, origin, tokens[1] as string, `198.51.100.${octet + 1}`, {
    name: duc,
    organisation: "=SUM(1,2)",
    phone: "0912 345 678",
    email: `duc-${RUN}@example.vn`,
    message: "Hỏi về bảo hành",
  });

  // The navigation names the inbox with its count of new requests; the dashboard lists them.
  await page.goto("/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Điều hướng quản trị" });
  await expect(nav.getByRole("link", { name: /^Yêu cầu báo giá \(\d+ yêu cầu mới\)$/ })).toHaveAttribute(
    "href",
    "/admin/inquiries",
  );
  const panel = page.getByRole("region", { name: t.dashboard.title });
  await expect(panel.getByRole("link", { name: new RegExp(duc) })).toBeVisible();

  // Both in the list, newest first.
  await nav.getByRole("link", { name: /^Yêu cầu báo giá/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  const search = page.getByLabel(t.search);
  await search.fill(RUN);
  await page.getByRole("button", { name: t.apply }).click();
  await expect(page).toHaveURL(new RegExp(`q=${RUN}`));
  const table = page.getByRole("table", { name: t.caption });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(1)).toContainText(duc);
  await expect(table.getByRole("row").nth(2)).toContainText(hanh);
  await expect(table.getByRole("row").nth(2)).toContainText(gastroscope.name);
  await expect(table.getByRole("row").nth(2)).toContainText(t.statuses.new);

  // Filters: text without diacritics, the phone as dialled, the product; all kept in the address.
  await search.fill(`nguyen thi hanh ${RUN}`);
  await page.getByRole("button", { name: t.apply }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(hanh);
  await search.fill(`0912 345 678`);
  await page.getByRole("button", { name: t.apply }).click();
  await expect(table).toContainText(duc);
  await page.goto(`/admin/inquiries?q=${RUN}`);
  await page.getByRole("combobox", { name: t.product }).selectOption({ label: gastroscope.name });
  await expect(page).toHaveURL(/product=\d+/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(page.getByLabel(t.search)).toHaveValue(RUN);

  // Open Hạnh's request: everything she sent.
  await table.getByRole("link", { name: /^Xem YC-\d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  const sender = page.getByRole("region", { name: t.detail.sender });
  await expect(sender.getByRole("link", { name: "0905 123 456" })).toHaveAttribute("href", "tel:+84905123456");
  await expect(sender.getByRole("link", { name: `hanh-${RUN}@example.vn` })).toHaveAttribute(
    "href",
    `mailto:hanh-${RUN}@example.vn`,
  );
  await expect(sender).toContainText("Bệnh viện Đà Nẵng");
  await expect(sender).toContainText("Đà Nẵng");
  await expect(sender).toContainText("Tôi đồng ý");
  await expect(sender.getByText("Xin báo giá máy nội soi.")).toHaveCSS("white-space", "pre-line");
  const products = page.getByRole("region", { name: t.detail.products });
  await expect(products.getByRole("link", { name: `${t.detail.publicPage}: ${gastroscope.name}` })).toHaveAttribute(
    "href",
    `/products/${gastroscope.slug}`,
  );
  await expect(products.getByRole("link", { name: `${t.detail.editProduct}: ${gastroscope.name}` })).toHaveAttribute(
    "href",
    /\/admin\/products\/\d+\/edit$/,
  );
  await expect(page.getByRole("region", { name: t.detail.delivery })).toBeVisible();

  // A note, then a status change: both shown with who and when.
  await page.getByLabel(t.detail.note).fill("Đã gọi điện, hẹn gửi báo giá thứ Hai.");
  await page.getByRole("button", { name: t.detail.addNote }).click();
  await expect(page.getByRole("status").filter({ hasText: t.noteAdded })).toBeVisible();
  const notes = page.getByRole("list", { name: t.detail.notes });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes).toContainText("admin");
  await expect(notes).toContainText("Đã gọi điện, hẹn gửi báo giá thứ Hai.");
  await expect(page.getByLabel(t.detail.note)).toHaveValue("");

  const status = page.getByRole("region", { name: t.detail.statusControl });
  await status.getByRole("combobox").selectOption(t.statuses.in_progress);
  await status.getByRole("button", { name: t.detail.change }).click();
  await expect(page.getByRole("status").filter({ hasText: t.statusSaved(t.statuses.in_progress) })).toBeVisible();
  const history = page.getByRole("list", { name: t.detail.history });
  await expect(history).toContainText(`${t.statuses.new} → ${t.statuses.in_progress}`);
  await expect(history).toContainText("admin");

  // A second tab that still shows 'Mới' cannot overwrite it.
  const stale = await page.request.post(`/admin/inquiries/${id}`, {
    form: { intent: "status", from: "new", to: "closed" },
    headers: { Origin: origin },
  });
  expect(stale.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("region", { name: t.detail.statusControl })).toContainText(t.statuses.in_progress);

  // The status filter sees the change.
  await page.goto(`/admin/inquiries?q=${RUN}&status=in_progress`);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(hanh);

  // The export: the filtered requests, a formula cell neutralised.
  const csv = await page.request.get(`/admin/inquiries/export.csv?q=${RUN}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain(hanh);
  expect(text).toContain(duc);
  expect(text).toContain("'=SUM(1,2)");
  expect(text).toContain(t.statuses.in_progress);
  const xlsx = await page.request.get(`/admin/inquiries/export.xlsx?q=${RUN}&status=new`);
  expect(xlsx.headers()["content-disposition"]).toMatch(/attachment; filename="yeu-cau-bao-gia-.*\.xlsx"/);
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe("PK");

  // The audit log has both changes.
  await page.goto(`/admin/audit?entity=other`);
  await expect(page.getByText(`YC-${id}: ${t.statuses.new} → ${t.statuses.in_progress}`).first()).toBeVisible();
  await expect(page.getByText(`YC-${id}: thêm ghi chú`).first()).toBeVisible();

  // A request that is not there (deleted after the retention period) is a 404 with the way back.
  const missing = await page.goto("/admin/inquiries/999999");
  expect(missing?.status()).toBe(404);
  expectRefusal(consoleProblems, 404);
  await expect(page.getByRole("heading", { level: 1, name: t.missing.notFound })).toBeVisible();
  await expect(page.getByRole("link", { name: `← ${t.missing.backToList}` })).toHaveAttribute(
    "href",
    "/admin/inquiries",
  );

  // The spam figures are on the inbox.
  await page.goto("/admin/inquiries");
  await expect(page.getByRole("table", { name: t.refusals.title })).toContainText(t.refusals.reasons.honeypot);

  // Phones: cards, nothing wider than the screen.
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/inquiries?q=${RUN}`);
    await expect(page.getByRole("table", { name: t.caption })).toBeHidden();
    const cards = page.getByRole("list", { name: t.caption }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(duc);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
    await page.goto(`/admin/inquiries/${id}`);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
  }
});
