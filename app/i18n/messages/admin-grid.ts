import { GRID_MAX_MEGAPIXELS } from "~/lib/image-grid/layout";
import type { BorderStyle, ObjectFit, Shadow } from "~/lib/image-grid/settings";
import type { GridProblem, GridTemplateId } from "~/lib/image-grid/templates";

/** Texts of the image grid dialog ('Chèn lưới hình ảnh') and its rendered image. */
export const vi = {
  title: "Chèn lưới hình ảnh",
  close: "Đóng",
  dropHere: "Kéo và thả hình ảnh vào đây, hoặc",
  chooseFiles: "Chọn hình ảnh",
  filesLabel: "Chọn hình ảnh cho lưới",
  dropZone: "Khu vực tải hình ảnh lên",
  uploadHint: "PNG, JPG, GIF, WebP tối đa 500MB mỗi tệp",
  addMore: "Thêm hình ảnh",
  uploading: (done: number, total: number) => `Đang tải lên ${done}/${total} hình ảnh...`,
  uploadFailed: "Có lỗi khi tải lên một số hình ảnh. Vui lòng thử lại.",
  generateFailed: "Có lỗi khi tạo lưới hình ảnh. Vui lòng thử lại.",
  tooLarge: `Lưới quá lớn: ảnh ghép sẽ vượt quá ${GRID_MAX_MEGAPIXELS} megapixel. Hãy bớt ảnh, chọn nhiều cột hơn hoặc một chiều cao ảnh cố định.`,
  fileError: (name: string, message: string) => `${name}: ${message}`,
  previewHeading: "Xem trước lưới",
  previewHint: "Kéo để sắp xếp lại; dùng bàn phím: Space để nhấc, mũi tên để di chuyển, Space để thả.",
  imageLabel: (index: number, name: string) => `Hình ${index}: ${name}`,
  moveImage: (index: number) => `Di chuyển hình ${index}`,
  sortable: "hình có thể sắp xếp",
  removeImage: (index: number) => `Xóa hình ${index}`,
  cropImage: (index: number) => `Cắt hình ${index}`,
  templatesHeading: "Mẫu lưới",
  settingsHeading: "Tùy chỉnh",
  columns: "Số cột",
  gap: "Khoảng cách (px)",
  borderRadius: "Bo góc (px)",
  objectFit: "Cách hiển thị ảnh",
  fits: { cover: "Lấp đầy (cắt)", contain: "Vừa khung", fill: "Kéo giãn" } satisfies Record<ObjectFit, string>,
  border: "Viền",
  borders: { none: "Không viền", solid: "Liền", dashed: "Gạch", dotted: "Chấm" } satisfies Record<BorderStyle, string>,
  borderColor: "Màu viền",
  borderWidth: "Độ dày viền (px)",
  shadow: "Đổ bóng",
  shadows: { none: "Không", small: "Nhỏ", medium: "Vừa", large: "Lớn", xl: "Rất lớn" } satisfies Record<Shadow, string>,
  imageHeight: "Chiều cao ảnh",
  autoHeight: "Tự động",
  captionSize: "Cỡ chữ chú thích",
  captionLabel: "Chú thích cho lưới hình ảnh (không bắt buộc)",
  captionPlaceholder: "Nhập chú thích hiển thị dưới lưới...",
  altLabel: "Mô tả lưới hình ảnh (alt)",
  altHint: "Gợi ý theo số ảnh và chú thích; hãy nói ngắn gọn lưới ảnh cho thấy gì.",
  templates: {
    "grid-equal": "Lưới đều",
    "grid-2x2": "Lưới 2x2",
    horizontal: "Hàng ngang",
    "portrait-landscape": "1 dọc + 2 ngang",
    "landscape-top-portraits": "1 ngang + 2 dọc",
    "3landscapes-3portraits": "3 ngang + 3 dọc",
  } satisfies Record<GridTemplateId, string>,
  templateLimit: { min: (n: number) => `Tối thiểu ${n} hình`, exact: (n: number) => `Đúng ${n} hình` },
  noImages: "Vui lòng chọn ít nhất một hình ảnh",
  tooFew: (name: string, n: number) => `Mẫu "${name}" cần ít nhất ${n} hình ảnh`,
  tooManyTitle: "Vượt quá giới hạn số lượng hình",
  tooMany: (max: number, count: number, remove: number) =>
    `Mẫu này hỗ trợ tối đa ${max} hình ảnh nhưng bạn đã chọn ${count}. Vui lòng xóa ${remove} hình hoặc chọn mẫu khác.`,
  footerCount: (count: number, template: string) => `${count} hình ảnh · Mẫu: ${template}`,
  footerEmpty: "Vui lòng upload ít nhất 1 hình ảnh",
  cancel: "Hủy",
  insert: "Chèn lưới",
  generating: "Đang tạo ảnh...",
  cropTitle: "Cắt hình ảnh",
  cropZoom: "Thu phóng",
  cropAspect: "Tỉ lệ khung",
  cropFree: "Giữ nguyên",
  cropApply: "Áp dụng",
  cropSaving: "Đang lưu ảnh đã cắt...",
  cropArea: "Vùng cắt: kéo ảnh hoặc dùng mũi tên để di chuyển",
  announce: {
    start: (name: string, position: number, total: number) =>
      `Đã nhấc hình ${name}, đang ở vị trí ${position} trên ${total}.`,
    over: (name: string, position: number, total: number) => `Hình ${name} đang ở vị trí ${position} trên ${total}.`,
    end: (name: string, position: number, total: number) => `Đã thả hình ${name} vào vị trí ${position} trên ${total}.`,
    cancel: (name: string, position: number) => `Đã hủy di chuyển. Hình ${name} trở lại vị trí ${position}.`,
  },
  /** The inserted image's alt text: the grid and its caption. */
  alt: (count: number, caption: string) => (caption ? `Lưới ${count} hình ảnh: ${caption}` : `Lưới ${count} hình ảnh`),
};

/** For useMessages(): Vietnamese only, as the admin is (its URLs are never under /en). */
export const messages = { vi };

/** The warning for a problem with the chosen images, from the dialog's texts. */
export function gridProblemText(
  t: typeof vi,
  problem: GridProblem,
  template: GridTemplateId,
): { title?: string; text: string } {
  switch (problem.kind) {
    case "empty":
      return { text: t.noImages };
    case "tooFew":
      return { text: t.tooFew(t.templates[template], problem.min) };
    case "tooMany":
      return { title: t.tooManyTitle, text: t.tooMany(problem.max, problem.count, problem.remove) };
    case "tooLarge":
      return { text: t.tooLarge };
  }
}
