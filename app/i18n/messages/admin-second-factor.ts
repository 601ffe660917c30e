import { formatNumber } from "../lang";

/** Texts of the second factor: the sign-in's second step, the account's card, the administrators' switch. */
export const vi = {
  heading: "Xác thực hai bước",
  step: {
    title: "Xác thực hai bước",
    intro: (username: string) => `Mật khẩu của ${username} đúng. Hãy xác nhận bằng bước thứ hai để đăng nhập.`,
    codeLabel: "Mã 6 số từ ứng dụng xác thực",
    codeHint: "Mở ứng dụng xác thực trên điện thoại và nhập mã 6 số đang hiện.",
    submit: "Xác nhận",
    submitting: "Đang kiểm tra...",
    passkey: "Dùng khóa truy cập (passkey)",
    passkeyWaiting: "Đang chờ khóa truy cập...",
    passkeyCancelled: "Không dùng được khóa truy cập (đã hủy hoặc hết thời gian). Vui lòng thử lại hoặc nhập mã.",
    passkeyUnsupported: "Trình duyệt này không hỗ trợ khóa truy cập. Vui lòng nhập mã.",
    or: "hoặc",
    useRecovery: "Dùng mã khôi phục",
    recoveryLabel: "Mã khôi phục",
    recoveryHint: "Mỗi mã khôi phục chỉ dùng được một lần.",
    useCode: "Dùng mã từ ứng dụng xác thực",
    invalidCode: "Mã xác thực không đúng hoặc đã được dùng. Vui lòng thử lại.",
    invalidRecovery: "Mã khôi phục không đúng hoặc đã được dùng.",
    invalidPasskey: "Khóa truy cập không được chấp nhận. Vui lòng thử lại hoặc nhập mã.",
    expired: "Phiên xác thực đã hết hạn hoặc nhập sai quá nhiều lần. Vui lòng đăng nhập lại.",
    rateLimited: (minutes: number) => `Nhập sai quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
    failed: "Không thể xác thực. Vui lòng thử lại.",
    startOver: "Đăng nhập lại",
    enrolTitle: "Thiết lập xác thực hai bước",
    enrolIntro:
      "Trang quản trị yêu cầu xác thực hai bước cho mọi tài khoản. Hãy thiết lập ứng dụng xác thực để tiếp tục.",
    enrolled: "Đã bật xác thực hai bước. Hãy lưu các mã khôi phục dưới đây trước khi tiếp tục.",
    continue: "Tiếp tục",
  },
  enrol: {
    scan: "Quét mã QR bằng ứng dụng xác thực, hoặc nhập khóa bí mật dưới đây.",
    qrLabel: "Mã QR để thêm tài khoản vào ứng dụng xác thực",
    secretLabel: "Khóa bí mật (nhập thủ công)",
    codeLabel: "Mã 6 số đang hiện trong ứng dụng",
    confirm: "Bật xác thực hai bước",
    wrongCode: "Mã không đúng. Hãy kiểm tra giờ trên điện thoại và nhập mã đang hiện.",
  },
  recovery: {
    heading: "Mã khôi phục",
    intro:
      "Mỗi mã dùng được một lần, khi bạn không có điện thoại hay khóa truy cập. Hãy in hoặc lưu ở nơi an toàn: các mã này chỉ hiện một lần.",
    listLabel: "Các mã khôi phục",
    remaining: (n: number) => `Còn ${formatNumber(n, "vi")} mã khôi phục chưa dùng.`,
    regenerate: "Tạo mã khôi phục mới",
    regenerateHelp: "Các mã cũ sẽ không dùng được nữa.",
    regenerated: (ended: number) => `Đã tạo mã khôi phục mới.${endedText(ended)}`,
  },
  account: {
    intro:
      "Sau mật khẩu, trang đăng nhập sẽ hỏi thêm mã từ ứng dụng xác thực, khóa truy cập (passkey) hoặc mã khôi phục. Mỗi lần thay đổi, mọi phiên đăng nhập khác của tài khoản sẽ kết thúc.",
    on: "Đang bật",
    off: "Chưa bật",
    required: "Trang quản trị yêu cầu xác thực hai bước cho mọi tài khoản.",
    totpHeading: "Ứng dụng xác thực",
    totpOn: (since: string) => `Đã bật từ ${since}.`,
    totpStart: "Thiết lập ứng dụng xác thực",
    totpCancel: "Hủy",
    totpEnrolled: (ended: number) => `Đã bật ứng dụng xác thực.${endedText(ended)}`,
    passkeysHeading: "Khóa truy cập (passkey)",
    passkeysNone: "Chưa có khóa truy cập nào.",
    passkeyAdded: (ended: number) => `Đã thêm khóa truy cập.${endedText(ended)}`,
    passkeyCreated: (date: string) => `Thêm lúc ${date}`,
    passkeyLastUsed: (date: string) => `dùng lần cuối ${date}`,
    passkeyName: "Tên khóa truy cập",
    passkeyNameHint: "Để nhận ra nó sau này, ví dụ: Máy tính văn phòng, Điện thoại.",
    passkeyNameRequired: "Vui lòng đặt tên cho khóa truy cập (tối đa 60 ký tự)",
    passkeyAdd: "Thêm khóa truy cập",
    passkeyFailed: "Không thêm được khóa truy cập (đã hủy, hết thời gian hoặc khóa đã có). Vui lòng thử lại.",
    passkeyRemove: "Xóa",
    passkeyRemoveLabel: (name: string) => `Xóa khóa truy cập ${name}`,
    passkeyRemoved: (name: string, ended: number) => `Đã xóa khóa truy cập ${name}.${endedText(ended)}`,
    passkeyLast: "Đây là bước xác thực cuối cùng của tài khoản: hãy dùng “Tắt xác thực hai bước” nếu muốn tắt hẳn.",
    offHeading: "Tắt xác thực hai bước",
    offHelp: "Xóa ứng dụng xác thực, mọi khóa truy cập và mã khôi phục của tài khoản này.",
    offProof: "Mật khẩu hiện tại hoặc mã xác thực",
    offProofHint: "Mật khẩu, mã 6 số từ ứng dụng hoặc một mã khôi phục.",
    offSubmit: "Tắt xác thực hai bước",
    offConfirm: "Tắt xác thực hai bước cho tài khoản này?",
    offDone: (ended: number) => `Đã tắt xác thực hai bước.${endedText(ended)}`,
    offRequired: "Trang quản trị yêu cầu xác thực hai bước: không thể tắt.",
    offWrong: "Mật khẩu hoặc mã không đúng.",
    rateLimited: (minutes: number) => `Nhập sai quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
    failed: "Không thể lưu thay đổi. Vui lòng thử lại.",
    saving: "Đang lưu...",
  },
  users: {
    column: "Xác thực hai bước",
    on: "Đã bật",
    off: "Chưa bật",
    reset: "Đặt lại",
    resetLabel: (username: string) => `Đặt lại xác thực hai bước của ${username}`,
    confirmReset: (username: string) =>
      `Đặt lại xác thực hai bước của ${username}? Ứng dụng xác thực, khóa truy cập và mã khôi phục của tài khoản này sẽ bị xóa, mọi phiên đăng nhập của tài khoản sẽ kết thúc.`,
    resetDone: (username: string) => `Đã đặt lại xác thực hai bước của ${username}.`,
    resetSelf: "Hãy tự tắt xác thực hai bước của mình ở trang Tài khoản của tôi.",
    notFound: "Tài khoản này không còn tồn tại.",
    policyHeading: "Bắt buộc xác thực hai bước",
    policyHelp:
      "Khi bật, mọi tài khoản phải có xác thực hai bước: tài khoản chưa có sẽ phải thiết lập ngay sau khi nhập mật khẩu, và các phiên đăng nhập hiện tại của chúng sẽ kết thúc.",
    policyLabel: "Yêu cầu xác thực hai bước cho mọi tài khoản",
    policySave: "Lưu",
    policyOn: (ended: number) =>
      `Đã bắt buộc xác thực hai bước.${ended > 0 ? ` ${formatNumber(ended, "vi")} phiên đăng nhập của tài khoản chưa có đã kết thúc.` : ""}`,
    policyOff: "Đã bỏ yêu cầu xác thực hai bước.",
    policyNeedsOwn: "Hãy bật xác thực hai bước cho chính tài khoản của bạn trước (trang Tài khoản của tôi).",
    audit: (username: string) => `${username}: đặt lại xác thực hai bước`,
    auditPolicy: (required: boolean) =>
      required ? "Bắt buộc xác thực hai bước cho mọi tài khoản" : "Bỏ bắt buộc xác thực hai bước",
    failed: "Không thể lưu. Vui lòng thử lại.",
  },
};

function endedText(ended: number): string {
  return ended > 0 ? ` ${formatNumber(ended, "vi")} phiên đăng nhập khác đã kết thúc.` : "";
}

/** For useMessages(): Vietnamese only, as the admin is. */
export const messages = { vi };
