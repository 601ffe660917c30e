/** Texts of the sessions card on /admin/account. The admin is written in Vietnamese. */
export const vi = {
  heading: "Phiên đăng nhập",
  help: "Các trình duyệt đang đăng nhập tài khoản này. Nếu thấy một phiên bạn không nhận ra, hãy kết thúc nó và đổi mật khẩu.",
  caption: "Các phiên đăng nhập của tài khoản này",
  columnDevice: "Thiết bị",
  columnAddress: "Địa chỉ",
  columnCreated: "Đăng nhập lúc",
  columnLastSeen: "Hoạt động gần nhất",
  columnActions: "Thao tác",
  device: (browser: string | null, os: string | null) =>
    browser && os ? `${browser} trên ${os}` : (browser ?? os ?? "Trình duyệt không rõ"),
  unknownAddress: "(không rõ)",
  current: "Phiên này",
  end: "Kết thúc",
  endLabel: (device: string, address: string) => `Kết thúc phiên ${device} từ ${address}`,
  endOthers: "Kết thúc mọi phiên khác",
  confirmEnd: (device: string) => `Kết thúc phiên ${device}? Trình duyệt đó sẽ phải đăng nhập lại.`,
  confirmEndOthers: "Kết thúc mọi phiên khác? Các trình duyệt đó sẽ phải đăng nhập lại.",
  ended: "Đã kết thúc phiên đăng nhập.",
  endedOthers: (n: number) => (n > 0 ? `Đã kết thúc ${n} phiên khác.` : "Không có phiên nào khác."),
  notFound: "Phiên này đã kết thúc.",
  onlyThis: "Không có phiên nào khác.",
  failed: "Không thể kết thúc phiên. Vui lòng thử lại.",
  /** The audit log's summary of an ended session. */
  auditEnded: (device: string, address: string) => `${device}, ${address}`,
  auditEndedOthers: (n: number) => `${n} phiên khác`,
};

/** For useMessages(): Vietnamese only, as the admin is (its URLs are never under /en). */
export const messages = { vi };
