/**
 * Texts of the account, administrators and redirects screens, Vietnamese first; `en` has the same
 * shape. The admin is mounted in Vietnamese; the English texts follow the catalogue's rule.
 */
export const vi = {
  account: {
    title: "Tài khoản của tôi",
    intro: (username: string) => `Bạn đang đăng nhập với tên ${username}.`,
    passwordHeading: "Đổi mật khẩu",
    passwordHelp:
      "Mật khẩu mới có ít nhất 12 ký tự. Sau khi đổi, mọi phiên đăng nhập khác của tài khoản này (trên máy hoặc trình duyệt khác) sẽ kết thúc.",
    currentPassword: "Mật khẩu hiện tại",
    newPassword: "Mật khẩu mới",
    confirmPassword: "Nhập lại mật khẩu mới",
    submit: "Đổi mật khẩu",
    submitting: "Đang lưu...",
    changed: (ended: number) =>
      ended > 0
        ? `Đã đổi mật khẩu. ${ended} phiên đăng nhập khác đã kết thúc.`
        : "Đã đổi mật khẩu. Không có phiên đăng nhập nào khác.",
    currentRequired: "Vui lòng nhập mật khẩu hiện tại",
    wrongCurrent: "Mật khẩu hiện tại không đúng",
    newTooShort: "Mật khẩu mới phải có ít nhất 12 ký tự",
    tooLong: "Mật khẩu quá dài (tối đa 200 ký tự)",
    mismatch: "Mật khẩu nhập lại không khớp",
    sameAsCurrent: "Mật khẩu mới phải khác mật khẩu hiện tại",
    rateLimited: (minutes: number) => `Nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
    failed: "Không thể đổi mật khẩu. Vui lòng thử lại.",
    manageUsers: "Quản lý quản trị viên",
  },

  users: {
    title: "Quản trị viên",
    intro: "Những người có thể đăng nhập trang quản trị. Luôn còn ít nhất một quản trị viên.",
    caption: "Danh sách quản trị viên",
    columnUsername: "Tên đăng nhập",
    columnCreated: "Ngày tạo",
    columnLastLogin: "Đăng nhập gần nhất",
    columnActions: "Thao tác",
    never: "Chưa đăng nhập",
    you: "(bạn)",
    remove: "Xóa",
    removeLabel: (username: string) => `Xóa quản trị viên ${username}`,
    confirmRemove: (username: string) =>
      `Xóa quản trị viên "${username}"? Người này sẽ bị đăng xuất và không thể đăng nhập nữa.`,
    removed: (username: string) => `Đã xóa quản trị viên ${username}.`,
    cannotRemoveSelf: "Không thể xóa chính tài khoản bạn đang dùng",
    cannotRemoveLast: "Không thể xóa quản trị viên cuối cùng",
    notFound: "Quản trị viên này không còn tồn tại. Vui lòng tải lại trang.",
    actorGone: "Tài khoản của bạn không còn tồn tại.",
    addHeading: "Thêm quản trị viên",
    username: "Tên đăng nhập",
    usernameHelp: "3–50 ký tự: chữ cái không dấu, chữ số, dấu chấm, gạch ngang hoặc gạch dưới.",
    password: "Mật khẩu",
    passwordHelp: "Ít nhất 12 ký tự.",
    confirmPassword: "Nhập lại mật khẩu",
    add: "Thêm quản trị viên",
    adding: "Đang thêm...",
    added: (username: string) => `Đã thêm quản trị viên ${username}.`,
    usernameRequired: "Tên đăng nhập là bắt buộc",
    usernameInvalid: "Tên đăng nhập gồm 3–50 ký tự: chữ cái không dấu, chữ số, dấu chấm, gạch ngang hoặc gạch dưới",
    duplicate: (username: string) => `Tên đăng nhập "${username}" đã tồn tại. Vui lòng chọn tên khác.`,
    duplicateOtherCase: (username: string, existing: string) =>
      `Tên đăng nhập "${username}" trùng với "${existing}" (không phân biệt chữ hoa, chữ thường). Vui lòng chọn tên khác.`,
    passwordTooShort: "Mật khẩu phải có ít nhất 12 ký tự",
    passwordTooLong: "Mật khẩu quá dài (tối đa 200 ký tự)",
    mismatch: "Mật khẩu nhập lại không khớp",
    failed: "Đã có lỗi xảy ra. Vui lòng thử lại.",
  },

  redirects: {
    title: "Chuyển hướng",
    intro:
      "Khi đường dẫn (slug) của sản phẩm, danh mục, khoa/phòng hoặc bài viết thay đổi, địa chỉ cũ tự chuyển (301) đến địa chỉ mới, ở cả tiếng Việt và tiếng Anh. Địa chỉ của sản phẩm hoặc bài viết đã xóa trả về 410 (không còn tồn tại).",
    caption: "Danh sách chuyển hướng",
    columnKind: "Loại",
    columnFrom: "Địa chỉ cũ",
    columnTo: "Địa chỉ mới",
    columnCreated: "Ngày tạo",
    columnActions: "Thao tác",
    kinds: { product: "Sản phẩm", category: "Danh mục", department: "Khoa/phòng", article: "Bài viết" },
    gone: "410 – đã xóa",
    empty: "Chưa có chuyển hướng nào",
    emptyText: "Chuyển hướng được tạo khi bạn đổi đường dẫn của một mục đã có.",
    remove: "Xóa",
    removeLabel: (path: string) => `Xóa chuyển hướng từ ${path}`,
    confirmRemove: (path: string) => `Xóa chuyển hướng từ ${path}? Địa chỉ cũ sẽ trả về "không tìm thấy".`,
    removed: "Đã xóa chuyển hướng.",
    notFound: "Chuyển hướng này không còn tồn tại.",
    failed: "Không thể xóa. Vui lòng thử lại.",
  },
};

export const en: typeof vi = {
  account: {
    title: "My account",
    intro: (username: string) => `You are signed in as ${username}.`,
    passwordHeading: "Change password",
    passwordHelp:
      "The new password has at least 12 characters. After the change, every other session of this account (on other devices or browsers) ends.",
    currentPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Repeat the new password",
    submit: "Change password",
    submitting: "Saving...",
    changed: (ended: number) =>
      ended > 0
        ? `Password changed. ${ended} other ${ended === 1 ? "session has" : "sessions have"} ended.`
        : "Password changed. There were no other sessions.",
    currentRequired: "Please enter your current password",
    wrongCurrent: "The current password is wrong",
    newTooShort: "The new password must have at least 12 characters",
    tooLong: "The password is too long (200 characters at most)",
    mismatch: "The repeated password does not match",
    sameAsCurrent: "The new password must differ from the current one",
    rateLimited: (minutes: number) =>
      `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    failed: "Could not change the password. Please try again.",
    manageUsers: "Manage administrators",
  },

  users: {
    title: "Administrators",
    intro: "The people who can sign in to the back office. There is always at least one.",
    caption: "Administrators",
    columnUsername: "Username",
    columnCreated: "Created",
    columnLastLogin: "Last sign-in",
    columnActions: "Actions",
    never: "Never signed in",
    you: "(you)",
    remove: "Remove",
    removeLabel: (username: string) => `Remove administrator ${username}`,
    confirmRemove: (username: string) =>
      `Remove administrator "${username}"? They are signed out and can no longer sign in.`,
    removed: (username: string) => `Administrator ${username} removed.`,
    cannotRemoveSelf: "You cannot remove the account you are using",
    cannotRemoveLast: "The last administrator cannot be removed",
    notFound: "This administrator no longer exists. Please reload the page.",
    actorGone: "Your account no longer exists.",
    addHeading: "Add an administrator",
    username: "Username",
    usernameHelp: "3–50 characters: letters without accents, digits, dots, hyphens or underscores.",
    password: "Password",
    passwordHelp: "At least 12 characters.",
    confirmPassword: "Repeat the password",
    add: "Add administrator",
    adding: "Adding...",
    added: (username: string) => `Administrator ${username} added.`,
    usernameRequired: "Username is required",
    usernameInvalid: "A username has 3–50 letters without accents, digits, dots, hyphens or underscores",
    duplicate: (username: string) => `The username "${username}" is taken. Please choose another.`,
    duplicateOtherCase: (username: string, existing: string) =>
      `The username "${username}" is the same as "${existing}" (letter case does not count). Please choose another.`,
    passwordTooShort: "The password must have at least 12 characters",
    passwordTooLong: "The password is too long (200 characters at most)",
    mismatch: "The repeated password does not match",
    failed: "An error occurred. Please try again.",
  },

  redirects: {
    title: "Redirects",
    intro:
      "When the slug of a product, category, department or article changes, its old address leads (301) to the new one, in Vietnamese and in English. The address of a deleted product or article answers 410 (gone).",
    caption: "Redirects",
    columnKind: "Kind",
    columnFrom: "Old address",
    columnTo: "New address",
    columnCreated: "Created",
    columnActions: "Actions",
    kinds: { product: "Product", category: "Category", department: "Department", article: "Article" },
    gone: "410 – deleted",
    empty: "No redirects yet",
    emptyText: "A redirect is made when you change the slug of an existing item.",
    remove: "Remove",
    removeLabel: (path: string) => `Remove the redirect from ${path}`,
    confirmRemove: (path: string) => `Remove the redirect from ${path}? The old address will answer "not found".`,
    removed: "Redirect removed.",
    notFound: "This redirect no longer exists.",
    failed: "Could not remove it. Please try again.",
  },
};

/** Both languages, for useMessages(). */
export const messages = { vi, en };
