import { RUN, removeCreated, saveViaAction, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * An administrator records a device's risk class, circulation number and country of origin on the
 * product form; the product page shows them in both languages and in its Product JSON-LD; the
 * site's search finds the product by the number, with or without its diacritics; the product's
 * history names the fields changed.
 */

test("the risk class, circulation number and country of origin set in the admin show on the product page", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  await signIn(page.request, base);
  const departmentId = await saveViaAction(page.request, base, "department", { name: `Khoa pháp lý ${RUN}` });
  const categoryId = await saveViaAction(page.request, base, "category", { name: `Nhóm pháp lý ${RUN}`, departmentId });
  const slug = `may-phap-ly-${RUN}`;
  const number = `23${RUN.toUpperCase()}ĐKLH/BYT-HTTB`;
  const created = await page.request.post("/admin/products/new.data", {
    form: {
      categoryId: String(categoryId),
      name: `Máy pháp lý ${RUN}`,
      nameEn: `Regulated device ${RUN}`,
      slug,
      brands: JSON.stringify(["Lepu Medical"]),
      features: "[]",
      specifications: JSON.stringify([{ key: "Nguồn", keyEn: "Power", value: "220 V", valueEn: "220 V", order: 1 }]),
      displayOrder: "0",
      isActive: "on",
    },
    headers: { Origin: base },
  });
  expect(created.status()).toBe(200);
  let id = 0;
  try {
    // Not set yet: the page says nothing about it.
    await page.goto(`/products/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Máy pháp lý ${RUN}`);
    await expect(page.getByTestId("regulatory-facts")).toHaveCount(0);

    await page.goto(`/admin/products?department=${departmentId}&category=${categoryId}`);
    await page.getByRole("link", { name: `Sửa Máy pháp lý ${RUN}` }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit/);
    id = Number(/\/products\/(\d+)\/edit/.exec(page.url())?.[1]);
    const riskClass = page.getByLabel("Phân loại rủi ro (NĐ 98/2021)");
    await expect(riskClass).toHaveValue("");
    await riskClass.selectOption({ label: "Loại C" });
    await page.getByLabel("Số lưu hành / số giấy phép nhập khẩu").fill(` ${number} `);
    await page.getByLabel("Xuất xứ", { exact: true }).fill(" Nhật Bản ");
    await page.getByLabel("Xuất xứ (tiếng Anh)").fill("Japan");
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?department=/, { timeout: 15_000 });

    // Kept as saved (trimmed) when the form opens again.
    await page.goto(`/admin/products/${id}/edit`);
    await expect(page.getByLabel("Phân loại rủi ro (NĐ 98/2021)")).toHaveValue("C");
    await expect(page.getByLabel("Số lưu hành / số giấy phép nhập khẩu")).toHaveValue(number);
    await expect(page.getByLabel("Xuất xứ", { exact: true })).toHaveValue("Nhật Bản");
    await expect(page.getByLabel("Xuất xứ (tiếng Anh)")).toHaveValue("Japan");

    for (const [prefix, text, label, country] of [
      ["", `Xuất xứ: Nhật Bản Phân loại: Loại C Số lưu hành: ${number}`, "Số lưu hành", "Nhật Bản"],
      ["/en", `Country of origin: Japan Risk class: C Registration no.: ${number}`, "Registration no.", "Japan"],
    ] as const) {
      await page.goto(`${prefix}/products/${slug}`);
      await expect(page.getByTestId("regulatory-facts")).toHaveText(text);
      const product = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts
          .flatMap((s) => {
            const data = JSON.parse(s.textContent ?? "{}");
            return Array.isArray(data["@graph"]) ? data["@graph"] : [data];
          })
          .find((item) => item["@type"] === "Product"),
      );
      expect(product?.additionalProperty).toContainEqual({ "@type": "PropertyValue", name: label, value: number });
      expect(product?.additionalProperty).toHaveLength(2);
      expect(product?.countryOfOrigin).toEqual({ "@type": "Country", name: country });
    }

    // The history names what the save changed by the form's labels.
    await page.goto(`/admin/products/${id}/revisions`);
    const newest = page.getByRole("listitem").filter({ hasText: "Xuất xứ (tiếng Anh)" }).first();
    await expect(newest).toContainText("Số lưu hành / số giấy phép nhập khẩu");
    await expect(newest).toContainText("Japan");

    // Search: the number as printed, and folded (no diacritics, lower case), in both languages.
    for (const [prefix, q] of [
      ["", number],
      ["/en", number.toLowerCase().replace("đ", "d")],
    ] as const) {
      await page.goto(`${prefix}/products?q=${encodeURIComponent(q)}`);
      await expect(page.locator(`a[href="${prefix}/products/${slug}"]`).first()).toBeVisible();
    }
  } finally {
    if (id) {
      const removed = await page.request.post("/admin/products.data", {
        form: { intent: "delete", id: String(id), department: String(departmentId) },
        headers: { Origin: base },
      });
      expect(removed.status()).toBe(200);
    }
    await removeCreated(page.request, base);
  }
});
