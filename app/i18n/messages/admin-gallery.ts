/** Texts of the product form's photo gallery. The admin is written in Vietnamese. */
export const vi = {
  section: "Bộ ảnh sản phẩm",
  intro: (max: number) =>
    `Tối đa ${max} ảnh, hiển thị bên dưới ảnh chính trên trang sản phẩm. Ảnh chính vẫn là ảnh của thẻ sản phẩm trong danh sách.`,
  dropHere: "Kéo thả ảnh vào đây hoặc",
  choose: "chọn nhiều ảnh từ máy",
  fromLibrary: "Thêm ảnh từ thư viện",
  libraryTitle: "Chọn ảnh từ thư viện",
  close: "Đóng",
  count: (n: number, max: number) => `${n}/${max} ảnh`,
  empty: "Chưa có ảnh nào trong bộ ảnh.",
  full: (max: number) => `Bộ ảnh đã đủ ${max} ảnh: xóa bớt một ảnh để thêm ảnh khác.`,
  skipped: (n: number, max: number) => `${n} ảnh không được thêm vì bộ ảnh chỉ chứa tối đa ${max} ảnh.`,
  already: "Ảnh này đã có trong bộ ảnh.",
  uploading: (name: string, percent: number) => `Đang tải lên ${name}: ${percent}%`,
  failed: (name: string, reason: string) => `Không tải lên được ${name}: ${reason}`,
  dismiss: "Bỏ qua",
  photo: (n: number) => `Ảnh ${n}`,
  photoName: (n: number, alt: string) => (alt ? `ảnh ${n} “${alt}”` : `ảnh ${n}`),
  handle: (n: number) => `Kéo để sắp xếp: ảnh ${n}`,
  alt: (n: number) => `Mô tả ảnh ${n} (alt)`,
  altEn: (n: number) => `Mô tả ảnh ${n} (alt, tiếng Anh)`,
  altHint: "Ảnh cho thấy gì: mặt nào, chi tiết nào của thiết bị.",
  remove: (n: number) => `Xóa ảnh ${n} khỏi bộ ảnh`,
  removeShort: "Xóa",
  keptNote:
    "Ảnh bị xóa khỏi bộ ảnh vẫn ở trong thư viện; ảnh tải lên mà không còn nội dung nào dùng sẽ tự xóa sau một ngày.",
  errors: {
    tooMany: (max: number) => `Bộ ảnh chỉ chứa tối đa ${max} ảnh`,
    duplicate: "Một ảnh xuất hiện hai lần trong bộ ảnh",
    invalidUrl: "URL hình ảnh không hợp lệ",
    missing: "Có ảnh trong bộ ảnh không còn trong thư viện. Hãy xóa ảnh đó và tải lên lại.",
    tooLong: "Mô tả ảnh quá dài",
  },
};

/** For useMessages(): Vietnamese only, as the admin is (its URLs are never under /en). */
export const messages = { vi };
