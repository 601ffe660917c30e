/** Texts of the product import and export (Vietnamese; the admin is not translated). */
export const vi = {
  title: "Nhập sản phẩm từ file",
  intro:
    "Tải lên file .csv hoặc .xlsx (ví dụ một file đã xuất). Bước kiểm tra chỉ đọc file và liệt kê lỗi của từng dòng; không có gì được lưu cho đến khi bạn bấm Nhập.",
  formatLink: "Định dạng file (các cột, cách ghi tính năng và thông số)",
  exportCsv: "Xuất CSV",
  exportXlsx: "Xuất Excel",
  importLink: "Nhập từ file",
  file: "File sản phẩm (.csv, .xlsx)",
  check: "Kiểm tra (chạy thử)",
  checking: "Đang kiểm tra...",
  run: "Nhập",
  running: "Đang nhập...",
  backToList: "Quay lại danh sách sản phẩm",
  chooseFile: "Vui lòng chọn file .csv hoặc .xlsx",
  unsupportedFile: "Chỉ nhận file .csv hoặc .xlsx",
  fileTooLarge: (mb: number) => `File vượt quá ${mb} MB`,
  unreadable: "Không đọc được file. Hãy lưu lại dưới dạng .csv (UTF-8) hoặc .xlsx.",
  tooManyRows: (max: number) => `File có quá nhiều dòng (tối đa ${max})`,
  emptyFile: "File không có dòng sản phẩm nào",
  failed: "Có lỗi xảy ra khi nhập. Không có gì được lưu. Vui lòng thử lại.",
  checked: (rows: number, created: number, updated: number, unchanged: number) =>
    `File hợp lệ: ${rows} dòng (${created} sản phẩm mới, ${updated} sản phẩm cập nhật${unchanged ? `, ${unchanged} không đổi` : ""}). Bấm Nhập để lưu.`,
  problems: (n: number, rows: number) =>
    `Có ${n} lỗi trong ${rows} dòng. Không có gì được lưu. Hãy sửa file rồi kiểm tra lại.`,
  refused: (n: number) => `Đã hủy nhập: có ${n} lỗi. Không có gì được lưu.`,
  done: (created: number, updated: number, unchanged: number) =>
    `Đã nhập xong: tạo mới ${created}, cập nhật ${updated} sản phẩm${unchanged ? ` (${unchanged} không đổi)` : ""}.`,
  columns: { row: "Dòng", column: "Cột", message: "Lỗi" },
  /** Where a problem is: "Dòng 5, cột C (name)". */
  at: (row: number, column: number, letter: string, name: string) =>
    column ? `Dòng ${row}, cột ${letter} (${name})` : `Dòng ${row}`,
  errors: {
    missingColumn: (name: string) => `Thiếu cột bắt buộc “${name}”`,
    unknownColumn: (name: string) => `Cột không xác định “${name}”`,
    duplicateColumn: (name: string) => `Cột “${name}” xuất hiện hai lần`,
    duplicateSlug: (row: number) => `Slug trùng với dòng ${row}`,
    categoryFormat: "Danh mục phải có dạng khoa-phong/danh-muc (slug)",
    categoryNotFound: (ref: string) => `Không tìm thấy danh mục “${ref}”`,
    notInteger: "Phải là số nguyên",
    notFlag: "Phải là 1 hoặc 0",
    specLine: (line: number) => `Dòng ${line} của ô thiếu dấu hai chấm (dạng “thông số: giá trị”)`,
    extraEnglish: (count: number) => `Nhiều dòng hơn cột tiếng Việt (${count})`,
    /** The gallery's columns: line N of gallery_alt and gallery_alt_en describes photo N. */
    galleryLineEmpty: (line: number) => `Dòng ${line} của ô trống: mỗi dòng là địa chỉ của một ảnh`,
    extraAlt: (count: number) => `Nhiều dòng hơn số ảnh trong cột địa chỉ ảnh (${count})`,
    altWithoutGallery: "Cột mô tả ảnh cần có cột địa chỉ ảnh trong cùng file",
    imageMissing: "Ảnh /uploads/... này không có trong thư viện ảnh",
    imageDownload: (reason: string) => `Không tải được ảnh: ${reason}`,
    imageTimeout: "hết thời gian chờ",
    imageStatus: (status: number) => `máy chủ trả lời ${status}`,
  },
};
