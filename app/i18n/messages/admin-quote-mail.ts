/** The notification staff receive for a new quote request: an admin text, Vietnamese. */
export const vi = {
  subjectQuote: (reference: string, products: string, sender: string) =>
    `[${reference}] Báo giá: ${products} – ${sender}`,
  subjectEnquiry: (reference: string, sender: string) => `[${reference}] Yêu cầu tư vấn – ${sender}`,
  moreProducts: (count: number) => `(+${count})`,
  heading: (reference: string) => `Có yêu cầu mới ${reference} từ website.`,
  open: "Xem và xử lý trong trang quản trị:",
  sentAt: "Gửi lúc",
  products: "Sản phẩm",
  generalEnquiry: "Yêu cầu tư vấn chung (không chọn sản phẩm)",
  fields: {
    name: "Họ và tên",
    organisation: "Đơn vị",
    position: "Chức vụ",
    phone: "Điện thoại",
    email: "Email",
    province: "Tỉnh/Thành phố",
    preferredContact: "Muốn được liên hệ qua",
    language: "Ngôn ngữ của khách",
  },
  contacts: { phone: "điện thoại", zalo: "Zalo", email: "email" },
  languages: { vi: "tiếng Việt", en: "tiếng Anh" },
  message: "Nội dung",
  noMessage: "(không ghi nội dung)",
  empty: "(không ghi)",
  consent: "Khách đã đồng ý:",
};
