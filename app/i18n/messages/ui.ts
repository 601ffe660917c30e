/** Texts of the UI kit (components/ui): breadcrumb and pagination, Vietnamese first. */
export const vi = {
  breadcrumb: "Đường dẫn",
  home: "Trang chủ",
  pagination: {
    label: "Phân trang",
    previous: "Trang trước",
    next: "Trang sau",
    page: (n: number) => `Trang ${n}`,
  },
};

export const en: typeof vi = {
  breadcrumb: "Breadcrumb",
  home: "Home",
  pagination: {
    label: "Pagination",
    previous: "Previous page",
    next: "Next page",
    page: (n: number) => `Page ${n}`,
  },
};

export const messages = { vi, en };
