import { RUN, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The audit log: admin writes and sign-ins are recorded with who, what and
 * the client address (X-Forwarded-For counts only from a proxy TRUST_PROXY names: the e2e server
 * trusts loopback), and /admin/audit filters them.
 */

const intruder = `ke-la-${RUN}`;

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test("a product edit and a failed sign-in are listed with their addresses; the filters narrow the list", async ({
  page,
  baseURL,
  playwright,
}) => {
  // A failed sign-in through the (trusted) proxy, from the client's own address.
  const stranger = await playwright.request.newContext({ baseURL });
  const refused = await stranger.post("/admin/login", {
    form: { username: intruder, password: "wrong-password", redirectTo: "" },
    headers: { Origin: baseURL as string, "X-Forwarded-For": "203.0.113.77" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(200);
  await stranger.dispose();

  // A product saved in its editor, as staff do.
  await page.goto("/admin/products");
  const edit = page.getByRole("link", { name: /^Sửa / }).first();
  const name = ((await edit.getAttribute("aria-label")) ?? "").replace(/^Sửa /, "");
  await edit.click();
  await expect(page.getByRole("heading", { name: "Chỉnh sửa sản phẩm" })).toBeVisible();
  const productId = /\/admin\/products\/(\d+)\/edit/.exec(page.url())?.[1];
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?department=/);

  // The sidebar leads to the log; the newest entry is that edit, by admin, from this machine.
  await page.getByRole("link", { name: "Nhật ký hoạt động" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Nhật ký hoạt động" })).toBeVisible();
  const table = page.getByRole("table", { name: "Nhật ký hoạt động, mới nhất trước" });
  const editRow = table
    .getByRole("row")
    .filter({ hasText: `Sản phẩm #${productId}` })
    .first();
  await expect(editRow).toContainText("Cập nhật");
  await expect(editRow).toContainText("admin");
  await expect(editRow).toContainText(name);
  await expect(editRow).toContainText(/127\.0\.0\.1/);
  const failedRow = table.getByRole("row").filter({ hasText: intruder });
  await expect(failedRow).toContainText("Đăng nhập thất bại");
  await expect(failedRow).toContainText("203.0.113.77");

  // By action: only failed sign-ins.
  await page.getByLabel("Hành động").selectOption({ label: "Đăng nhập thất bại" });
  await expect(page).toHaveURL(/action=login_failed/);
  await expect(failedRow).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: `Sản phẩm #${productId}` })).toHaveCount(0);

  // By user: the name typed at the failed sign-in.
  await page.getByLabel("Người thực hiện").selectOption(intruder);
  await expect(page).toHaveURL(new RegExp(`user=${intruder}`));
  await expect(table.getByRole("row")).toHaveCount(2);

  // By object and user together: admin's product edits.
  await page.goto("/admin/audit?user=admin&entity=product&action=update");
  await expect(editRow).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: intruder })).toHaveCount(0);

  // By dates (Vietnam's calendar): nothing yet tomorrow; today holds the edit.
  const day = (offset: number) => new Date(Date.now() + 7 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Từ ngày").fill(day(1));
  await page.getByRole("button", { name: "Lọc", exact: true }).click();
  await expect(page.getByText("Không có mục nào khớp bộ lọc.")).toBeVisible();
  await page.getByLabel("Từ ngày").fill(day(0));
  await page.getByLabel("Đến ngày").fill(day(0));
  await page.getByRole("button", { name: "Lọc", exact: true }).click();
  await expect(editRow).toBeVisible();

  await page.getByRole("link", { name: "Xóa bộ lọc" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
});
