/** Texts of product documents in the admin: upload refusals, the form's section, the dashboard. */
import type { DocumentKind, DocumentLanguage } from "~/lib/documents";
import { vi as catalog } from "./catalog";

export const vi = {
  // The kinds and languages as the product page names them; in a list of kinds, "other" alone.
  kinds: { ...catalog.documents.kinds, other: "Khác" } satisfies Record<DocumentKind, string>,
  languages: catalog.documents.languages satisfies Record<DocumentLanguage, string>,
  refusals: {
    unsupported: "Chỉ nhận tệp PDF, DOCX hoặc XLSX",
    tooLarge: (type: string, mb: number) => `Tệp ${type} tối đa ${mb} MB`,
    corruptPdf: "Tệp PDF bị hỏng hoặc không đọc được",
    encryptedPdf: "Tệp PDF được mã hóa hoặc đặt mật khẩu: hãy tải lên bản không mã hóa",
    scriptPdf: "Tệp PDF chứa mã JavaScript hoặc lệnh tự chạy: hãy xuất lại bản không có nội dung chủ động",
    embeddedPdf: "Tệp PDF chứa tệp đính kèm bên trong: hãy xuất lại bản không có tệp nhúng",
    corruptOffice: "Tệp Word/Excel bị hỏng hoặc không đúng định dạng",
    macroOffice: "Tệp chứa macro: hãy lưu lại thành DOCX/XLSX không có macro",
    failed: "Tải lên thất bại. Vui lòng thử lại.",
  },
  inUse: (products: number) => `Tài liệu đang được dùng cho ${products} sản phẩm, không thể xóa`,
  errors: {
    titleRequired: "Tên tài liệu là bắt buộc",
    tooLong: "Nội dung quá dài",
    invalidDate: "Ngày hết hạn không hợp lệ",
    tooMany: (max: number) => `Tối đa ${max} tài liệu cho một sản phẩm`,
    duplicate: "Một tệp chỉ được gắn một lần cho mỗi sản phẩm",
    missing: "Có tài liệu không còn trên máy chủ: hãy tải lên lại",
  },
  form: {
    section: "Tài liệu",
    hint: "PDF tối đa 50 MB, DOCX/XLSX tối đa 20 MB. Kéo thả nhiều tệp cùng lúc.",
    dropHere: "Kéo và thả tài liệu vào đây, hoặc",
    choose: "Chọn tệp",
    uploading: (name: string, percent: number) => `Đang tải lên ${name}: ${percent}%`,
    failed: (name: string, reason: string) => `${name}: ${reason}`,
    dismiss: "Đóng thông báo",
    empty: "Chưa có tài liệu nào.",
    title: "Tên tài liệu (tiếng Việt)",
    titleEn: "Tên tài liệu (tiếng Anh)",
    kind: "Loại",
    language: "Ngôn ngữ của tệp",
    validUntil: "Hiệu lực đến",
    isPublic: "Công khai (tải về từ trang sản phẩm)",
    onRequest: "Chỉ cung cấp khi có yêu cầu",
    replace: (title: string) => `Thay tệp của "${title}"`,
    replaceShort: "Thay tệp",
    remove: (title: string) => `Xóa tài liệu "${title}"`,
    removeShort: "Xóa",
    handle: (title: string) => `Kéo để sắp xếp tài liệu "${title}"`,
    pages: (pages: number) => `${pages} trang`,
    previewAlt: (title: string) => `Trang đầu của "${title}"`,
  },
  dashboard: {
    title: "Chứng nhận sắp hết hạn",
    expired: (days: number) => `Đã hết hạn ${days} ngày`,
    expiresToday: "Hết hạn hôm nay",
    expiresIn: (days: number) => `Còn ${days} ngày`,
    open: (name: string) => `Mở sản phẩm "${name}"`,
  },
} as const;

/** For useMessages(): Vietnamese only, as the admin is. */
export const messages = { vi };
