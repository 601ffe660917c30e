import type { AuditActionKey, AuditEntityKey, AuditIntentKey } from "~/lib/audit-keys";
import { formatNumber } from "../lang";

/** Texts of the audit log screen (/admin/audit). The admin is written in Vietnamese. */
export const vi = {
  title: "Nhật ký hoạt động",
  intro: (days: number) =>
    `Mọi thay đổi trong trang quản trị và mọi lần đăng nhập: ai, lúc nào, làm gì, từ địa chỉ nào. Lưu ${days} ngày.`,
  filters: "Lọc nhật ký",
  user: "Người thực hiện",
  allUsers: "Tất cả",
  action: "Hành động",
  allActions: "Tất cả hành động",
  entity: "Đối tượng",
  allEntities: "Tất cả đối tượng",
  from: "Từ ngày",
  to: "Đến ngày",
  apply: "Lọc",
  clear: "Xóa bộ lọc",
  count: (n: number) => `${formatNumber(n, "vi")} mục`,
  empty: "Chưa có mục nào",
  noMatch: "Không có mục nào khớp bộ lọc.",
  caption: "Nhật ký hoạt động, mới nhất trước",
  columns: {
    at: "Thời gian",
    user: "Người thực hiện",
    action: "Hành động",
    entity: "Đối tượng",
    summary: "Nội dung",
    address: "Địa chỉ",
  },
  nobody: "(không rõ)",
  actions: {
    create: "Tạo mới",
    update: "Cập nhật",
    delete: "Xóa",
    publish: "Hiển thị / xuất bản",
    unpublish: "Ẩn",
    reorder: "Sắp xếp",
    upload: "Tải lên",
    settings: "Cài đặt",
    login: "Đăng nhập",
    login_failed: "Đăng nhập thất bại",
    logout: "Đăng xuất",
    password: "Đổi mật khẩu",
    user_add: "Thêm người quản trị",
    user_remove: "Xóa người quản trị",
  } satisfies Record<AuditActionKey, string>,
  entities: {
    product: "Sản phẩm",
    category: "Danh mục",
    department: "Khoa",
    article: "Bài viết",
    media: "Hình ảnh",
    document: "Tài liệu",
    redirect: "Chuyển hướng",
    settings: "Cài đặt",
    user: "Người quản trị",
    session: "Phiên đăng nhập",
    other: "Khác",
  } satisfies Record<AuditEntityKey, string>,
  /** How the change was made, after the summary. */
  intents: {
    save: "lưu biểu mẫu",
    toggle: "bật/tắt hiển thị",
    publish: "xuất bản/ẩn",
    move: "lên/xuống",
    place: "chuyển vị trí",
    delete: "xóa",
    restore: "khôi phục",
    add: "thêm",
    remove: "xóa",
    password: "đổi mật khẩu",
    note: "thêm ghi chú",
    status: "đổi trạng thái",
    resend: "gửi lại thông báo",
    role: "đổi vai trò",
  } satisfies Record<AuditIntentKey, string>,
  /** A product moved up or down its category (the summary of a move). */
  directions: { up: "lên", down: "xuống" },
  /** An image rendered by the image grid dialog. */
  gridImage: (url: string) => `${url} (lưới hình ảnh)`,
};

/** For useMessages(): Vietnamese only, as the admin is (its URLs are never under /en). */
export const messages = { vi };
