/**
 * Vietnamese UI texts shared by every public page (the shell, cards, errors): the source
 * catalogue; en.ts must satisfy its type. Texts of one area (catalogue, news, static pages,
 * admin) live in messages/<area>.ts with both languages side by side and are read with
 * useMessages(area), so that each page's JavaScript carries only its own texts.
 */
export const vi = {
  meta: {
    siteName: "An Việt Medical",
    homeTitle: "An Việt Medical – Thiết bị y tế hiện đại cho bệnh viện và phòng khám",
    homeDescription:
      "Nhà phân phối thiết bị y tế, vật tư và hóa chất cho bệnh viện, phòng khám trên toàn quốc: nội soi, kiểm soát nhiễm khuẩn, phòng mổ.",
    pageTitle: (title: string) => `${title} | An Việt Medical`,
  },
  nav: {
    home: "Trang chủ",
    about: "Về chúng tôi",
    products: "Sản phẩm",
    partnership: "Đối tác thương hiệu",
    training: "Đào tạo",
    recruitment: "Thông tin tuyển dụng",
    news: "Tin tức",
    contact: "Liên hệ",
  },
  header: {
    mainNavigation: "Điều hướng chính",
    /** Said after the logo's visible name (the link's name keeps the text it shows). */
    homeLink: "về trang chủ",
    hotline: "Hotline",
    openMenu: "Mở menu",
    closeMenu: "Đóng menu",
    language: "Ngôn ngữ",
    allProducts: "Tất cả sản phẩm",
    allDepartments: "Tất cả khoa/phòng",
    openSubmenu: (name: string) => `Mở danh mục con của ${name}`,
    closeSubmenu: (name: string) => `Đóng danh mục con của ${name}`,
    skipToContent: "Bỏ qua đến nội dung",
  },
  footer: {
    blurb: (foundedYear: number) =>
      `Nhà phân phối chính hãng thiết bị y tế, vật tư tiêu hao và hóa chất cho bệnh viện, phòng khám trên toàn quốc từ năm ${foundedYear}.`,
    contacts: "Liên hệ",
    hotline: "Hotline",
    north: "Miền Bắc",
    south: "Miền Nam",
    email: "Email",
    quickLinks: "Liên kết nhanh",
    taxCode: "Mã số doanh nghiệp",
    registeredAddress: "Trụ sở chính",
    copyright: (year: number, company: string) => `© ${year} ${company.replace(/\.$/, "")}. Bảo lưu mọi quyền.`,
  },
  contactWidget: {
    title: "Hỗ trợ 24/7",
    subtitle: "Luôn sẵn sàng phục vụ",
    open: "Mở hỗ trợ trực tuyến",
    close: "Đóng hỗ trợ trực tuyến",
    zaloNationwide: "Chat Zalo toàn quốc",
    callNationwide: "Gọi hotline toàn quốc",
    zaloNorth: "Zalo Miền Bắc",
    zaloSouth: "Zalo Miền Nam",
  },
  home: {
    // The specification names the dots' label in English ('Go to slide N'); the rest is Vietnamese.
    goToSlide: (n: number) => `Go to slide ${n}`,
    slideProgress: (current: number, total: number) => `Trang chiếu ${current}/${total}`,
    /** What a screen reader calls one of the hero's slides (aria-roledescription). */
    slide: "trang chiếu",
    /**
     * What a screen reader calls the hero itself (aria-roledescription): Microsoft's Vietnamese
     * term for a carousel, beside its "trang chiếu" for a slide, so the pair reads as one family.
     */
    carousel: "băng chuyền",
    whyTitle: "Tại sao chọn chúng tôi",
    whyIntro:
      "Hơn một thập kỷ đồng hành cùng các bệnh viện và phòng khám, chúng tôi mang đến thiết bị chính hãng cùng dịch vụ kỹ thuật tận tâm.",
    featuredTitle: "Sản phẩm nổi bật",
    featuredIntro: "Những thiết bị được các bệnh viện tin dùng.",
    viewAllProducts: "Xem tất cả sản phẩm",
    latestNewsTitle: "Tin tức mới nhất",
    viewAllNews: "Xem tất cả tin tức",
  },
  product: {
    brands: "Thương hiệu của sản phẩm",
    moreBrands: (n: number) => `+${n}`,
    moreFeatures: (n: number) => `+${n} khác`,
    viewDetails: "Xem chi tiết",
    featured: "Nổi bật",
    noImage: "Chưa có hình ảnh",
  },
  news: {
    readMore: "Đọc tiếp",
  },
  notFound: {
    title: "Trang không tìm thấy",
    text: "Trang bạn tìm kiếm không tồn tại hoặc đã được di chuyển.",
    home: "Về trang chủ",
    back: "Quay lại",
    products: "Sản phẩm",
    about: "Về chúng tôi",
    contact: "Liên hệ",
    news: "Tin tức",
  },
  error: {
    title: "Đã có lỗi xảy ra",
    text: "Xin lỗi, trang không thể hiển thị lúc này. Vui lòng thử lại.",
    retry: "Thử lại",
  },
  /** Read out by the top bar while a slow navigation loads. */
  loadingPage: "Đang tải trang…",
  translation: {
    title: "Đang dịch...",
    text: "Vui lòng chờ trong khi chúng tôi dịch trang sang tiếng Anh",
  },
};

export type Messages = typeof vi;
