/**
 * The demo documents' texts, as a distributor writes them: a datasheet's notes, the
 * Vietnamese instructions for use that accompany a device (generic enough for any product of the
 * catalogue, naming it), and the training brochure's framing. The product's and the company's
 * facts are filled in by demo-documents.server.ts.
 */

import type { SiteContacts } from "~/lib/site-views";

/** What a document says of the company: its name and where to reach it. */
export type CompanyContact = Pick<
  SiteContacts,
  "companyName" | "addressHanoi" | "addressHcm" | "hotline" | "phoneNorth" | "phoneSouth" | "email" | "workingHours"
>;

export interface IfuSubject {
  name: string;
  brand: string;
  category: string;
  description: string;
  /** "Số lưu hành … · loại B theo Nghị định 98/2021/NĐ-CP", or null. */
  regulatory: string | null;
}

export interface IfuSection {
  title: string;
  paragraphs?: string[];
  bullets?: string[];
  steps?: string[];
  /** A two-column table after the text (the contacts). */
  rows?: [string, string][];
  /** Kept on one page: starts a new one when less room than this is left (points). */
  keepTogether?: number;
}

export const DATASHEET_NOTE = (company: string) =>
  `Thông số mang tính tham khảo và có thể thay đổi theo cấu hình, phiên bản của nhà sản xuất mà không cần báo trước. Vui lòng liên hệ ${company} để nhận cấu hình, tài liệu gốc của hãng và báo giá chính xác.`;

export const IFU_PREFACE = (p: IfuSubject, company: string) =>
  `Tài liệu này do ${company} biên soạn bằng tiếng Việt để người sử dụng tại cơ sở y tế tham khảo nhanh khi vận hành ${p.name}. Tài liệu không thay thế hướng dẫn sử dụng gốc của nhà sản xuất ${p.brand} đi kèm sản phẩm; khi có khác biệt, hướng dẫn của nhà sản xuất được ưu tiên áp dụng.`;

/** The six numbered sections of an instructions-for-use leaflet. */
export function ifuSections(p: IfuSubject, c: CompanyContact): IfuSection[] {
  return [
    {
      title: "Mục đích sử dụng",
      paragraphs: [
        `${p.name} (nhóm ${p.category.toLocaleLowerCase("vi")}) được thiết kế để sử dụng tại cơ sở khám bệnh, chữa bệnh, bởi nhân viên y tế đã được đào tạo về sản phẩm.`,
        p.description,
        "Không sử dụng sản phẩm cho mục đích khác với mục đích đã được nhà sản xuất công bố và ghi trong hồ sơ công bố, đăng ký lưu hành.",
        ...(p.regulatory ? [p.regulatory] : []),
        `Người sử dụng: bác sĩ, điều dưỡng, kỹ thuật viên và kỹ sư thiết bị y tế đã hoàn thành khóa đào tạo vận hành do ${c.companyName} hoặc nhà sản xuất tổ chức.`,
      ],
    },
    {
      title: "Cảnh báo an toàn",
      bullets: [
        "Đọc toàn bộ tài liệu này và hướng dẫn của nhà sản xuất trước lần sử dụng đầu tiên; lưu tài liệu tại nơi đặt thiết bị.",
        "Kiểm tra bao bì và sản phẩm trước mỗi lần sử dụng; không sử dụng khi bao bì rách, sản phẩm hư hỏng, biến dạng hoặc đã quá hạn sử dụng.",
        "Với thiết bị dùng điện: chỉ cấp điện từ ổ cắm có nối đất, đúng điện áp ghi trên nhãn; không tự ý tháo vỏ máy; ngắt nguồn điện trước khi vệ sinh hoặc bảo trì.",
        "Không sử dụng trong môi trường có khí gây mê dễ cháy hoặc khí giàu oxy, trừ khi nhà sản xuất cho phép.",
        "Ngừng sử dụng ngay và báo bộ phận kỹ thuật khi sản phẩm có dấu hiệu bất thường: mùi khét, tiếng kêu lạ, báo lỗi lặp lại, hình ảnh hoặc số liệu không ổn định.",
        "Tuân thủ quy định kiểm soát nhiễm khuẩn của cơ sở; mang phương tiện phòng hộ cá nhân khi tiếp xúc với dụng cụ đã qua sử dụng.",
        "Sự cố nghiêm trọng liên quan đến sản phẩm phải được báo cho nhà phân phối và cơ quan quản lý theo quy định hiện hành.",
      ],
    },
    {
      title: "Lắp đặt và chuẩn bị trước khi sử dụng",
      steps: [
        `Lắp đặt ban đầu, kiểm tra an toàn điện và nghiệm thu do kỹ sư của ${c.companyName} hoặc người được nhà sản xuất ủy quyền thực hiện; biên bản bàn giao được lưu cùng hồ sơ thiết bị.`,
        "Đặt thiết bị trên bề mặt phẳng, chắc chắn, thông thoáng; tránh ánh nắng trực tiếp, nguồn nhiệt và nơi ẩm ướt; giữ khoảng trống quanh khe tản nhiệt.",
        "Kiểm tra đủ phụ kiện theo danh mục đóng gói và đối chiếu số sê-ri hoặc số lô với phiếu bảo hành.",
        "Trước mỗi ca làm việc, kiểm tra chức năng theo danh mục kiểm tra hằng ngày của nhà sản xuất và ghi kết quả vào sổ theo dõi thiết bị.",
        `Chỉ dùng phụ kiện, vật tư tiêu hao và hóa chất được nhà sản xuất khuyến cáo là tương thích với ${p.name}.`,
      ],
    },
    {
      title: "Vệ sinh và tái xử lý",
      paragraphs: [
        `Vệ sinh ngay sau mỗi lần sử dụng, trước khi chất bẩn khô lại, theo đúng quy trình và hóa chất được ${p.brand} khuyến cáo.`,
      ],
      bullets: [
        "Bề mặt ngoài: lau bằng khăn mềm thấm dung dịch tẩy rửa trung tính hoặc cồn 70 % (nếu nhà sản xuất cho phép); không phun trực tiếp vào khe thông gió, đầu nối hoặc màn hình; không ngâm phần có điện trong chất lỏng.",
        "Dụng cụ và phụ kiện dùng nhiều lần: làm sạch, khử khuẩn hoặc tiệt khuẩn theo phân loại Spaulding và quy trình tái xử lý đã được thẩm định của cơ sở; ghi nhận từng chu trình để truy vết.",
        "Sản phẩm ghi nhãn dùng một lần: không làm sạch, không tiệt khuẩn lại và không tái sử dụng; thải bỏ theo quy định về quản lý chất thải y tế.",
        "Kiểm tra bằng mắt sau khi làm sạch; lặp lại quy trình khi còn chất bẩn nhìn thấy được.",
      ],
    },
    {
      title: "Bảo trì và bảo quản",
      bullets: [
        "Bảo dưỡng phòng ngừa theo khuyến cáo của nhà sản xuất (thường mỗi 6 tháng, hoặc theo số giờ, số chu trình vận hành) do kỹ sư được hãng đào tạo thực hiện.",
        "Kiểm định, hiệu chuẩn theo quy định với thiết bị thuộc danh mục phải kiểm định; lưu kết quả cùng hồ sơ thiết bị.",
        "Chỉ dùng linh kiện thay thế chính hãng; tự ý sửa chữa hoặc thay đổi cấu hình làm mất hiệu lực bảo hành.",
        "Bảo quản nơi khô ráo, sạch sẽ, trong giới hạn nhiệt độ và độ ẩm ghi trên nhãn; vật tư tiêu hao dùng theo nguyên tắc hết hạn trước, dùng trước.",
        "Thời hạn và điều kiện bảo hành theo phiếu bảo hành và hợp đồng cung cấp.",
      ],
    },
    {
      title: "Liên hệ và hỗ trợ kỹ thuật",
      keepTogether: 230,
      paragraphs: [
        "Khi liên hệ, vui lòng cho biết tên sản phẩm, số sê-ri hoặc số lô, mô tả sự cố và ảnh chụp thông báo lỗi (nếu có) để được hỗ trợ nhanh nhất.",
      ],
      rows: [
        ["Nhà phân phối", c.companyName],
        ["Văn phòng Hà Nội", `${c.addressHanoi} · ${c.phoneNorth}`],
        ["Văn phòng TP. Hồ Chí Minh", `${c.addressHcm} · ${c.phoneSouth}`],
        ["Hotline", c.hotline],
        ["Email", c.email],
        ["Giờ làm việc", c.workingHours],
      ],
    },
  ];
}

export const BROCHURE_INTRO = (company: string) =>
  `${company} tổ chức các khóa đào tạo cho bác sĩ, điều dưỡng, kỹ thuật viên và kỹ sư thiết bị y tế của bệnh viện, phòng khám: từ vận hành thiết bị hằng ngày đến kiểm soát nhiễm khuẩn và bảo trì. Giảng viên là chuyên gia ứng dụng và kỹ sư được các hãng đối tác đào tạo; mỗi khóa kết hợp lý thuyết với thực hành trên thiết bị thật và được cấp giấy chứng nhận hoàn thành.`;

export const BROCHURE_REGISTER = (c: CompanyContact) => [
  `Đăng ký qua hotline ${c.hotline}, email ${c.email} hoặc mục Liên hệ trên website (chọn chủ đề Đào tạo).`,
  "Lịch học được thống nhất với từng cơ sở; khóa tại bệnh viện tổ chức cho nhóm từ 5 học viên.",
  "Học viên hoàn thành khóa học được cấp giấy chứng nhận của công ty và của hãng (với các khóa có chứng nhận của hãng).",
];
