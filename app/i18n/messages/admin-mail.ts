import { formatNumber } from "../lang";

/** A wait in words: "20 phút", "3 giờ", "2 ngày". */
const waited = (minutes: number) =>
  minutes < 60
    ? `${formatNumber(minutes, "vi")} phút`
    : minutes < 24 * 60
      ? `${formatNumber(Math.floor(minutes / 60), "vi")} giờ`
      : `${formatNumber(Math.floor(minutes / (24 * 60)), "vi")} ngày`;

/**
 * Texts of the quote requests' mail as staff see it: its state on the quote settings
 * and the dashboard, the question before switching requests on with no one to notify, the test
 * message, and the inbox's flag. `setting` is the configuration's name (SMTP_URL), written as the
 * operators write it. The admin is written in Vietnamese.
 */
export const vi = {
  title: "Email thông báo",
  state: {
    notConfigured: (setting: string) =>
      `Chưa cấu hình gửi email (${setting} chưa được đặt trên máy chủ): yêu cầu báo giá nằm chờ trong hàng đợi, chưa báo cho ai.`,
    idle: "Đã cấu hình gửi email, chưa gửi thông báo nào.",
    sent: (at: string) => `Gửi bình thường: lần gửi gần nhất lúc ${at}.`,
    failing: (since: string, reason: string) => `Gửi lỗi từ ${since}: ${reason}`,
    lastSent: (at: string) => `Lần gửi được gần nhất: ${at}.`,
    neverSent: "Chưa gửi được thư nào.",
    waiting: (n: number) => `${formatNumber(n, "vi")} thông báo đang chờ gửi.`,
  },
  noRecipients:
    "Chưa có email nhận thông báo: khi khách gửi yêu cầu, không ai được báo qua email, yêu cầu chỉ nằm trong trang Yêu cầu báo giá.",
  settingsLink: "Xem cài đặt gửi email",
  ask: {
    title: "Bật mà không báo cho ai?",
    text: "Chưa có email nhận thông báo. Khi khách gửi yêu cầu báo giá, không ai được báo qua email: yêu cầu chỉ nằm trong trang Yêu cầu báo giá cho đến khi có người vào xem.",
    addEmail: "Thêm email nhận thông báo",
    enableAnyway: "Vẫn bật, không báo cho ai",
    close: "Đóng",
  },
  /** The action's refusal when the question was not answered (an old page, a crafted post). */
  notifyNeeded: "Thêm ít nhất một email nhận thông báo, hoặc xác nhận bật biểu mẫu mà không báo cho ai.",
  test: {
    heading: "Thử gửi email",
    intro: "Gửi một thư thử qua đúng đường gửi thông báo yêu cầu báo giá (máy chủ gửi email của website).",
    to: "Gửi tới",
    toSaved: (addresses: string) => `Để trống để gửi tới email nhận thông báo đã lưu: ${addresses}.`,
    toNone: "Chưa lưu email nhận thông báo: nhập một địa chỉ.",
    send: "Gửi email thử",
    sending: "Đang gửi…",
    sent: (to: string, at: string) => `Đã gửi email thử tới ${to} lúc ${at}. Hãy kiểm tra hộp thư (cả mục thư rác).`,
    failed: (reason: string) => `Không gửi được email thử. Máy chủ email trả lời: ${reason}`,
    notConfigured: (setting: string) =>
      `Không gửi được email thử: chưa cấu hình gửi email (${setting} chưa được đặt trên máy chủ). Thông báo yêu cầu báo giá cũng đang nằm chờ, chưa gửi cho ai.`,
    noRecipient: "Nhập một địa chỉ email, hoặc lưu email nhận thông báo trước.",
    badAddress: "Địa chỉ email không hợp lệ.",
    subject: "Thư thử từ trang quản trị An Việt Medical",
    body: (user: string, at: string) =>
      `Đây là thư thử do ${user} gửi từ trang quản trị lúc ${at}.\n\nNếu bạn đọc được thư này, thông báo yêu cầu báo giá sẽ đến được địa chỉ này.`,
    audit: (to: string, outcome: string) => `Gửi email thử tới ${to}: ${outcome}`,
    outcomes: {
      sent: "đã gửi",
      failed: (reason: string) => `lỗi: ${reason}`,
      notConfigured: "chưa cấu hình gửi email",
    },
  },
  overdue: {
    flags: {
      staff: (minutes: number) => `Chưa báo được nhân viên sau ${waited(minutes)}`,
      acknowledgement: (minutes: number) => `Email xác nhận cho khách chưa gửi sau ${waited(minutes)}`,
    },
    reasons: {
      notConfigured: (setting: string) => `chưa cấu hình gửi email (${setting} chưa được đặt)`,
      failing: (n: number, error: string) => `gửi lỗi ${formatNumber(n, "vi")} lần: ${error}`,
      givenUp: (n: number, error: string) => `đã ngừng gửi sau ${formatNumber(n, "vi")} lần lỗi: ${error}`,
      sending: "đang gửi",
      notTried: "chưa được thử gửi lần nào",
    },
    banner: (n: number, minutes: number) =>
      `${formatNumber(n, "vi")} yêu cầu có thông báo chưa gửi được sau ${waited(minutes)}: xem lý do ở cột Trạng thái.`,
  },
};

/** For useMessages(): Vietnamese only, as the admin is. */
export const messages = { vi };
