/** Texts of the revision history screens. The admin is written in Vietnamese. */
export const vi = {
  title: "Lịch sử chỉnh sửa",
  intro: "Mỗi lần lưu giữ lại toàn bộ nội dung (cả tiếng Việt và tiếng Anh). Mới nhất ở trên.",
  history: "Lịch sử",
  backToEditor: "Quay lại trình chỉnh sửa",
  empty: "Chưa có phiên bản nào",
  emptyText: "Lịch sử bắt đầu từ lần lưu tiếp theo.",
  by: (name: string) => `bởi ${name}`,
  unknownUser: "không rõ người sửa",
  baseline: "Nội dung trước khi có lịch sử",
  restoredFrom: (id: number) => `Khôi phục từ phiên bản #${id}`,
  deleted: "Đã xóa",
  undeleted: "Khôi phục từ mục đã xóa",
  current: "Đang dùng",
  first: "Phiên bản đầu tiên được lưu.",
  noChanges: "Không có thay đổi nội dung.",
  restore: "Khôi phục phiên bản này",
  restoreLabel: (id: number) => `Khôi phục phiên bản #${id}`,
  restoreConfirm: "Khôi phục nội dung của phiên bản này? Nội dung hiện tại vẫn được giữ trong lịch sử.",
  restored: (id: number) => `Đã khôi phục phiên bản #${id}.`,
  restoreFailed: "Không thể khôi phục phiên bản này. Vui lòng thử lại.",
  /** The address after a restore: the slug follows the title or name while it is the generated one. */
  addressMoved: (from: string, to: string) => `Địa chỉ đổi lại từ ${from} sang ${to}; địa chỉ cũ chuyển hướng (301).`,
  addressKeptOwn: (at: string) => `Địa chỉ giữ nguyên ${at} vì slug hiện tại được đặt riêng, không theo tiêu đề.`,
  addressKeptTaken: (at: string, slug: string) => `Địa chỉ giữ nguyên ${at} vì slug "${slug}" đang được mục khác dùng.`,
  notFound: "Không tìm thấy nội dung này",
  revision: (id: number) => `Phiên bản #${id}`,
  yes: "Có",
  no: "Không",
  /** Columns no form field names (a form's fields are labelled by its schema, decision 048). */
  fields: {
    reading_time: "Thời gian đọc (phút)",
    word_count: "Số từ",
    published_at: "Thời gian đăng",
    department_id: "Khoa (mã)",
  } as Record<string, string>,
  /** The editors' browser autosave. */
  autosave: {
    offer: (time: string) => `Khôi phục bản nháp chưa lưu (lúc ${time})?`,
    restore: "Khôi phục",
    discard: "Bỏ qua",
    /** A draft typed over an older version than the one loaded. */
    older: (name: string, time: string) => `Bản nháp này được tạo trước lần lưu của ${name} lúc ${time}`,
    someone: "người khác",
    /** The draft merged with the version saved since. */
    olderHint:
      "Bản đã lưu mới hơn bản nháp. Thay đổi của hai bên đã được gộp lại; chỉ những chỗ cả hai cùng sửa mới cần bạn chọn. Áp dụng rồi nhấn Cập nhật để lưu.",
    mergedTitle: "Đã gộp tự động",
    applyField: (label: string) => `Lấy từ bản nháp: ${label}`,
    fromDraftOnly: "Chỉ bản nháp sửa trường này.",
    mergedBoth: "Cả hai cùng sửa ở những chỗ khác nhau: đã gộp, giữ thay đổi của cả hai.",
    conflictsTitle: "Cần bạn chọn",
    conflictLegend: (label: string, at: number, of: number) =>
      of > 1 ? `${label}: chỗ ${at}/${of} cả hai cùng sửa` : `${label}: chỗ cả hai cùng sửa`,
    mineSide: "Bản nháp của bạn",
    theirsSide: (name: string) => `Bản đã lưu của ${name}`,
    keepMine: "Giữ bản của tôi",
    keepTheirs: "Giữ bản đã lưu",
    keepBoth: "Giữ cả hai",
    image: "[Hình ảnh]",
    nothing: "(không có)",
    undecided: (count: number) => `Còn ${count} chỗ cần chọn.`,
    nothingLeft: "Bản nháp không còn thay đổi nào khác bản đã lưu.",
    applyMerge: "Áp dụng bản gộp",
    discardOlder: "Bỏ bản nháp",
  },
  /** Another admin has the same item open (heartbeat within 2 minutes). */
  editingOthers: (names: string) =>
    `${names} cũng đang chỉnh sửa mục này. Nếu người đó lưu trước, lần lưu của bạn sẽ bị từ chối.`,
};

/** For useMessages(): Vietnamese only, as the admin is (its URLs are never under /en). */
export const messages = { vi };
