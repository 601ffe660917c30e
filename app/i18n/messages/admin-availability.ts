/** What the back office says when a part the server needs is away: the editor's form keeps what was typed. */
export const vi = {
  databaseUnavailable:
    "Máy chủ tạm thời không kết nối được cơ sở dữ liệu nên chưa lưu được. Nội dung bạn nhập vẫn còn nguyên trên trang: vui lòng bấm lưu lại sau ít giây.",
  storageUnavailable:
    "Kho lưu trữ hình ảnh tạm thời không phản hồi nên chưa lưu được. Nội dung bạn nhập vẫn còn nguyên: vui lòng thử lại sau ít giây.",
  diskFull:
    "Ổ đĩa của máy chủ đã đầy nên chưa lưu được. Nội dung bạn nhập vẫn còn nguyên: vui lòng báo quản trị viên hệ thống rồi thử lại.",
};

/** For useMessages(): Vietnamese only, as the admin is (its URLs are never under /en). */
export const messages = { vi };
