/** Texts of product documents in the admin (issue 31): upload refusals, the form's section, the dashboard. */
import type { DocumentKind, DocumentLanguage } from "~/lib/documents";

export const vi = {
  kinds: {
    datasheet: "Thông số kỹ thuật",
    ifu: "Hướng dẫn sử dụng",
    catalogue: "Catalogue",
    licence: "Giấy phép / Số lưu hành",
    certificate: "Chứng nhận ISO/CE/FDA",
    other: "Khác",
  } satisfies Record<DocumentKind, string>,
  languages: {
    vi: "Tiếng Việt",
    en: "Tiếng Anh",
    other: "Ngôn ngữ khác",
  } satisfies Record<DocumentLanguage, string>,
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
} as const;
