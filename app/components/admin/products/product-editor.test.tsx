import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { EditableProduct, ProductEditorProps } from "~/lib/admin-product";
import type { Role } from "~/lib/roles";
import { ProductEditor } from "./product-editor";

const posted: Record<string, string>[] = [];
let props: ProductEditorProps;

const product: EditableProduct = {
  id: 9,
  departmentId: 1,
  categoryId: 11,
  name: "Máy thở",
  nameEn: "",
  slug: "may-tho",
  description: "",
  descriptionEn: "",
  brands: ["Dräger"],
  imageUrl: null,
  gallery: [],
  features: [{ id: "f1", text: "Nhẹ", textEn: "", order: 1 }],
  specifications: [],
  riskClass: null,
  circulationNumber: null,
  countryOfOrigin: null,
  countryOfOriginEn: null,
  displayOrder: 0,
  isActive: true,
  isFeatured: false,
  version: "2026-03-01T08:00:00.123456Z",
};

function base(over: Partial<ProductEditorProps> = {}): ProductEditorProps {
  return {
    product: null,
    departments: [
      { id: 1, name: "Khoa Hồi sức" },
      { id: 2, name: "Phòng mổ" },
    ],
    categories: [
      { id: 11, name: "Máy thở", departmentId: 1 },
      { id: 21, name: "Bàn mổ", departmentId: 2 },
    ],
    brandSuggestions: ["Dräger", "Mindray"],
    preset: { departmentId: null, categoryId: null },
    draft: null,
    savedBy: "",
    ...over,
  };
}

function Editor() {
  return <ProductEditor {...props} />;
}

function Nothing() {
  return null;
}

async function renderEditor(over: Partial<ProductEditorProps> = {}, role: Role = "admin") {
  props = base(over);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ lang: "vi" }),
      HydrateFallback: Nothing,
      children: [
        {
          // The admin frame, whose data names the account's role (decision 040).
          id: "routes/admin/layout",
          loader: () => ({ role }),
          children: [
            {
              path: "admin/products/:id/edit",
              Component: Editor,
              action: async ({ request }) => {
                posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
                // The duplicate slug, answered at its field as the real action does.
                return { ok: false, errors: { slug: "Slug URL đã tồn tại." }, message: "Vui lòng kiểm tra." };
              },
            },
          ],
        },
        { path: "api/*", action: () => ({ ok: true }) },
      ],
    },
  ]);
  render(<Stub initialEntries={["/admin/products/9/edit"]} />);
  await screen.findByRole("button", { name: "Xem trước" });
}

const box = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const create = () => screen.getByRole("button", { name: /Tạo mới|Cập nhật/ });

afterEach(() => {
  posted.length = 0;
  window.localStorage.clear();
});

describe("ProductEditor", () => {
  it("refuses an empty form with every message and posts nothing; a fixed field loses its error", async () => {
    await renderEditor();
    fireEvent.click(create());
    expect(await screen.findByText("Vui lòng kiểm tra và sửa các lỗi trong form.")).toBeTruthy();
    expect(screen.getByText("Danh mục là bắt buộc")).toBeTruthy();
    expect(screen.getByText("Tên sản phẩm là bắt buộc")).toBeTruthy();
    expect(screen.getByText("Ít nhất một thương hiệu là bắt buộc")).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(box("Tên sản phẩm *"), { target: { value: "Máy mới" } });
    expect(screen.queryByText("Tên sản phẩm là bắt buộc")).toBeNull();
    expect(box("Slug URL *").value).toBe("may-moi");
  });

  it("clears the category when another department is chosen", async () => {
    await renderEditor({ preset: { departmentId: 1, categoryId: 11 } });
    const category = screen.getByRole("combobox", { name: /Danh mục/ }) as HTMLSelectElement;
    expect(category.value).toBe("11");
    fireEvent.change(screen.getByRole("combobox", { name: "Khoa/phòng" }), { target: { value: "2" } });
    expect(category.value).toBe("");
  });

  it("posts the body with the version as loaded and keeps the server's error while the slug is unchanged", async () => {
    await renderEditor({ product });
    fireEvent.change(screen.getByPlaceholderText("Tính năng"), {
      target: { value: "  Bền  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Thêm tính năng" }));
    fireEvent.click(screen.getByRole("button", { name: "Xóa: Nhẹ" }));
    fireEvent.click(create());
    expect(await screen.findByText("Slug URL đã tồn tại.")).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ categoryId: "11", slug: "may-tho", version: product.version, isActive: "on" });
    expect(JSON.parse(posted[0]?.features ?? "")).toMatchObject([{ text: "Bền", order: 1 }]);
    fireEvent.change(box("Slug URL *"), { target: { value: "may-tho-2" } });
    expect(screen.queryByText("Slug URL đã tồn tại.")).toBeNull();
  });

  it("offers a draft kept in this browser and restores it into the form", async () => {
    const kept = { savedAt: new Date().toISOString(), values: { name: "Máy thở (nháp)", brands: ["Mindray"] } };
    window.localStorage.setItem("autosave:product:9", JSON.stringify(kept));
    await renderEditor({ product });
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Khôi phục" })));
    expect(box("Tên sản phẩm *").value).toBe("Máy thở (nháp)");
    await waitFor(() => expect(screen.getByRole("list", { name: "Thương hiệu" }).textContent).toContain("Mindray"));
    // Fields the draft lacks keep the product's values.
    expect(box("Slug URL *").value).toBe("may-tho");
  });

  it("lists the product's documents, asks a certificate's validity date and posts the list with its links", async () => {
    const document = {
      id: 5,
      kind: "datasheet" as const,
      language: "en" as const,
      mimeType: "application/pdf" as const,
      originalName: "iso.pdf",
      sizeBytes: 2 * 1024 * 1024,
      pages: 4,
      previewUrl: null,
    };
    await renderEditor({
      product,
      documents: [{ linkId: 31, document, title: "ISO 13485", titleEn: "", validUntil: null, isPublic: true }],
    });
    expect(screen.getByText(/iso\.pdf/).parentElement?.textContent).toContain("2 MB · 4 trang · Tiếng Anh");
    expect(screen.queryByLabelText("Hiệu lực đến")).toBeNull();
    fireEvent.change(screen.getByLabelText("Loại"), { target: { value: "certificate" } });
    fireEvent.change(screen.getByLabelText("Hiệu lực đến"), { target: { value: "2027-06-30" } });
    fireEvent.click(screen.getByLabelText("Công khai (tải về từ trang sản phẩm)"));
    await act(async () => fireEvent.click(create()));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(posted[0]?.documents ?? "[]")).toEqual([
      {
        linkId: 31,
        documentId: 5,
        kind: "certificate",
        language: "en",
        title: "ISO 13485",
        titleEn: "",
        validUntil: "2027-06-30",
        isPublic: false,
      },
    ]);
  });

  it("shows a Kinh doanh account the product read-only: fields disabled, no save, a note", async () => {
    await renderEditor({}, "sales");
    expect(screen.getByRole("note").textContent).toBe("Chỉ xem: tài khoản Kinh doanh không sửa được sản phẩm.");
    // Disabled by the form's fieldset.
    expect(box("Tên sản phẩm *").matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Cập nhật" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Lịch sử" })).toBeNull();
  });
});
