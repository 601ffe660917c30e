/**
 * Messages every admin form shares. The admin is mounted in Vietnamese only; each
 * field shows them next to itself, like its own messages.
 */
export const vi = {
  /** NUL, escape, backspace and the like: no keyboard types them, PostgreSQL text refuses NUL. */
  controlChars: "Có ký tự điều khiển không hợp lệ (ký tự ẩn), hãy xóa rồi nhập lại",
  /** A list sent as JSON that is too big or nested too deep to read. */
  listInvalid: "Danh sách không hợp lệ (quá lớn hoặc lồng quá sâu)",
  /** A number past the database's range (int4). */
  numberTooLarge: "Số quá lớn (tối đa 2.147.483.647)",
};
