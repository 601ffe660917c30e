/** Texts of the recently deleted screen (/admin/deleted). The admin is written in Vietnamese. */
export const vi = {
  title: "Đã xóa gần đây",
  intro: (days: number) =>
    `Sản phẩm và bài viết đã xóa được giữ ${days} ngày (kể cả lịch sử chỉnh sửa), rồi xóa hẳn. Khôi phục đưa mục trở lại như lúc bị xóa, cùng địa chỉ nếu địa chỉ đó còn trống.`,
  caption: "Sản phẩm và bài viết đã xóa gần đây",
  columnKind: "Loại",
  columnTitle: "Tên / tiêu đề",
  columnSlug: "Slug",
  columnDeletedBy: "Người xóa",
  columnDeletedAt: "Thời gian xóa",
  columnDaysLeft: "Còn lại",
  columnActions: "Thao tác",
  kinds: { product: "Sản phẩm", article: "Bài viết" },
  unknownUser: "không rõ",
  daysLeft: (days: number) => (days > 0 ? `${days} ngày` : "Dưới 1 ngày"),
  empty: "Không có mục nào đã xóa gần đây",
  emptyText: (days: number) => `Sản phẩm và bài viết bị xóa trong ${days} ngày qua sẽ hiện ở đây để khôi phục.`,
  restore: "Khôi phục",
  restoreLabel: (title: string) => `Khôi phục ${title}`,
  restoreConfirm: (kind: string, title: string) =>
    `Khôi phục ${kind.toLowerCase()} “${title}”? Mục sẽ trở lại với trạng thái như lúc bị xóa (đang hiển thị / đã xuất bản thì hiện lại ngay trên website).`,
  restored: (kind: "product" | "article", title: string, visible: boolean) =>
    kind === "product"
      ? `Đã khôi phục sản phẩm “${title}” (${visible ? "đang hiển thị trên website" : "đang ẩn"}).`
      : `Đã khôi phục bài viết “${title}” (${visible ? "đã xuất bản" : "bản nháp"}).`,
  slugChanged: (slug: string) => ` Slug cũ đã được dùng cho mục khác nên mục này có slug mới: ${slug}.`,
  imageDropped: " Hình ảnh của mục đã bị xóa khỏi thư viện nên mục trở lại không có ảnh; hãy chọn ảnh mới.",
  categoryMissing: (title: string) =>
    `Không thể khôi phục sản phẩm “${title}”: danh mục của sản phẩm đã bị xóa. Hãy tạo lại danh mục trước; chưa có gì thay đổi.`,
  alreadyRestored: (title: string) => `“${title}” đã được khôi phục trước đó.`,
  expired: (title: string) => `“${title}” đã quá hạn khôi phục và sẽ bị xóa hẳn.`,
  notFound: "Không tìm thấy mục đã xóa này. Có thể nó đã được khôi phục hoặc đã bị xóa hẳn.",
  failed: "Không thể khôi phục. Vui lòng thử lại.",
  auditSummary: (title: string) => `Khôi phục từ mục đã xóa: ${title}`,
};

/** For useMessages(): Vietnamese only, as the admin is (its URLs are never under /en). */
export const messages = { vi };
