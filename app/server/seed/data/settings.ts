import type { HeroSlide } from "~/lib/content-types";
import type { DemoImage } from "../types";

/** The company's facts (spec: founded 2011, offices in Hà Nội and Ho Chi Minh City, Mon–Fri 8:00–17:30). */
export const COMPANY_SETTINGS = {
  companyName: "Công ty TNHH Thiết bị Y tế An Việt",
  companyNameEn: "An Viet Medical Equipment Co., Ltd.",
  addressHanoi: "Tầng 8, Tòa nhà Hà Thành, 102 Thái Thịnh, Phường Đống Đa, Hà Nội",
  addressHanoiEn: "8th floor, Ha Thanh Building, 102 Thai Thinh, Dong Da Ward, Hanoi",
  addressHcm: "Lầu 5, 364 Cộng Hòa, Phường Tân Bình, Thành phố Hồ Chí Minh",
  addressHcmEn: "5th floor, 364 Cong Hoa, Tan Binh Ward, Ho Chi Minh City",
  hotline: "1900 6868 15",
  phoneNorth: "0912 345 678",
  phoneSouth: "0908 765 432",
  zaloNationwide: "https://zalo.me/1900686815",
  zaloNorth: "https://zalo.me/0912345678",
  zaloSouth: "https://zalo.me/0908765432",
  email: "info@anvietmedical.vn",
  // The legal details of the footer (a demo enterprise code: not a real company's).
  taxCode: "0105123456",
  registration: "do Sở Kế hoạch và Đầu tư TP. Hà Nội cấp lần đầu ngày 15/03/2011",
  registrationEn: "first registered with the Hanoi Department of Planning and Investment on 15 March 2011",
  registeredAddress: "Tầng 8, Tòa nhà Hà Thành, 102 Thái Thịnh, Phường Đống Đa, Hà Nội",
  registeredAddressEn: "8th floor, Ha Thanh Building, 102 Thai Thinh, Dong Da Ward, Hanoi",
  workingHours: "Thứ Hai – Thứ Sáu: 8:00 – 17:30",
  workingHoursEn: "Monday – Friday: 8:00 – 17:30",
  mapUrlHanoi:
    "https://maps.google.com/maps?q=102%20Th%C3%A1i%20Th%E1%BB%8Bnh%2C%20%C4%90%E1%BB%91ng%20%C4%90a%2C%20H%C3%A0%20N%E1%BB%99i&output=embed",
  mapUrlHcm:
    "https://maps.google.com/maps?q=364%20C%E1%BB%99ng%20H%C3%B2a%2C%20T%C3%A2n%20B%C3%ACnh%2C%20H%E1%BB%93%20Ch%C3%AD%20Minh&output=embed",
};

export const HERO_SLIDES: (Omit<HeroSlide, "image"> & { demoImage: DemoImage })[] = [
  {
    id: 1,
    demoImage: { kind: "endoscopy-tower", hue: 222 },
    subtitle: "Nhà phân phối chính hãng từ 2011",
    subtitleEn: "Authorised distributor since 2011",
    title: "Thiết bị Y tế Hiện đại",
    titleEn: "Modern Medical Equipment",
    description:
      "Hệ thống nội soi, thiết bị kiểm soát nhiễm khuẩn và phòng mổ từ các thương hiệu hàng đầu Nhật Bản, Mỹ, Đức.",
    descriptionEn:
      "Endoscopy systems, infection-control and operating-room equipment from leading Japanese, American and German brands.",
    primaryButtonText: "Xem sản phẩm",
    primaryButtonTextEn: "View products",
    primaryButtonHref: "/products",
    secondaryButtonText: "Liên hệ tư vấn",
    secondaryButtonTextEn: "Get advice",
    secondaryButtonHref: "/contact",
  },
  {
    id: 2,
    demoImage: { kind: "operating-table", hue: 188 },
    subtitle: "Từ tư vấn đến vận hành",
    subtitleEn: "From consultation to operation",
    title: "Giải pháp Y tế Toàn diện",
    titleEn: "Complete Healthcare Solutions",
    description: "Tư vấn thiết kế, lắp đặt, đào tạo và bảo trì trọn gói cho bệnh viện, phòng khám trên toàn quốc.",
    descriptionEn: "Design advice, installation, training and maintenance for hospitals and clinics nationwide.",
    primaryButtonText: "Khám phá giải pháp",
    primaryButtonTextEn: "Explore solutions",
    primaryButtonHref: "/departments",
    secondaryButtonText: "Về chúng tôi",
    secondaryButtonTextEn: "About us",
    secondaryButtonHref: "/about",
  },
  {
    id: 3,
    demoImage: { kind: "central-station", hue: 152 },
    subtitle: "Đội ngũ kỹ thuật tận tâm",
    subtitleEn: "A dedicated technical team",
    title: "Hỗ trợ 24/7",
    titleEn: "24/7 Support",
    description: "Kỹ sư được hãng đào tạo luôn sẵn sàng hỗ trợ kỹ thuật, bảo hành và cung cấp vật tư chính hãng.",
    descriptionEn: "Factory-trained engineers ready to help with service, warranty and genuine supplies.",
    primaryButtonText: "Gọi hotline",
    primaryButtonTextEn: "Call the hotline",
    primaryButtonHref: "/contact",
    secondaryButtonText: "Đào tạo",
    secondaryButtonTextEn: "Training",
    secondaryButtonHref: "/training",
  },
];
