/**
 * The image library's orphans filter: an upload no form has saved is listed with
 * the moment the pruning pass removes it (a day after its upload), and the rule is said.
 */
import sharp from "sharp";
import { formatAdminDateTime } from "../../app/lib/admin-date";
import { RUN, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("an abandoned upload shows in the orphans filter with when it will be removed", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
  await page.goto("/admin/products/new");
  const name = `bo-do-${RUN}.png`;
  const buffer = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#16a34a" } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"][accept^="image/"]:not([multiple])')
    .setInputFiles({ name, mimeType: "image/png", buffer });
  await expect(page.getByText("Tải lên thành công")).toBeVisible();

  // The server says from when the pass may remove it: a day after the upload.
  const answer = await page.request.get(`/admin/api/images?q=bo-do-${RUN}&unused=1`);
  const [item] = ((await answer.json()) as { images: { createdAt: string; removableAt: string | null }[] }).images;
  expect(item?.removableAt).toBe(new Date(Date.parse(item?.createdAt ?? "") + 24 * 60 * 60 * 1000).toISOString());

  await page.getByRole("button", { name: "Chọn từ thư viện" }).click();
  const dialog = page.getByRole("dialog", { name: "Thư viện hình ảnh" });
  await dialog.getByRole("checkbox", { name: "Chỉ hình chưa dùng" }).check();
  await dialog.getByRole("searchbox", { name: "Tìm hình ảnh" }).fill(`bo-do-${RUN}`);
  await expect(dialog.getByText("1 hình ảnh")).toBeVisible();
  await expect(dialog.getByText(/được tự xóa 24 giờ sau khi tải lên/)).toBeVisible();
  const entry = dialog.getByRole("listitem").filter({ hasText: name });
  await expect(entry).toContainText("Chưa dùng ở đâu");
  await expect(entry.locator("time")).toHaveText(`Tự xóa từ ${formatAdminDateTime(new Date(item?.removableAt ?? ""))}`);
  await expect(entry.locator("time")).toHaveAttribute("datetime", item?.removableAt ?? "");

  // Removed by hand at once, as before.
  page.once("dialog", (confirm) => void confirm.accept());
  await dialog.getByRole("button", { name: `Xóa: ${name}` }).click();
  await expect(dialog.getByText("Không tìm thấy hình ảnh phù hợp")).toBeVisible();
});
