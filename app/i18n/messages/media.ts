/** Texts of the image uploader and the image library (admin). */
import type { MediaUsage } from "~/lib/media";

/** "3 sản phẩm, 1 bài viết, cài đặt trang" */
function usageSummary(usages: MediaUsage[]): string {
  const products = usages.filter((u) => u.kind === "product").length;
  const articles = usages.filter((u) => u.kind === "news").length;
  const settings = usages.some((u) => u.kind === "settings");
  const drafts = usages.some((u) => u.via === "draft");
  const places = [
    products ? `${products} sản phẩm` : "",
    articles ? `${articles} bài viết` : "",
    settings ? "cài đặt website (slide, đối tác…)" : "",
  ]
    .filter(Boolean)
    .join(", ");
  return drafts ? `${places} (kể cả bản nháp chưa lưu)` : places;
}

export const vi = {
  uploadTab: "Tải lên",
  libraryTab: "Thư viện",
  urlTab: "Từ URL",
  chooseFile: "Chọn tệp",
  dropHere: "Kéo và thả hình ảnh vào đây, hoặc",
  uploading: "Đang tải lên...",
  uploaded: "Tải lên thành công",
  failedShort: "Tải lên thất bại",
  progress: (percent: number) => `Đã tải ${percent}%`,
  urlLabel: "Địa chỉ hình ảnh (URL)",
  urlPlaceholder: "https://...",
  useUrl: "Dùng URL này",
  invalidUrl: "URL không hợp lệ",
  brokenUrl: "URL không hợp lệ: không tải được hình ảnh từ địa chỉ này",
  checkingUrl: "Đang kiểm tra URL...",
  chosen: "Đã chọn hình ảnh",
  remove: "Bỏ hình ảnh",
  preview: "Hình ảnh đã chọn",
  openLibrary: "Chọn từ thư viện",
  libraryTitle: "Thư viện hình ảnh",
  close: "Đóng",
  search: "Tìm hình ảnh",
  searchPlaceholder: "Tìm theo tên tệp hoặc mô tả...",
  gridView: "Dạng lưới",
  listView: "Dạng danh sách",
  select: "Chọn",
  copyUrl: "Sao chép URL",
  copied: "Đã sao chép!",
  delete: "Xóa",
  deleteConfirm: (name: string) => `Bạn có chắc chắn muốn xóa hình ảnh "${name}"? Hành động này không thể hoàn tác.`,
  deleteFailed: "Không thể xóa hình ảnh. Vui lòng thử lại.",
  inUse: (usages: MediaUsage[]) => `Đang dùng ở ${usageSummary(usages)}`,
  unused: "Chưa dùng ở đâu",
  /** An orphan upload: when the pruning pass removes it. */
  removedFrom: (time: string) => `Tự xóa từ ${time}`,
  removedNext: "Tự xóa ở lần dọn tiếp theo",
  keptByHistory: "Được giữ vì còn trong lịch sử chỉnh sửa",
  orphanRule:
    "Hình chưa dùng ở đâu được tự xóa 24 giờ sau khi tải lên (form bỏ dở, ảnh cắt trung gian), trừ hình còn trong lịch sử chỉnh sửa hoặc bản nháp.",
  draftUsage: (label: string) => `${label} (bản nháp)`,
  deleteInUse: (usages: MediaUsage[]) =>
    `Không thể xóa: hình ảnh đang dùng ở ${usageSummary(usages)}. Hãy thay hoặc bỏ hình ảnh ở đó trước.`,
  settingsUsage: "Cài đặt trang",
  onlyUnused: "Chỉ hình chưa dùng",
  loadErrorTitle: "Lỗi tải hình ảnh",
  loadErrorFallback: "Không thể tải danh sách hình ảnh",
  retry: "Thử lại",
  loading: "Đang tải hình ảnh...",
  empty: "Chưa có hình ảnh nào",
  noMatch: "Không tìm thấy hình ảnh phù hợp",
  count: (n: number) => `${n} hình ảnh`,
  size: (bytes: number) =>
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`,
};

/** For useMessages(): Vietnamese only, as the admin is (its URLs are never under /en). */
export const messages = { vi };
