import type { SeedDepartment } from "../types";

/**
 * Where each demo brand's devices are made (xuất xứ), in both languages: a product takes its first
 * brand's. A brand not listed leaves it unset, as a product without a known origin is.
 */
export const DEMO_ORIGINS: Record<string, { countryOfOrigin: string; countryOfOriginEn: string }> = {
  "Pentax Medical": { countryOfOrigin: "Nhật Bản", countryOfOriginEn: "Japan" },
  Ackermann: { countryOfOrigin: "Đức", countryOfOriginEn: "Germany" },
  "Cook Medical": { countryOfOrigin: "Hoa Kỳ", countryOfOriginEn: "United States" },
  STERIS: { countryOfOrigin: "Hoa Kỳ", countryOfOriginEn: "United States" },
  "Creo Medical": { countryOfOrigin: "Vương quốc Anh", countryOfOriginEn: "United Kingdom" },
  "Lepu Medical": { countryOfOrigin: "Trung Quốc", countryOfOriginEn: "China" },
  Vedkang: { countryOfOrigin: "Trung Quốc", countryOfOriginEn: "China" },
  Waycen: { countryOfOrigin: "Trung Quốc", countryOfOriginEn: "China" },
};

/** What the two large STERIS steam sterilisers share: three-phase mains and the same standards. */
const LARGE_STERILISER_SUPPLY_AND_STANDARDS = [
  {
    key: "Nguồn điện",
    keyEn: "Power supply",
    value: "380–415 V, 3 pha, 50 Hz",
    valueEn: "380–415 V, three phase, 50 Hz",
  },
  { key: "Tiêu chuẩn", keyEn: "Standards", value: "EN 285, ISO 17665, CE", valueEn: "EN 285, ISO 17665, CE" },
];

/**
 * Demo catalogue: departments -> categories -> products, Vietnamese first, English second.
 * Technical values are representative demo figures, not manufacturer datasheets.
 */
export const DEMO_CATALOG: SeedDepartment[] = [
  {
    slug: "khoa-noi-soi",
    name: "Khoa Nội soi",
    nameEn: "Endoscopy Department",
    description:
      "Giải pháp nội soi chẩn đoán và can thiệp toàn diện: hệ thống video nội soi, ống soi mềm, dụng cụ can thiệp và thiết bị tái xử lý ống soi từ các thương hiệu hàng đầu thế giới.",
    descriptionEn:
      "Complete diagnostic and interventional endoscopy solutions: video endoscopy systems, flexible endoscopes, interventional accessories and endoscope reprocessing equipment from world-leading brands.",
    categories: [
      {
        slug: "he-thong-noi-soi",
        name: "Hệ thống nội soi",
        nameEn: "Endoscopy Systems",
        description:
          "Bộ xử lý hình ảnh video, nguồn sáng và phần mềm hỗ trợ chẩn đoán cho phòng nội soi tiêu hóa và hô hấp.",
        descriptionEn:
          "Video processors, light sources and diagnostic support software for gastrointestinal and respiratory endoscopy suites.",
        products: [
          {
            slug: "he-thong-noi-soi-video-pentax-epk-i7010",
            name: "Hệ thống nội soi video Pentax EPK-i7010",
            nameEn: "Pentax EPK-i7010 Video Endoscopy System",
            description:
              "Bộ xử lý video nội soi cao cấp của Pentax Medical cho hình ảnh Full HD sắc nét, hỗ trợ phát hiện sớm tổn thương niêm mạc đường tiêu hóa. Công nghệ tăng cường hình ảnh kỹ thuật số làm nổi bật cấu trúc mạch máu và bề mặt niêm mạc chỉ với một nút bấm. Hệ thống tương thích với các dòng ống soi video Pentax hiện hành, phù hợp cho bệnh viện tuyến tỉnh và tuyến trung ương.",
            descriptionEn:
              "Pentax Medical's premium video processor delivers sharp Full HD images that support early detection of mucosal lesions in the gastrointestinal tract. Digital image enhancement highlights vascular patterns and mucosal surface structure at the push of a button. The system works with current Pentax video endoscope series and suits provincial and central hospitals.",
            brands: ["Pentax Medical"],
            isFeatured: true,
            features: [
              {
                text: "Hình ảnh Full HD độ tương phản cao, màu sắc trung thực",
                textEn: "High-contrast Full HD imaging with faithful colour reproduction",
              },
              {
                text: "Chế độ tăng cường hình ảnh kỹ thuật số nhiều cấp độ",
                textEn: "Multi-level digital image enhancement modes",
              },
              {
                text: "Nguồn sáng tích hợp trong cùng một khối xử lý, tiết kiệm không gian",
                textEn: "Light source integrated in the processor unit to save space",
              },
              {
                text: "Lưu ảnh và video trực tiếp qua USB hoặc mạng bệnh viện",
                textEn: "Direct still and video capture to USB or the hospital network",
              },
              {
                text: "Tương thích ống soi dạ dày, đại tràng, tá tràng và phế quản Pentax",
                textEn: "Compatible with Pentax gastroscopes, colonoscopes, duodenoscopes and bronchoscopes",
              },
            ],
            specifications: [
              {
                key: "Độ phân giải đầu ra",
                keyEn: "Output resolution",
                value: "1920 × 1080 (Full HD)",
                valueEn: "1920 × 1080 (Full HD)",
              },
              {
                key: "Cổng xuất hình",
                keyEn: "Video outputs",
                value: "DVI, HD-SDI, S-Video",
                valueEn: "DVI, HD-SDI, S-Video",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "220–240 V AC, 50/60 Hz",
                valueEn: "220–240 V AC, 50/60 Hz",
              },
              {
                key: "Công suất tiêu thụ",
                keyEn: "Power consumption",
                value: "Tối đa 550 VA",
                valueEn: "Max. 550 VA",
              },
              {
                key: "Trọng lượng",
                keyEn: "Weight",
                value: "Khoảng 22 kg",
                valueEn: "Approx. 22 kg",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "CE, IEC 60601-1, nhà sản xuất đạt ISO 13485",
                valueEn: "CE, IEC 60601-1, ISO 13485 certified manufacturer",
              },
            ],
            image: { kind: "endoscopy-tower", hue: 212 },
            riskClass: "B",
            circulationNumber: "230001234/PCBB-HN",
          },
          {
            slug: "he-thong-noi-soi-video-pentax-epk-i5500c",
            name: "Hệ thống nội soi video Pentax EPK-i5500c",
            nameEn: "Pentax EPK-i5500c Video Endoscopy System",
            description:
              "Bộ xử lý video HD nhỏ gọn dành cho các phòng nội soi có lưu lượng bệnh nhân trung bình. Thiết bị tích hợp chức năng tăng cường hình ảnh giúp bác sĩ quan sát rõ bề mặt niêm mạc trong nội soi thường quy. Đây là lựa chọn cân bằng giữa chất lượng hình ảnh và chi phí đầu tư.",
            descriptionEn:
              "A compact HD video processor for endoscopy units with moderate patient throughput. Built-in image enhancement helps physicians see the mucosal surface clearly during routine procedures. It offers a balanced choice between image quality and investment cost.",
            brands: ["Pentax Medical"],
            features: [
              {
                text: "Hình ảnh HD ổn định cho nội soi thường quy",
                textEn: "Stable HD imaging for routine endoscopy",
              },
              {
                text: "Tăng cường hình ảnh kỹ thuật số tích hợp sẵn",
                textEn: "Built-in digital image enhancement",
              },
              {
                text: "Thiết kế gọn, dễ bố trí trên xe đẩy nội soi",
                textEn: "Compact design that fits easily on an endoscopy cart",
              },
              {
                text: "Bảng điều khiển trực quan, rút ngắn thời gian đào tạo",
                textEn: "Intuitive front panel that shortens training time",
              },
            ],
            specifications: [
              {
                key: "Độ phân giải đầu ra",
                keyEn: "Output resolution",
                value: "HD 1080i",
                valueEn: "HD 1080i",
              },
              {
                key: "Nguồn sáng",
                keyEn: "Light source",
                value: "Đèn xenon tích hợp",
                valueEn: "Integrated xenon lamp",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "220–240 V AC, 50/60 Hz",
                valueEn: "220–240 V AC, 50/60 Hz",
              },
              {
                key: "Trọng lượng",
                keyEn: "Weight",
                value: "Khoảng 19 kg",
                valueEn: "Approx. 19 kg",
              },
              {
                key: "Chứng nhận",
                keyEn: "Certification",
                value: "CE",
                valueEn: "CE",
              },
            ],
            image: { kind: "endoscopy-tower", hue: 205 },
          },
          {
            slug: "phan-mem-ai-ho-tro-phat-hien-polyp-waycen",
            name: "Phần mềm AI hỗ trợ phát hiện polyp Waycen",
            nameEn: "Waycen AI-Assisted Polyp Detection Software",
            description:
              'Giải pháp trí tuệ nhân tạo của Waycen phân tích luồng video nội soi theo thời gian thực và đánh dấu các vùng nghi ngờ polyp trên màn hình. Phần mềm đóng vai trò "người quan sát thứ hai", giúp bác sĩ giảm nguy cơ bỏ sót tổn thương trong nội soi đại tràng. Hệ thống kết nối với bộ xử lý nội soi qua cổng video tiêu chuẩn, không can thiệp vào quy trình hiện có.',
            descriptionEn:
              'Waycen\'s artificial intelligence solution analyses the endoscopy video stream in real time and marks suspected polyp areas on screen. The software acts as a "second observer", helping physicians reduce the risk of missed lesions during colonoscopy. It connects to the endoscopy processor through a standard video port without changing existing workflows.',
            brands: ["Waycen"],
            isFeatured: true,
            features: [
              {
                text: "Phát hiện và khoanh vùng polyp theo thời gian thực",
                textEn: "Real-time polyp detection and highlighting",
              },
              {
                text: "Độ trễ hiển thị thấp, không làm gián đoạn thao tác",
                textEn: "Low display latency that does not disrupt the procedure",
              },
              {
                text: "Kết nối qua cổng HD-SDI hoặc DVI với nhiều bộ xử lý nội soi",
                textEn: "Connects via HD-SDI or DVI to a wide range of endoscopy processors",
              },
              {
                text: "Thống kê số lượng tổn thương và thời gian rút ống soi",
                textEn: "Statistics on lesion count and withdrawal time",
              },
              {
                text: "Giao diện tiếng Việt, cập nhật mô hình định kỳ",
                textEn: "Vietnamese user interface with regular model updates",
              },
            ],
            specifications: [
              {
                key: "Đầu vào video",
                keyEn: "Video input",
                value: "HD-SDI / DVI, tối đa 1080p",
                valueEn: "HD-SDI / DVI, up to 1080p",
              },
              {
                key: "Độ trễ xử lý",
                keyEn: "Processing latency",
                value: "< 50 ms",
                valueEn: "< 50 ms",
              },
              {
                key: "Phần cứng",
                keyEn: "Hardware",
                value: "Máy tính y tế tích hợp GPU",
                valueEn: "Medical-grade computer with GPU",
              },
              {
                key: "Lưu trữ",
                keyEn: "Storage",
                value: "SSD 2 TB",
                valueEn: "2 TB SSD",
              },
              {
                key: "Kết nối",
                keyEn: "Connectivity",
                value: "Ethernet, hỗ trợ DICOM",
                valueEn: "Ethernet, DICOM support",
              },
            ],
            image: { kind: "ai-polyp", hue: 226 },
          },
        ],
      },
      {
        slug: "ong-soi-mem",
        name: "Ống soi mềm",
        nameEn: "Flexible Endoscopes",
        description:
          "Ống soi video dạ dày, đại tràng và tá tràng với khả năng điều khiển linh hoạt và hình ảnh độ nét cao.",
        descriptionEn:
          "Video gastroscopes, colonoscopes and duodenoscopes with agile handling and high-definition imaging.",
        products: [
          {
            slug: "may-noi-soi-da-day-pentax-eg-2990i",
            name: "Máy nội soi dạ dày Pentax EG-2990i",
            nameEn: "Pentax EG-2990i Video Gastroscope",
            description:
              "Ống soi dạ dày video độ nét cao thuộc dòng i10 của Pentax Medical, cho hình ảnh chi tiết thực quản, dạ dày và tá tràng. Thân ống có độ đàn hồi tối ưu giúp đưa ống nhẹ nhàng, giảm khó chịu cho người bệnh. Kênh thao tác rộng hỗ trợ tốt các thủ thuật sinh thiết và cầm máu.",
            descriptionEn:
              "A high-definition video gastroscope from Pentax Medical's i10 series, providing detailed images of the oesophagus, stomach and duodenum. The insertion tube's optimised flexibility allows gentle intubation and improves patient comfort. A generous working channel supports biopsy and haemostasis procedures.",
            brands: ["Pentax Medical"],
            features: [
              {
                text: "Cảm biến HD cho hình ảnh niêm mạc chi tiết",
                textEn: "HD sensor for detailed mucosal imaging",
              },
              {
                text: "Tương thích chế độ tăng cường hình ảnh của bộ xử lý Pentax",
                textEn: "Works with Pentax processor image enhancement modes",
              },
              {
                text: "Góc gập đầu ống lớn, dễ quan sát vùng tâm vị",
                textEn: "Wide tip deflection for easy retroflexed views of the cardia",
              },
              {
                text: "Kênh nước phụ hỗ trợ rửa trường quan sát",
                textEn: "Auxiliary water jet channel to clear the field of view",
              },
            ],
            specifications: [
              {
                key: "Đường kính đầu ống",
                keyEn: "Distal end diameter",
                value: "9,8 mm",
                valueEn: "9.8 mm",
              },
              {
                key: "Đường kính kênh thao tác",
                keyEn: "Working channel diameter",
                value: "3,2 mm",
                valueEn: "3.2 mm",
              },
              {
                key: "Chiều dài làm việc",
                keyEn: "Working length",
                value: "1.050 mm",
                valueEn: "1,050 mm",
              },
              {
                key: "Góc gập (lên/xuống)",
                keyEn: "Angulation (up/down)",
                value: "210° / 120°",
                valueEn: "210° / 120°",
              },
              {
                key: "Trường nhìn",
                keyEn: "Field of view",
                value: "140°",
                valueEn: "140°",
              },
            ],
            image: { kind: "flexible-scope", hue: 208 },
            riskClass: "B",
            circulationNumber: "230001235/PCBB-HN",
          },
          {
            slug: "ong-soi-dai-trang-pentax-ec-3890li",
            name: "Ống soi đại tràng Pentax EC-3890Li",
            nameEn: "Pentax EC-3890Li Video Colonoscope",
            description:
              "Ống soi đại tràng video với thân ống mảnh, phù hợp cho cả nội soi tầm soát và nội soi can thiệp. Độ cứng thân ống được thiết kế giúp đưa ống qua các đoạn gập góc của đại tràng thuận lợi hơn. Kênh thao tác 3,8 mm cho phép sử dụng đa dạng dụng cụ cắt polyp và cầm máu.",
            descriptionEn:
              "A slim video colonoscope suited to both screening and therapeutic colonoscopy. Its insertion tube stiffness is engineered to ease passage through the angulated segments of the colon. A 3.8 mm working channel accepts a wide range of polypectomy and haemostasis accessories.",
            brands: ["Pentax Medical"],
            features: [
              {
                text: "Thân ống mảnh, dễ đưa qua đại tràng sigma",
                textEn: "Slim insertion tube for easier passage through the sigmoid colon",
              },
              {
                text: "Kênh thao tác lớn cho nội soi can thiệp",
                textEn: "Large working channel for therapeutic procedures",
              },
              {
                text: "Hình ảnh HD hỗ trợ đánh giá bề mặt polyp",
                textEn: "HD images that support polyp surface assessment",
              },
              {
                text: "Kênh bơm nước chủ động",
                textEn: "Forward water jet channel",
              },
            ],
            specifications: [
              {
                key: "Đường kính đầu ống",
                keyEn: "Distal end diameter",
                value: "12,8 mm",
                valueEn: "12.8 mm",
              },
              {
                key: "Đường kính kênh thao tác",
                keyEn: "Working channel diameter",
                value: "3,8 mm",
                valueEn: "3.8 mm",
              },
              {
                key: "Chiều dài làm việc",
                keyEn: "Working length",
                value: "1.700 mm",
                valueEn: "1,700 mm",
              },
              {
                key: "Góc gập (lên/xuống/trái/phải)",
                keyEn: "Angulation (up/down/left/right)",
                value: "180° / 180° / 160° / 160°",
                valueEn: "180° / 180° / 160° / 160°",
              },
              {
                key: "Trường nhìn",
                keyEn: "Field of view",
                value: "140°",
                valueEn: "140°",
              },
            ],
            image: { kind: "flexible-scope", hue: 216 },
          },
          {
            slug: "ong-soi-ta-trang-pentax-dung-cho-ercp",
            name: "Ống soi tá tràng Pentax dùng cho ERCP",
            nameEn: "Pentax Duodenoscope for ERCP",
            description:
              "Ống soi tá tràng nhìn bên chuyên dụng cho nội soi mật tụy ngược dòng (ERCP). Cơ cấu nâng dụng cụ chính xác giúp kiểm soát tốt catheter và dây dẫn khi thông nhú. Thiết kế đầu ống hỗ trợ quy trình làm sạch và khử khuẩn kỹ lưỡng.",
            descriptionEn:
              "A side-viewing duodenoscope dedicated to endoscopic retrograde cholangiopancreatography (ERCP). A precise elevator mechanism gives good control of catheters and guidewires during cannulation. The distal end design supports thorough cleaning and disinfection.",
            brands: ["Pentax Medical"],
            features: [
              {
                text: "Quan sát nhìn bên, định vị nhú tá tràng chính xác",
                textEn: "Side-viewing optics for accurate papilla positioning",
              },
              {
                text: "Cơ cấu nâng dụng cụ vận hành êm và chính xác",
                textEn: "Smooth, precise accessory elevator",
              },
              {
                text: "Kênh thao tác 4,2 mm cho stent và dụng cụ lấy sỏi",
                textEn: "4.2 mm working channel for stents and stone extraction devices",
              },
              {
                text: "Thiết kế đầu ống thuận tiện cho tái xử lý",
                textEn: "Distal end designed for easier reprocessing",
              },
            ],
            specifications: [
              {
                key: "Hướng quan sát",
                keyEn: "Direction of view",
                value: "Nhìn bên, 100°",
                valueEn: "Side-viewing, 100°",
              },
              {
                key: "Đường kính đầu ống",
                keyEn: "Distal end diameter",
                value: "13,0 mm",
                valueEn: "13.0 mm",
              },
              {
                key: "Đường kính kênh thao tác",
                keyEn: "Working channel diameter",
                value: "4,2 mm",
                valueEn: "4.2 mm",
              },
              {
                key: "Chiều dài làm việc",
                keyEn: "Working length",
                value: "1.250 mm",
                valueEn: "1,250 mm",
              },
            ],
            image: { kind: "flexible-scope", hue: 198 },
          },
        ],
      },
      {
        slug: "dung-cu-noi-soi-can-thiep",
        name: "Dụng cụ nội soi can thiệp",
        nameEn: "Interventional Endoscopy Devices",
        description:
          "Kìm sinh thiết, thòng lọng cắt polyp, vật liệu cầm máu và dụng cụ phẫu tích dùng trong nội soi điều trị.",
        descriptionEn:
          "Biopsy forceps, polypectomy snares, haemostatic agents and dissection devices for therapeutic endoscopy.",
        products: [
          {
            slug: "kim-sinh-thiet-dung-mot-lan-vedkang",
            name: "Kìm sinh thiết dùng một lần Vedkang",
            nameEn: "Vedkang Single-Use Biopsy Forceps",
            description:
              "Kìm sinh thiết dùng một lần với hàm cắt sắc, lấy mẫu mô đủ kích thước cho chẩn đoán giải phẫu bệnh. Sản phẩm được tiệt khuẩn sẵn, loại bỏ nguy cơ lây nhiễm chéo và chi phí tái xử lý. Có nhiều lựa chọn hàm có kim hoặc không kim, phù hợp với kênh thao tác 2,0–2,8 mm.",
            descriptionEn:
              "Single-use biopsy forceps with sharp cups that obtain adequately sized samples for histopathology. Supplied sterile, they eliminate cross-contamination risk and reprocessing costs. Available with or without a needle, for 2.0–2.8 mm working channels.",
            brands: ["Vedkang"],
            features: [
              {
                text: "Hàm cắt sắc, lấy mẫu gọn và chính xác",
                textEn: "Sharp cups for clean, accurate sampling",
              },
              {
                text: "Tiệt khuẩn bằng EO, đóng gói riêng từng chiếc",
                textEn: "EO sterilised and individually packed",
              },
              {
                text: "Thân dây bọc nhựa trơn, dễ đưa qua kênh thao tác",
                textEn: "Smooth coated shaft for easy channel passage",
              },
            ],
            specifications: [
              {
                key: "Đường kính ngoài",
                keyEn: "Outer diameter",
                value: "1,8 mm / 2,3 mm",
                valueEn: "1.8 mm / 2.3 mm",
              },
              {
                key: "Chiều dài làm việc",
                keyEn: "Working length",
                value: "1.600 mm / 2.300 mm",
                valueEn: "1,600 mm / 2,300 mm",
              },
              {
                key: "Kiểu hàm",
                keyEn: "Cup type",
                value: "Hàm ô-van, có hoặc không kim",
                valueEn: "Oval cups, with or without needle",
              },
              {
                key: "Phương pháp tiệt khuẩn",
                keyEn: "Sterilisation method",
                value: "Ethylene oxide (EO)",
                valueEn: "Ethylene oxide (EO)",
              },
              {
                key: "Quy cách",
                keyEn: "Packaging",
                value: "Hộp 10 chiếc",
                valueEn: "Box of 10",
              },
            ],
            image: { kind: "endo-instrument", hue: 221 },
            riskClass: "B",
            circulationNumber: "230002210/PCBB-HCM",
          },
          {
            slug: "thong-long-cat-polyp-vedkang",
            name: "Thòng lọng cắt polyp Vedkang",
            nameEn: "Vedkang Polypectomy Snare",
            description:
              "Thòng lọng cắt polyp dùng một lần với sợi dây bện chắc chắn, giữ hình dạng ổn định khi mở trong lòng ống tiêu hóa. Tay cầm xoay giúp định hướng thòng lọng chính xác quanh cuống polyp. Sản phẩm dùng được cho cả kỹ thuật cắt lạnh và cắt có dòng điện cao tần.",
            descriptionEn:
              "A single-use polypectomy snare with a robust braided wire that keeps its shape when opened in the lumen. A rotatable handle allows the loop to be oriented precisely around the polyp stalk. Suitable for both cold snaring and electrosurgical resection.",
            brands: ["Vedkang"],
            features: [
              {
                text: "Dây bện giữ hình dạng ổn định",
                textEn: "Braided wire with stable loop shape",
              },
              {
                text: "Tay cầm xoay 360° dễ điều hướng",
                textEn: "360° rotatable handle for easy orientation",
              },
              {
                text: "Nhiều kích thước vòng từ 10 đến 30 mm",
                textEn: "Loop sizes from 10 to 30 mm",
              },
              {
                text: "Dùng cho cắt lạnh và cắt đốt điện",
                textEn: "For cold snaring and hot snare resection",
              },
            ],
            specifications: [
              {
                key: "Kích thước vòng",
                keyEn: "Loop size",
                value: "10 / 15 / 20 / 25 / 30 mm",
                valueEn: "10 / 15 / 20 / 25 / 30 mm",
              },
              {
                key: "Hình dạng vòng",
                keyEn: "Loop shape",
                value: "Ô-van, lục giác",
                valueEn: "Oval, hexagonal",
              },
              {
                key: "Chiều dài làm việc",
                keyEn: "Working length",
                value: "2.300 mm",
                valueEn: "2,300 mm",
              },
              {
                key: "Kênh thao tác tối thiểu",
                keyEn: "Minimum working channel",
                value: "2,8 mm",
                valueEn: "2.8 mm",
              },
            ],
            image: { kind: "endo-instrument", hue: 230 },
          },
          {
            slug: "bot-cam-mau-noi-soi-cook-hemospray",
            name: "Bột cầm máu nội soi Cook Hemospray",
            nameEn: "Cook Hemospray Endoscopic Haemostat",
            description:
              "Hemospray là vật liệu cầm máu dạng bột được phun qua ống soi để kiểm soát chảy máu đường tiêu hóa không do giãn tĩnh mạch. Bột tạo lớp che phủ cơ học trên vị trí chảy máu mà không cần tiếp xúc trực tiếp hay định vị chính xác điểm chảy máu. Giải pháp đặc biệt hữu ích khi tổn thương lan tỏa hoặc khó tiếp cận.",
            descriptionEn:
              "Hemospray is a haemostatic powder delivered through the endoscope to manage non-variceal gastrointestinal bleeding. The powder forms a mechanical barrier over the bleeding site without direct contact or pinpoint targeting. It is particularly useful for diffuse or hard-to-reach lesions.",
            brands: ["Cook Medical"],
            isFeatured: true,
            features: [
              {
                text: "Cầm máu không tiếp xúc, phủ diện rộng",
                textEn: "Non-contact haemostasis over a wide area",
              },
              {
                text: "Không cần định vị chính xác điểm chảy máu",
                textEn: "No pinpoint targeting of the bleeding point required",
              },
              {
                text: "Hệ thống phun dùng khí CO₂ đóng gói sẵn",
                textEn: "Pre-packaged CO₂-propelled delivery system",
              },
              {
                text: "Có thể phối hợp với các biện pháp cầm máu khác",
                textEn: "Can be combined with other haemostatic techniques",
              },
            ],
            specifications: [
              {
                key: "Kênh thao tác tối thiểu",
                keyEn: "Minimum working channel",
                value: "2,8 mm",
                valueEn: "2.8 mm",
              },
              {
                key: "Chiều dài catheter",
                keyEn: "Catheter length",
                value: "2.200 mm",
                valueEn: "2,200 mm",
              },
              {
                key: "Khối lượng bột",
                keyEn: "Powder content",
                value: "20 g mỗi bộ",
                valueEn: "20 g per kit",
              },
              {
                key: "Nguồn đẩy",
                keyEn: "Propellant",
                value: "Bình CO₂ tích hợp",
                valueEn: "Integrated CO₂ cartridge",
              },
              {
                key: "Sử dụng",
                keyEn: "Use",
                value: "Dùng một lần",
                valueEn: "Single use",
              },
            ],
            image: { kind: "endo-instrument", hue: 202 },
            riskClass: "D",
            circulationNumber: "2400123ĐKLH/BYT-HTTB",
          },
          {
            slug: "dung-cu-phau-tich-noi-soi-creo-speedboat",
            name: "Dụng cụ phẫu tích nội soi Creo Speedboat",
            nameEn: "Creo Speedboat Endoscopic Dissection Device",
            description:
              "Dụng cụ đa chức năng dùng trong phẫu tích dưới niêm mạc qua nội soi, kết hợp cắt bằng năng lượng cao tần lưỡng cực, cầm máu bằng vi sóng và tiêm nâng niêm mạc trong cùng một thiết bị. Việc giảm số lần thay dụng cụ giúp thủ thuật liền mạch hơn. Thiết bị hoạt động với bộ phát năng lượng chuyên dụng của Creo Medical.",
            descriptionEn:
              "A multi-function device for endoscopic submucosal dissection that combines bipolar radiofrequency cutting, microwave coagulation and submucosal lifting injection in a single instrument. Fewer instrument exchanges make the procedure more fluid. It operates with Creo Medical's dedicated energy generator.",
            brands: ["Creo Medical"],
            features: [
              {
                text: "Cắt, cầm máu và tiêm nâng trong một dụng cụ",
                textEn: "Cutting, coagulation and lifting injection in one device",
              },
              {
                text: "Năng lượng lưỡng cực giới hạn vùng tác động",
                textEn: "Bipolar energy keeps the effect localised",
              },
              {
                text: "Đầu dụng cụ thiết kế bảo vệ lớp cơ bên dưới",
                textEn: "Tip design that helps protect the underlying muscle layer",
              },
              {
                text: "Giảm số lần thay dụng cụ trong thủ thuật",
                textEn: "Fewer instrument exchanges during the procedure",
              },
            ],
            specifications: [
              {
                key: "Loại năng lượng",
                keyEn: "Energy modes",
                value: "Cao tần lưỡng cực và vi sóng",
                valueEn: "Bipolar RF and microwave",
              },
              {
                key: "Kênh thao tác tối thiểu",
                keyEn: "Minimum working channel",
                value: "2,8 mm",
                valueEn: "2.8 mm",
              },
              {
                key: "Chiều dài làm việc",
                keyEn: "Working length",
                value: "2.300 mm",
                valueEn: "2,300 mm",
              },
              {
                key: "Chức năng tiêm",
                keyEn: "Injection function",
                value: "Kim tiêm thu vào được",
                valueEn: "Retractable injection needle",
              },
              {
                key: "Sử dụng",
                keyEn: "Use",
                value: "Dùng một lần",
                valueEn: "Single use",
              },
            ],
            image: { kind: "endo-instrument", hue: 218 },
          },
          {
            slug: "kim-dot-vi-song-qua-noi-soi-creo-medical",
            name: "Kim đốt vi sóng qua nội soi Creo Medical",
            nameEn: "Creo Medical Endoscopic Microwave Ablation Needle",
            description:
              "Kim đốt vi sóng kích thước nhỏ được đưa qua ống soi mềm để tiếp cận các tổn thương khó tiếp cận. Năng lượng vi sóng tạo vùng đốt có kiểm soát, hạn chế ảnh hưởng tới mô lành xung quanh. Sản phẩm mở ra hướng điều trị ít xâm lấn cho các trung tâm nội soi can thiệp chuyên sâu.",
            descriptionEn:
              "A fine microwave ablation needle passed through a flexible endoscope to reach lesions that are otherwise difficult to access. Microwave energy creates a controlled ablation zone while limiting the effect on surrounding healthy tissue. It opens up minimally invasive treatment options for advanced interventional endoscopy centres.",
            brands: ["Creo Medical"],
            features: [
              {
                text: "Kim mảnh, đưa qua ống soi mềm",
                textEn: "Fine needle deliverable through a flexible endoscope",
              },
              {
                text: "Vùng đốt vi sóng có kiểm soát",
                textEn: "Controlled microwave ablation zone",
              },
              {
                text: "Kết nối với bộ phát năng lượng Creo Medical",
                textEn: "Connects to the Creo Medical energy generator",
              },
            ],
            specifications: [
              {
                key: "Loại năng lượng",
                keyEn: "Energy type",
                value: "Vi sóng 5,8 GHz",
                valueEn: "5.8 GHz microwave",
              },
              {
                key: "Đường kính kim",
                keyEn: "Needle diameter",
                value: "Khoảng 0,4 mm",
                valueEn: "Approx. 0.4 mm",
              },
              {
                key: "Chiều dài làm việc",
                keyEn: "Working length",
                value: "1.800 mm",
                valueEn: "1,800 mm",
              },
              {
                key: "Sử dụng",
                keyEn: "Use",
                value: "Dùng một lần, tiệt khuẩn sẵn",
                valueEn: "Single use, supplied sterile",
              },
            ],
            image: { kind: "endo-instrument", hue: 224 },
          },
        ],
      },
      {
        slug: "stent-dung-cu-can-thiep-mat-tuy",
        name: "Stent & dụng cụ can thiệp mật tụy",
        nameEn: "Stents & Pancreatobiliary Devices",
        description:
          "Stent kim loại, kim chọc hút siêu âm nội soi và dây dẫn đường cho các thủ thuật can thiệp tiêu hóa và mật tụy.",
        descriptionEn:
          "Metal stents, EUS aspiration needles and guidewires for gastrointestinal and pancreatobiliary interventions.",
        products: [
          {
            slug: "stent-thuc-quan-cook-evolution",
            name: "Stent thực quản Cook Evolution",
            nameEn: "Cook Evolution Oesophageal Stent",
            description:
              "Stent kim loại tự bung có phủ màng dùng trong điều trị giảm nhẹ hẹp thực quản ác tính. Hệ thống đặt stent cho phép thu lại và điều chỉnh vị trí trước khi bung hoàn toàn, giúp đặt stent chính xác hơn. Lớp phủ silicone hạn chế mô u phát triển xuyên qua thành stent.",
            descriptionEn:
              "A covered self-expanding metal stent used for palliation of malignant oesophageal strictures. The delivery system allows recapture and repositioning before full deployment for more accurate placement. A silicone covering limits tumour ingrowth through the stent wall.",
            brands: ["Cook Medical"],
            features: [
              {
                text: "Có thể thu lại và điều chỉnh trước khi bung hoàn toàn",
                textEn: "Recapturable and repositionable before full deployment",
              },
              {
                text: "Phủ màng silicone toàn phần hoặc bán phần",
                textEn: "Fully or partially silicone-covered",
              },
              {
                text: "Hai đầu loe giúp giảm nguy cơ di lệch",
                textEn: "Flared ends help reduce migration",
              },
              {
                text: "Vạch đánh dấu cản quang rõ ràng",
                textEn: "Clear radiopaque markers",
              },
            ],
            specifications: [
              {
                key: "Vật liệu",
                keyEn: "Material",
                value: "Nitinol phủ silicone",
                valueEn: "Silicone-covered nitinol",
              },
              {
                key: "Đường kính thân",
                keyEn: "Body diameter",
                value: "20 mm",
                valueEn: "20 mm",
              },
              {
                key: "Chiều dài stent",
                keyEn: "Stent length",
                value: "80 / 100 / 125 / 150 mm",
                valueEn: "80 / 100 / 125 / 150 mm",
              },
              {
                key: "Chiều dài hệ thống đặt",
                keyEn: "Delivery system length",
                value: "1.030 mm",
                valueEn: "1,030 mm",
              },
            ],
            image: { kind: "stent", hue: 200 },
            riskClass: "C",
            circulationNumber: "2300456ĐKLH/BYT-HTTB",
          },
          {
            slug: "kim-choc-hut-sieu-am-noi-soi-cook-medical",
            name: "Kim chọc hút siêu âm nội soi Cook Medical",
            nameEn: "Cook Medical EUS Aspiration Needle",
            description:
              "Kim chọc hút dưới hướng dẫn siêu âm nội soi dùng để lấy mẫu tế bào và mô từ tụy, hạch và các khối dưới niêm mạc. Đầu kim được xử lý tăng hồi âm giúp quan sát rõ trên màn hình siêu âm. Nhiều cỡ kim cho phép lựa chọn phù hợp theo vị trí và mục đích lấy mẫu.",
            descriptionEn:
              "An endoscopic ultrasound-guided aspiration needle for cytology and tissue sampling from the pancreas, lymph nodes and subepithelial masses. An echogenic tip treatment gives clear visibility on the ultrasound image. Multiple gauges allow selection by target site and sampling goal.",
            brands: ["Cook Medical"],
            features: [
              {
                text: "Đầu kim tăng hồi âm, dễ quan sát",
                textEn: "Echogenic tip for clear visualisation",
              },
              {
                text: "Cỡ kim 19G, 22G và 25G",
                textEn: "19G, 22G and 25G needle sizes",
              },
              {
                text: "Tay cầm khóa độ sâu an toàn",
                textEn: "Handle with secure depth lock",
              },
            ],
            specifications: [
              {
                key: "Cỡ kim",
                keyEn: "Needle gauge",
                value: "19G / 22G / 25G",
                valueEn: "19G / 22G / 25G",
              },
              {
                key: "Độ sâu chọc tối đa",
                keyEn: "Maximum penetration depth",
                value: "80 mm",
                valueEn: "80 mm",
              },
              {
                key: "Kênh thao tác tối thiểu",
                keyEn: "Minimum working channel",
                value: "2,8 mm",
                valueEn: "2.8 mm",
              },
              {
                key: "Sử dụng",
                keyEn: "Use",
                value: "Dùng một lần",
                valueEn: "Single use",
              },
            ],
            image: { kind: "endo-instrument", hue: 196 },
          },
          {
            slug: "day-dan-duong-ercp-cook-medical",
            name: "Dây dẫn đường ERCP Cook Medical",
            nameEn: "Cook Medical ERCP Guidewire",
            description:
              "Dây dẫn đường phủ lớp ưa nước ở đầu mềm, hỗ trợ thông nhú và vượt qua các đoạn hẹp đường mật. Thân dây có độ cứng phù hợp để dẫn stent và catheter đi theo. Các vạch đánh dấu giúp theo dõi chuyển động của dây trên màn hình nội soi.",
            descriptionEn:
              "A guidewire with a hydrophilic-coated flexible tip that supports cannulation and crossing of biliary strictures. The shaft offers suitable stiffness for tracking stents and catheters. Visual markings help monitor wire movement on the endoscopic image.",
            brands: ["Cook Medical"],
            features: [
              {
                text: "Đầu mềm phủ ưa nước, giảm chấn thương",
                textEn: "Hydrophilic flexible tip to minimise trauma",
              },
              {
                text: "Thân dây đủ cứng để dẫn dụng cụ",
                textEn: "Shaft stiff enough to track devices",
              },
              {
                text: "Vạch đánh dấu quan sát trên nội soi",
                textEn: "Endoscopically visible markings",
              },
            ],
            specifications: [
              {
                key: "Đường kính",
                keyEn: "Diameter",
                value: "0,025 inch / 0,035 inch",
                valueEn: "0.025 in / 0.035 in",
              },
              {
                key: "Chiều dài",
                keyEn: "Length",
                value: "260 cm / 450 cm",
                valueEn: "260 cm / 450 cm",
              },
              {
                key: "Đầu dây",
                keyEn: "Tip",
                value: "Thẳng hoặc cong",
                valueEn: "Straight or angled",
              },
              {
                key: "Sử dụng",
                keyEn: "Use",
                value: "Dùng một lần",
                valueEn: "Single use",
              },
            ],
            image: { kind: "endo-instrument", hue: 207 },
          },
        ],
      },
      {
        slug: "may-rua-khu-khuan-ong-soi",
        name: "Máy rửa khử khuẩn ống soi",
        nameEn: "Endoscope Washer-Disinfectors",
        description:
          "Thiết bị và vật tư tái xử lý ống soi mềm: máy rửa khử khuẩn tự động, tủ sấy bảo quản và dụng cụ làm sạch kênh.",
        descriptionEn:
          "Equipment and supplies for flexible endoscope reprocessing: automated washer-disinfectors, drying storage cabinets and channel cleaning tools.",
        products: [
          {
            slug: "may-rua-khu-khuan-ong-soi-tu-dong-steris",
            name: "Máy rửa khử khuẩn ống soi tự động STERIS",
            nameEn: "STERIS Automated Endoscope Reprocessor",
            description:
              "Máy rửa và khử khuẩn mức độ cao tự động cho ống soi mềm, giúp chuẩn hóa quy trình tái xử lý và giảm phụ thuộc vào thao tác thủ công. Hệ thống kiểm tra rò rỉ và tưới rửa từng kênh ống soi trong mỗi chu trình. Dữ liệu chu trình được lưu trữ phục vụ truy xuất nguồn gốc.",
            descriptionEn:
              "An automated washer and high-level disinfector for flexible endoscopes that standardises reprocessing and reduces reliance on manual steps. The system performs leak testing and irrigates each endoscope channel in every cycle. Cycle data is stored for traceability.",
            brands: ["STERIS"],
            features: [
              {
                text: "Kiểm tra rò rỉ tự động trước mỗi chu trình",
                textEn: "Automatic leak test before each cycle",
              },
              {
                text: "Giám sát lưu lượng từng kênh ống soi",
                textEn: "Channel-by-channel flow monitoring",
              },
              {
                text: "In hoặc xuất dữ liệu chu trình để truy xuất",
                textEn: "Cycle records printed or exported for traceability",
              },
              {
                text: "Thời gian chu trình ngắn, tăng số ca trong ngày",
                textEn: "Short cycle time for more procedures per day",
              },
            ],
            specifications: [
              {
                key: "Số ống soi mỗi chu trình",
                keyEn: "Endoscopes per cycle",
                value: "1–2 ống",
                valueEn: "1–2 scopes",
              },
              {
                key: "Thời gian chu trình",
                keyEn: "Cycle time",
                value: "Khoảng 30 phút",
                valueEn: "Approx. 30 minutes",
              },
              {
                key: "Kích thước (R × S × C)",
                keyEn: "Dimensions (W × D × H)",
                value: "760 × 700 × 1.050 mm",
                valueEn: "760 × 700 × 1,050 mm",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "220–240 V, 1 pha, 50 Hz",
                valueEn: "220–240 V, single phase, 50 Hz",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "ISO 15883-4, CE",
                valueEn: "ISO 15883-4, CE",
              },
            ],
            image: { kind: "scope-reprocessor", hue: 210 },
          },
          {
            slug: "tu-say-bao-quan-ong-soi-beneeon",
            name: "Tủ sấy bảo quản ống soi Beneeon",
            nameEn: "Beneeon Endoscope Drying and Storage Cabinet",
            description:
              "Tủ bảo quản ống soi với luồng khí lọc HEPA thổi liên tục qua các kênh, giữ ống soi khô và sạch sau tái xử lý. Ống soi được treo thẳng đứng, tránh gập góc và va chạm. Màn hình hiển thị thời gian lưu trữ của từng vị trí giúp quản lý ống soi khoa học hơn.",
            descriptionEn:
              "An endoscope storage cabinet with HEPA-filtered air continuously flowing through the channels to keep scopes dry and clean after reprocessing. Endoscopes hang vertically, avoiding kinks and impacts. A display shows the storage time at each position for better scope management.",
            brands: ["Beneeon"],
            features: [
              {
                text: "Khí lọc HEPA thổi qua kênh ống soi",
                textEn: "HEPA-filtered air through the endoscope channels",
              },
              {
                text: "Treo thẳng đứng 10 ống soi",
                textEn: "Vertical hanging for 10 endoscopes",
              },
              {
                text: "Cửa kính khóa từ, đèn UV bổ trợ",
                textEn: "Magnetic-lock glass door with supplementary UV lamp",
              },
              {
                text: "Theo dõi thời gian lưu trữ từng vị trí",
                textEn: "Storage time tracking per position",
              },
            ],
            specifications: [
              {
                key: "Sức chứa",
                keyEn: "Capacity",
                value: "10 ống soi",
                valueEn: "10 endoscopes",
              },
              {
                key: "Cấp lọc khí",
                keyEn: "Air filtration",
                value: "HEPA H14",
                valueEn: "HEPA H14",
              },
              {
                key: "Kích thước (R × S × C)",
                keyEn: "Dimensions (W × D × H)",
                value: "1.000 × 600 × 2.000 mm",
                valueEn: "1,000 × 600 × 2,000 mm",
              },
              {
                key: "Công suất",
                keyEn: "Power",
                value: "350 W",
                valueEn: "350 W",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "220 V, 50 Hz",
                valueEn: "220 V, 50 Hz",
              },
            ],
            image: { kind: "drying-cabinet", hue: 194 },
          },
          {
            slug: "bo-ban-chai-lam-sach-kenh-ong-soi-vedkang",
            name: "Bộ bàn chải làm sạch kênh ống soi Vedkang",
            nameEn: "Vedkang Endoscope Channel Cleaning Brush Set",
            description:
              "Bàn chải làm sạch kênh ống soi dùng một lần • Đầu chải hai phía làm sạch hiệu quả kênh sinh thiết và kênh hút • Kèm bàn chải van và đầu ống • Hỗ trợ bước làm sạch thủ công bắt buộc trước khi đưa ống soi vào máy rửa khử khuẩn.",
            descriptionEn:
              "Single-use endoscope channel cleaning brushes • Double-ended brush heads clean biopsy and suction channels effectively • Includes valve and distal tip brushes • Supports the mandatory manual cleaning step before automated reprocessing.",
            brands: ["Vedkang"],
            features: [
              {
                text: "Đầu chải hai phía, sợi nylon mềm",
                textEn: "Double-ended heads with soft nylon bristles",
              },
              {
                text: "Dùng một lần, tránh lây nhiễm chéo",
                textEn: "Single use to avoid cross-contamination",
              },
              {
                text: "Phù hợp kênh 2,0–4,2 mm",
                textEn: "Fits 2.0–4.2 mm channels",
              },
            ],
            specifications: [
              {
                key: "Chiều dài",
                keyEn: "Length",
                value: "2.300 mm",
                valueEn: "2,300 mm",
              },
              {
                key: "Đường kính đầu chải",
                keyEn: "Brush head diameter",
                value: "5 mm / 6 mm",
                valueEn: "5 mm / 6 mm",
              },
              {
                key: "Vật liệu",
                keyEn: "Material",
                value: "Nylon, thân PE",
                valueEn: "Nylon bristles, PE shaft",
              },
              {
                key: "Quy cách",
                keyEn: "Packaging",
                value: "Hộp 100 chiếc",
                valueEn: "Box of 100",
              },
            ],
            image: { kind: "endo-instrument", hue: 214 },
          },
        ],
      },
    ],
  },
  {
    slug: "khoa-kiem-soat-nhiem-khuan",
    name: "Khoa Kiểm soát nhiễm khuẩn",
    nameEn: "Infection Control Department",
    description:
      "Thiết bị tiệt khuẩn, máy rửa khử khuẩn dụng cụ cùng hóa chất và chỉ thị giúp đơn vị tiệt khuẩn trung tâm vận hành an toàn, đạt chuẩn.",
    descriptionEn:
      "Sterilisers, instrument washer-disinfectors, chemicals and indicators that help central sterile services run safely and to standard.",
    categories: [
      {
        slug: "may-tiet-khuan-hoi-nuoc",
        name: "Máy tiệt khuẩn hơi nước",
        nameEn: "Steam Sterilisers",
        description:
          "Nồi hấp tiệt khuẩn hơi nước từ dòng để bàn đến dòng hai cửa dung tích lớn cho đơn vị tiệt khuẩn trung tâm.",
        descriptionEn:
          "Steam sterilisers ranging from benchtop units to large double-door models for central sterile services.",
        products: [
          {
            slug: "may-tiet-khuan-hoi-nuoc-steris-amsco-400",
            name: "Máy tiệt khuẩn hơi nước STERIS AMSCO 400",
            nameEn: "STERIS AMSCO 400 Steam Steriliser",
            description:
              "Máy tiệt khuẩn hơi nước dòng AMSCO 400 được thiết kế cho đơn vị tiệt khuẩn trung tâm với nhu cầu công suất lớn. Các chu trình chân không xung cho hiệu quả thấm hơi tốt với dụng cụ rỗng và bộ đồ vải. Bộ điều khiển màn hình cảm ứng lưu trữ đầy đủ dữ liệu chu trình, hỗ trợ bệnh viện đáp ứng yêu cầu truy xuất.",
            descriptionEn:
              "The AMSCO 400 series steam steriliser is designed for high-throughput central sterile services. Pulsed vacuum cycles provide effective steam penetration into hollow instruments and textile packs. A touchscreen controller stores complete cycle records, helping hospitals meet traceability requirements.",
            brands: ["STERIS"],
            isFeatured: true,
            features: [
              {
                text: "Chu trình chân không xung cho dụng cụ rỗng và đồ vải",
                textEn: "Pulsed vacuum cycles for hollow loads and textiles",
              },
              {
                text: "Cửa trượt tự động, tùy chọn một hoặc hai cửa",
                textEn: "Automatic sliding door, single or double-door options",
              },
              {
                text: "Màn hình cảm ứng, lưu và in dữ liệu chu trình",
                textEn: "Touchscreen with cycle record storage and printout",
              },
              {
                text: "Chu trình kiểm tra Bowie-Dick và kiểm tra rò rỉ chân không",
                textEn: "Bowie-Dick and vacuum leak test cycles",
              },
              {
                text: "Buồng thép không gỉ 316L bền bỉ",
                textEn: "Durable 316L stainless steel chamber",
              },
            ],
            specifications: [
              {
                key: "Dung tích buồng",
                keyEn: "Chamber volume",
                value: "Khoảng 560 lít",
                valueEn: "Approx. 560 litres",
              },
              {
                key: "Nhiệt độ tiệt khuẩn",
                keyEn: "Sterilisation temperature",
                value: "121 °C / 134 °C",
                valueEn: "121 °C / 134 °C",
              },
              {
                key: "Thời gian chu trình (134 °C)",
                keyEn: "Cycle time (134 °C)",
                value: "Khoảng 45–55 phút",
                valueEn: "Approx. 45–55 minutes",
              },
              {
                key: "Nguồn hơi",
                keyEn: "Steam source",
                value: "Hơi trung tâm hoặc máy sinh hơi tích hợp",
                valueEn: "House steam or integrated generator",
              },
              ...LARGE_STERILISER_SUPPLY_AND_STANDARDS,
            ],
            image: { kind: "steam-sterilizer", hue: 152 },
          },
          {
            slug: "may-tiet-khuan-hoi-nuoc-hai-cua-steris-dung-tich-lon",
            name: "Máy tiệt khuẩn hơi nước hai cửa STERIS dung tích lớn",
            nameEn: "STERIS Large-Capacity Double-Door Steam Steriliser",
            description:
              "Máy tiệt khuẩn hơi nước hai cửa lắp xuyên tường, phân tách rõ khu vực bẩn và khu vực sạch theo nguyên tắc một chiều. Dung tích lớn cho phép xử lý nhiều giỏ dụng cụ và xe tải hàng trong một mẻ. Hệ thống khóa liên động bảo đảm hai cửa không mở đồng thời.",
            descriptionEn:
              "A pass-through double-door steam steriliser that separates dirty and clean zones in line with one-way workflow principles. Its large capacity processes many instrument baskets and loading carts per batch. Door interlocks ensure both doors can never open at the same time.",
            brands: ["STERIS"],
            features: [
              {
                text: "Lắp xuyên tường, quy trình một chiều",
                textEn: "Pass-through installation for one-way workflow",
              },
              {
                text: "Khóa liên động hai cửa an toàn",
                textEn: "Safe double-door interlock",
              },
              {
                text: "Tương thích xe nạp tải tự động",
                textEn: "Compatible with automatic loading carts",
              },
              {
                text: "Tiết kiệm nước với hệ thống làm mát tuần hoàn",
                textEn: "Water-saving recirculating cooling system",
              },
            ],
            specifications: [
              {
                key: "Dung tích buồng",
                keyEn: "Chamber volume",
                value: "Khoảng 800 lít",
                valueEn: "Approx. 800 litres",
              },
              {
                key: "Số giỏ tiêu chuẩn (DIN)",
                keyEn: "Standard baskets (DIN)",
                value: "12 giỏ",
                valueEn: "12 baskets",
              },
              {
                key: "Nhiệt độ tiệt khuẩn",
                keyEn: "Sterilisation temperature",
                value: "121 °C / 134 °C",
                valueEn: "121 °C / 134 °C",
              },
              ...LARGE_STERILISER_SUPPLY_AND_STANDARDS,
            ],
            image: { kind: "steam-sterilizer", hue: 160 },
          },
          {
            slug: "may-tiet-khuan-hoi-nuoc-de-ban-beneeon-23-lit",
            name: "Máy tiệt khuẩn hơi nước để bàn Beneeon 23 lít",
            nameEn: "Beneeon 23-Litre Benchtop Steam Steriliser",
            description:
              "Nồi hấp để bàn loại B với chu trình chân không trước, phù hợp cho phòng khám, phòng nội soi và khoa phòng cần tiệt khuẩn tại chỗ. Máy tự động nạp và xả nước, vận hành đơn giản qua màn hình LCD. Kích thước nhỏ gọn giúp dễ bố trí trong không gian hạn chế.",
            descriptionEn:
              "A Class B benchtop steriliser with pre-vacuum cycles, suitable for clinics, endoscopy units and wards that need point-of-use sterilisation. It fills and drains water automatically and is operated simply from an LCD panel. The compact footprint fits easily into limited spaces.",
            brands: ["Beneeon"],
            features: [
              {
                text: "Chu trình loại B với chân không trước ba lần",
                textEn: "Class B cycles with triple pre-vacuum",
              },
              {
                text: "Máy in chu trình tích hợp",
                textEn: "Built-in cycle printer",
              },
              {
                text: "Tự động nạp và xả nước",
                textEn: "Automatic water fill and drain",
              },
            ],
            specifications: [
              {
                key: "Dung tích buồng",
                keyEn: "Chamber volume",
                value: "23 lít",
                valueEn: "23 litres",
              },
              {
                key: "Nhiệt độ tiệt khuẩn",
                keyEn: "Sterilisation temperature",
                value: "121 °C / 134 °C",
                valueEn: "121 °C / 134 °C",
              },
              {
                key: "Thời gian chu trình nhanh",
                keyEn: "Fast cycle time",
                value: "Khoảng 35 phút (gồm sấy)",
                valueEn: "Approx. 35 minutes (including drying)",
              },
              {
                key: "Kích thước (R × S × C)",
                keyEn: "Dimensions (W × D × H)",
                value: "480 × 620 × 420 mm",
                valueEn: "480 × 620 × 420 mm",
              },
              {
                key: "Công suất",
                keyEn: "Power",
                value: "2.000 W",
                valueEn: "2,000 W",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "EN 13060, CE",
                valueEn: "EN 13060, CE",
              },
            ],
            image: { kind: "steam-sterilizer", hue: 144 },
          },
        ],
      },
      {
        slug: "may-tiet-khuan-nhiet-do-thap",
        name: "Máy tiệt khuẩn nhiệt độ thấp",
        nameEn: "Low-Temperature Sterilisers",
        description:
          "Giải pháp tiệt khuẩn hydrogen peroxide cho dụng cụ nhạy cảm nhiệt như ống soi cứng, camera và dụng cụ vi phẫu.",
        descriptionEn:
          "Hydrogen peroxide sterilisation for heat-sensitive devices such as rigid scopes, cameras and microsurgical instruments.",
        products: [
          {
            slug: "may-tiet-khuan-nhiet-do-thap-steris-v-pro-max",
            name: "Máy tiệt khuẩn nhiệt độ thấp STERIS V-PRO maX",
            nameEn: "STERIS V-PRO maX Low-Temperature Steriliser",
            description:
              "Hệ thống tiệt khuẩn bằng hydrogen peroxide hóa hơi cho dụng cụ nhạy cảm với nhiệt và độ ẩm. Nhiều chu trình được tối ưu cho dụng cụ nội soi cứng, ống soi mềm tương thích và thiết bị điện tử. Quy trình ở nhiệt độ thấp không để lại tồn dư độc hại, dụng cụ có thể sử dụng ngay sau chu trình.",
            descriptionEn:
              "A vaporised hydrogen peroxide sterilisation system for heat- and moisture-sensitive devices. Several cycles are optimised for rigid endoscopic instruments, compatible flexible scopes and electronic devices. The low-temperature process leaves no toxic residues, so devices are ready to use right after the cycle.",
            brands: ["STERIS"],
            features: [
              {
                text: "Nhiều chu trình chuyên biệt theo loại dụng cụ",
                textEn: "Multiple dedicated cycles by device type",
              },
              {
                text: "Nhiệt độ buồng thấp, an toàn cho dụng cụ nhạy nhiệt",
                textEn: "Low chamber temperature, safe for heat-sensitive devices",
              },
              {
                text: "Không cần thời gian thông khí sau chu trình",
                textEn: "No aeration time needed after the cycle",
              },
              {
                text: "Hộp hóa chất đóng sẵn, thao tác thay nhanh",
                textEn: "Pre-filled sterilant cup for quick replacement",
              },
            ],
            specifications: [
              {
                key: "Tác nhân tiệt khuẩn",
                keyEn: "Sterilant",
                value: "Hydrogen peroxide hóa hơi",
                valueEn: "Vaporised hydrogen peroxide",
              },
              {
                key: "Nhiệt độ buồng",
                keyEn: "Chamber temperature",
                value: "Khoảng 50 °C",
                valueEn: "Approx. 50 °C",
              },
              {
                key: "Thời gian chu trình",
                keyEn: "Cycle time",
                value: "28–55 phút tùy chu trình",
                valueEn: "28–55 minutes depending on cycle",
              },
              {
                key: "Dung tích buồng",
                keyEn: "Chamber volume",
                value: "Khoảng 136 lít",
                valueEn: "Approx. 136 litres",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "220–240 V, 1 pha, 50 Hz",
                valueEn: "220–240 V, single phase, 50 Hz",
              },
            ],
            image: { kind: "plasma-sterilizer", hue: 166 },
          },
          {
            slug: "may-tiet-khuan-plasma-hydrogen-peroxide-beneeon-120-lit",
            name: "Máy tiệt khuẩn plasma hydrogen peroxide Beneeon 120 lít",
            nameEn: "Beneeon 120-Litre Hydrogen Peroxide Plasma Steriliser",
            description:
              "Máy tiệt khuẩn plasma hydrogen peroxide dung tích 120 lít dành cho đơn vị tiệt khuẩn trung tâm. Chu trình tiêu chuẩn hoàn tất trong khoảng 45 phút ở nhiệt độ dưới 55 °C. Hệ thống giám sát nồng độ hóa chất và áp suất liên tục, tự động dừng chu trình khi phát hiện bất thường.",
            descriptionEn:
              "A 120-litre hydrogen peroxide plasma steriliser for central sterile services. The standard cycle completes in about 45 minutes at below 55 °C. Sterilant concentration and pressure are monitored continuously, and the cycle stops automatically if anything abnormal is detected.",
            brands: ["Beneeon"],
            features: [
              {
                text: "Buồng 120 lít, hai tầng giá",
                textEn: "120-litre chamber with two shelves",
              },
              {
                text: "Giám sát nồng độ H₂O₂ liên tục",
                textEn: "Continuous H₂O₂ concentration monitoring",
              },
              {
                text: "Màn hình cảm ứng 10 inch, lưu trữ dữ liệu chu trình",
                textEn: "10-inch touchscreen with cycle data logging",
              },
              {
                text: "Kết nối mạng để truy xuất từ xa",
                textEn: "Network connectivity for remote traceability",
              },
            ],
            specifications: [
              {
                key: "Dung tích buồng",
                keyEn: "Chamber volume",
                value: "120 lít",
                valueEn: "120 litres",
              },
              {
                key: "Nhiệt độ buồng",
                keyEn: "Chamber temperature",
                value: "45–55 °C",
                valueEn: "45–55 °C",
              },
              {
                key: "Thời gian chu trình tiêu chuẩn",
                keyEn: "Standard cycle time",
                value: "Khoảng 45 phút",
                valueEn: "Approx. 45 minutes",
              },
              {
                key: "Kích thước (R × S × C)",
                keyEn: "Dimensions (W × D × H)",
                value: "800 × 1.000 × 1.750 mm",
                valueEn: "800 × 1,000 × 1,750 mm",
              },
              {
                key: "Công suất",
                keyEn: "Power",
                value: "3.500 W",
                valueEn: "3,500 W",
              },
            ],
            image: { kind: "plasma-sterilizer", hue: 171 },
          },
          {
            slug: "may-tiet-khuan-plasma-de-ban-beneeon-45-lit",
            name: "Máy tiệt khuẩn plasma để bàn Beneeon 45 lít",
            nameEn: "Beneeon 45-Litre Benchtop Plasma Steriliser",
            description:
              "Phiên bản plasma hydrogen peroxide nhỏ gọn cho phòng mổ vệ tinh, phòng nội soi và bệnh viện tuyến huyện. Máy đặt được trên bàn hoặc xe đẩy, chỉ cần nguồn điện một pha. Chu trình nhanh giúp quay vòng dụng cụ đắt tiền trong ngày.",
            descriptionEn:
              "A compact hydrogen peroxide plasma unit for satellite operating rooms, endoscopy units and district hospitals. It sits on a bench or trolley and needs only single-phase power. Fast cycles allow expensive instruments to be turned around within the day.",
            brands: ["Beneeon"],
            features: [
              {
                text: "Thiết kế để bàn, lắp đặt đơn giản",
                textEn: "Benchtop design with simple installation",
              },
              {
                text: "Chu trình nhanh khoảng 30 phút",
                textEn: "Fast cycle of about 30 minutes",
              },
              {
                text: "Máy in nhiệt tích hợp",
                textEn: "Built-in thermal printer",
              },
            ],
            specifications: [
              {
                key: "Dung tích buồng",
                keyEn: "Chamber volume",
                value: "45 lít",
                valueEn: "45 litres",
              },
              {
                key: "Thời gian chu trình nhanh",
                keyEn: "Fast cycle time",
                value: "Khoảng 30 phút",
                valueEn: "Approx. 30 minutes",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "220 V, 1 pha, 50 Hz",
                valueEn: "220 V, single phase, 50 Hz",
              },
              {
                key: "Trọng lượng",
                keyEn: "Weight",
                value: "Khoảng 95 kg",
                valueEn: "Approx. 95 kg",
              },
            ],
            image: { kind: "plasma-sterilizer", hue: 138 },
          },
        ],
      },
      {
        slug: "may-rua-khu-khuan-dung-cu",
        name: "Máy rửa khử khuẩn dụng cụ",
        nameEn: "Instrument Washer-Disinfectors",
        description:
          "Máy rửa khử khuẩn nhiệt và máy rửa siêu âm giúp chuẩn hóa khâu làm sạch dụng cụ phẫu thuật trước tiệt khuẩn.",
        descriptionEn:
          "Thermal washer-disinfectors and ultrasonic cleaners that standardise surgical instrument cleaning before sterilisation.",
        products: [
          {
            slug: "may-rua-khu-khuan-dung-cu-steris-reliance",
            name: "Máy rửa khử khuẩn dụng cụ STERIS Reliance",
            nameEn: "STERIS Reliance Instrument Washer-Disinfector",
            description:
              "Máy rửa khử khuẩn một buồng dòng Reliance cho dụng cụ phẫu thuật, dụng cụ rỗng và phụ kiện gây mê. Các pha rửa trước, rửa enzyme, rửa chính, tráng và khử khuẩn nhiệt được kiểm soát tự động. Giá rửa chuyên dụng giúp làm sạch hiệu quả dụng cụ nội soi ổ bụng có lòng ống.",
            descriptionEn:
              "A single-chamber Reliance series washer-disinfector for surgical instruments, cannulated devices and anaesthesia accessories. Pre-wash, enzymatic wash, main wash, rinse and thermal disinfection phases are controlled automatically. Dedicated racks clean lumened laparoscopic instruments effectively.",
            brands: ["STERIS"],
            features: [
              {
                text: "Khử khuẩn nhiệt đạt giá trị A0 3000",
                textEn: "Thermal disinfection reaching A0 3000",
              },
              {
                text: "Giá rửa chuyên dụng cho dụng cụ có lòng ống",
                textEn: "Dedicated racks for lumened instruments",
              },
              {
                text: "Định lượng hóa chất tự động",
                textEn: "Automatic chemical dosing",
              },
              {
                text: "Sấy khí nóng lọc HEPA",
                textEn: "HEPA-filtered hot-air drying",
              },
            ],
            specifications: [
              {
                key: "Số tầng giá rửa",
                keyEn: "Wash levels",
                value: "Tối đa 5 tầng",
                valueEn: "Up to 5 levels",
              },
              {
                key: "Thời gian chu trình",
                keyEn: "Cycle time",
                value: "Khoảng 40–60 phút",
                valueEn: "Approx. 40–60 minutes",
              },
              {
                key: "Nhiệt độ khử khuẩn",
                keyEn: "Disinfection temperature",
                value: "90–93 °C",
                valueEn: "90–93 °C",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "380–415 V, 3 pha, 50 Hz",
                valueEn: "380–415 V, three phase, 50 Hz",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "ISO 15883-1/-2, CE",
                valueEn: "ISO 15883-1/-2, CE",
              },
            ],
            image: { kind: "washer-disinfector", hue: 148 },
          },
          {
            slug: "may-rua-khu-khuan-dung-cu-beneeon-mot-buong",
            name: "Máy rửa khử khuẩn dụng cụ Beneeon một buồng",
            nameEn: "Beneeon Single-Chamber Instrument Washer-Disinfector",
            description:
              "Máy rửa khử khuẩn dụng cụ kích thước trung bình, phù hợp cho bệnh viện tuyến tỉnh và tuyến huyện. Máy có sẵn nhiều chương trình rửa cho dụng cụ phẫu thuật, khay và bình chứa. Hệ thống sấy tích hợp giúp dụng cụ khô hoàn toàn, sẵn sàng đóng gói.",
            descriptionEn:
              "A mid-sized instrument washer-disinfector suited to provincial and district hospitals. It comes with multiple programmes for surgical instruments, trays and containers. Integrated drying leaves instruments completely dry and ready for packing.",
            brands: ["Beneeon"],
            features: [
              {
                text: "30 chương trình rửa cài sẵn và tùy chỉnh",
                textEn: "30 preset and customisable programmes",
              },
              {
                text: "Cửa kính quan sát trong quá trình rửa",
                textEn: "Glass door to observe the wash process",
              },
              {
                text: "Hai bơm định lượng hóa chất",
                textEn: "Two chemical dosing pumps",
              },
            ],
            specifications: [
              {
                key: "Dung tích buồng",
                keyEn: "Chamber volume",
                value: "Khoảng 200 lít",
                valueEn: "Approx. 200 litres",
              },
              {
                key: "Số tầng giá rửa",
                keyEn: "Wash levels",
                value: "4 tầng",
                valueEn: "4 levels",
              },
              {
                key: "Nhiệt độ khử khuẩn",
                keyEn: "Disinfection temperature",
                value: "Tối đa 93 °C",
                valueEn: "Up to 93 °C",
              },
              {
                key: "Kích thước (R × S × C)",
                keyEn: "Dimensions (W × D × H)",
                value: "650 × 750 × 1.850 mm",
                valueEn: "650 × 750 × 1,850 mm",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "ISO 15883, CE",
                valueEn: "ISO 15883, CE",
              },
            ],
            image: { kind: "washer-disinfector", hue: 157 },
          },
          {
            slug: "may-rua-sieu-am-dung-cu-beneeon",
            name: "Máy rửa siêu âm dụng cụ Beneeon",
            nameEn: "Beneeon Ultrasonic Instrument Cleaner",
            description:
              "Máy rửa siêu âm làm sạch chất bẩn bám sâu trong khớp nối, rãnh và khe hẹp của dụng cụ phẫu thuật | Bể inox có gia nhiệt | Hẹn giờ và điều chỉnh công suất theo loại dụng cụ.",
            descriptionEn:
              "An ultrasonic cleaner that removes soil from joints, serrations and narrow gaps in surgical instruments | Heated stainless steel tank | Timer and power adjustable to the instrument type.",
            brands: ["Beneeon"],
            features: [
              {
                text: "Tần số siêu âm 40 kHz",
                textEn: "40 kHz ultrasonic frequency",
              },
              {
                text: "Bể inox 304 có gia nhiệt",
                textEn: "Heated 304 stainless steel tank",
              },
              {
                text: "Chức năng khử khí dung dịch",
                textEn: "Solution degassing function",
              },
            ],
            specifications: [
              {
                key: "Dung tích bể",
                keyEn: "Tank capacity",
                value: "38 lít",
                valueEn: "38 litres",
              },
              {
                key: "Tần số",
                keyEn: "Frequency",
                value: "40 kHz",
                valueEn: "40 kHz",
              },
              {
                key: "Công suất siêu âm",
                keyEn: "Ultrasonic power",
                value: "900 W",
                valueEn: "900 W",
              },
              {
                key: "Nhiệt độ gia nhiệt",
                keyEn: "Heating range",
                value: "20–80 °C",
                valueEn: "20–80 °C",
              },
            ],
            image: { kind: "ultrasonic-cleaner", hue: 162 },
          },
        ],
      },
      {
        slug: "hoa-chat-chi-thi-tiet-khuan",
        name: "Hóa chất & chỉ thị tiệt khuẩn",
        nameEn: "Sterilisation Chemicals & Indicators",
        description:
          "Dung dịch tẩy rửa, chỉ thị sinh học và chỉ thị hóa học phục vụ kiểm soát chất lượng quy trình tái xử lý dụng cụ.",
        descriptionEn:
          "Cleaning solutions, biological and chemical indicators for quality control of instrument reprocessing.",
        products: [
          {
            slug: "chi-thi-sinh-hoc-tu-chua-steris-verify",
            name: "Chỉ thị sinh học tự chứa STERIS Verify",
            nameEn: "STERIS Verify Self-Contained Biological Indicator",
            description:
              "Chỉ thị sinh học tự chứa dùng để giám sát hiệu quả chu trình tiệt khuẩn hơi nước và nhiệt độ thấp. Ống chỉ thị chứa bào tử vi khuẩn chuẩn và môi trường nuôi cấy, cho kết quả nhanh khi đọc bằng máy ủ đọc chuyên dụng. Sản phẩm giúp bệnh viện xác nhận chu trình đạt yêu cầu trước khi giải phóng lô dụng cụ.",
            descriptionEn:
              "A self-contained biological indicator for monitoring steam and low-temperature sterilisation cycles. Each vial contains standard bacterial spores and growth medium, giving rapid results in a dedicated incubator-reader. It helps hospitals confirm cycle efficacy before releasing instrument loads.",
            brands: ["STERIS"],
            features: [
              {
                text: "Thiết kế tự chứa, thao tác đơn giản",
                textEn: "Self-contained design for simple handling",
              },
              {
                text: "Đọc kết quả nhanh với máy ủ đọc",
                textEn: "Rapid readout with an incubator-reader",
              },
              {
                text: "Có phiên bản cho hơi nước và hydrogen peroxide",
                textEn: "Versions for steam and hydrogen peroxide",
              },
            ],
            specifications: [
              {
                key: "Vi sinh vật chỉ thị",
                keyEn: "Test organism",
                value: "Geobacillus stearothermophilus",
                valueEn: "Geobacillus stearothermophilus",
              },
              {
                key: "Nhiệt độ ủ",
                keyEn: "Incubation temperature",
                value: "55–60 °C",
                valueEn: "55–60 °C",
              },
              {
                key: "Quy cách",
                keyEn: "Packaging",
                value: "Hộp 50 ống",
                valueEn: "Box of 50 vials",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "ISO 11138",
                valueEn: "ISO 11138",
              },
            ],
            image: { kind: "indicator", hue: 142 },
          },
          {
            slug: "dung-dich-tay-rua-enzyme-dam-dac-steris-prolystica",
            name: "Dung dịch tẩy rửa enzyme đậm đặc STERIS Prolystica",
            nameEn: "STERIS Prolystica Concentrated Enzymatic Cleaner",
            description:
              "Dung dịch tẩy rửa chứa enzyme đậm đặc, phân hủy nhanh máu, protein và chất béo bám trên dụng cụ. Sản phẩm dùng được cho ngâm thủ công, máy rửa siêu âm và máy rửa khử khuẩn tự động. Công thức ít tạo bọt, dễ tráng sạch và thân thiện với vật liệu dụng cụ.",
            descriptionEn:
              "A concentrated enzymatic detergent that rapidly breaks down blood, protein and lipids on instruments. It can be used for manual soaking, ultrasonic cleaners and automated washer-disinfectors. The low-foaming formula rinses freely and is gentle on instrument materials.",
            brands: ["STERIS"],
            features: [
              {
                text: "Hỗn hợp enzyme phân hủy protein và chất béo",
                textEn: "Enzyme blend that breaks down protein and lipids",
              },
              {
                text: "Ít bọt, phù hợp máy rửa tự động",
                textEn: "Low foaming, suitable for automated washers",
              },
              {
                text: "Pha loãng tiết kiệm",
                textEn: "Economical dilution",
              },
            ],
            specifications: [
              {
                key: "Tỷ lệ pha loãng",
                keyEn: "Dilution ratio",
                value: "1–2 ml/lít nước",
                valueEn: "1–2 ml per litre of water",
              },
              {
                key: "pH (dung dịch sử dụng)",
                keyEn: "pH (in-use solution)",
                value: "Trung tính",
                valueEn: "Neutral",
              },
              {
                key: "Quy cách",
                keyEn: "Packaging",
                value: "Can 3,8 lít",
                valueEn: "3.8-litre container",
              },
              {
                key: "Bảo quản",
                keyEn: "Storage",
                value: "5–30 °C, tránh ánh nắng",
                valueEn: "5–30 °C, away from sunlight",
              },
            ],
            image: { kind: "detergent", hue: 150 },
          },
          {
            slug: "bang-keo-chi-thi-tiet-khuan-hoi-nuoc-vedkang",
            name: "Băng keo chỉ thị tiệt khuẩn hơi nước Vedkang",
            nameEn: "Vedkang Steam Sterilisation Indicator Tape",
            description:
              "Băng keo chỉ thị hóa học loại 1 dùng để dán và niêm phong gói dụng cụ trước khi tiệt khuẩn hơi nước. Vạch chỉ thị chuyển màu rõ rệt sau khi tiếp xúc hơi nước, giúp phân biệt nhanh gói đã qua và chưa qua tiệt khuẩn. Lớp keo bám tốt trên vải và giấy gói, không để lại vết khi bóc.",
            descriptionEn:
              "A Type 1 chemical indicator tape for securing and sealing instrument packs before steam sterilisation. The indicator stripes change colour clearly after steam exposure, making processed and unprocessed packs easy to tell apart. The adhesive holds well on textile and paper wraps and peels off cleanly.",
            brands: ["Vedkang"],
            features: [
              {
                text: "Chuyển màu rõ ràng sau tiệt khuẩn",
                textEn: "Clear colour change after sterilisation",
              },
              {
                text: "Viết được lên bề mặt băng",
                textEn: "Writable surface",
              },
              {
                text: "Không để lại keo khi bóc",
                textEn: "Peels off without residue",
              },
            ],
            specifications: [
              {
                key: "Kích thước cuộn",
                keyEn: "Roll size",
                value: "19 mm × 50 m",
                valueEn: "19 mm × 50 m",
              },
              {
                key: "Loại chỉ thị",
                keyEn: "Indicator type",
                value: "Loại 1 (ISO 11140-1)",
                valueEn: "Type 1 (ISO 11140-1)",
              },
              {
                key: "Điều kiện chuyển màu",
                keyEn: "Colour change condition",
                value: "Hơi nước bão hòa 121–134 °C",
                valueEn: "Saturated steam at 121–134 °C",
              },
              {
                key: "Quy cách",
                keyEn: "Packaging",
                value: "Thùng 50 cuộn",
                valueEn: "Carton of 50 rolls",
              },
            ],
            image: { kind: "indicator", hue: 168 },
          },
        ],
      },
    ],
  },
  {
    slug: "phong-mo",
    name: "Phòng mổ",
    nameEn: "Operating Room",
    description:
      "Bàn mổ, đèn mổ, trụ treo, thiết bị năng lượng và hệ thống theo dõi giúp xây dựng phòng mổ hiện đại, an toàn và hiệu quả.",
    descriptionEn:
      "Operating tables, surgical lights, pendants, energy devices and monitoring systems for modern, safe and efficient operating rooms.",
    categories: [
      {
        slug: "ban-mo",
        name: "Bàn mổ",
        nameEn: "Operating Tables",
        description: "Bàn mổ đa năng, bàn mổ chấn thương chỉnh hình và bàn mổ di động chất lượng Đức.",
        descriptionEn: "German-quality universal, orthopaedic and mobile operating tables.",
        products: [
          {
            slug: "ban-mo-da-nang-dien-thuy-luc-ackermann",
            name: "Bàn mổ đa năng điện thủy lực Ackermann",
            nameEn: "Ackermann Electro-Hydraulic Universal Operating Table",
            description:
              "Bàn mổ đa năng điều khiển điện thủy lực, đáp ứng hầu hết chuyên khoa từ ngoại tổng quát, sản phụ khoa đến tiết niệu và nội soi ổ bụng. Mặt bàn cản quang cho phép chụp X-quang trong mổ, các khớp nối mô-đun giúp thay đổi cấu hình nhanh. Khung thép không gỉ chắc chắn, tải trọng lớn và vận hành êm ái.",
            descriptionEn:
              "An electro-hydraulic universal operating table that serves most specialties, from general surgery and gynaecology to urology and laparoscopy. A radiolucent tabletop allows intraoperative X-ray imaging, and modular joints enable quick reconfiguration. The sturdy stainless steel frame carries heavy loads and operates smoothly.",
            brands: ["Ackermann"],
            isFeatured: true,
            features: [
              {
                text: "Điều khiển điện thủy lực bằng tay điều khiển có dây và không dây",
                textEn: "Electro-hydraulic control via wired and wireless handsets",
              },
              {
                text: "Mặt bàn cản quang, tương thích C-arm",
                textEn: "Radiolucent tabletop compatible with C-arm",
              },
              {
                text: "Tấm lưng, tấm chân tháo lắp mô-đun",
                textEn: "Modular detachable back and leg sections",
              },
              {
                text: "Pin dự phòng cho hoạt động khi mất điện",
                textEn: "Backup battery for operation during power failure",
              },
              {
                text: "Khung và chân đế bằng thép không gỉ",
                textEn: "Stainless steel frame and base",
              },
            ],
            specifications: [
              {
                key: "Tải trọng tối đa",
                keyEn: "Maximum load",
                value: "360 kg",
                valueEn: "360 kg",
              },
              {
                key: "Chiều cao mặt bàn",
                keyEn: "Tabletop height",
                value: "620–1.070 mm",
                valueEn: "620–1,070 mm",
              },
              {
                key: "Trendelenburg / ngược",
                keyEn: "Trendelenburg / reverse",
                value: "±30°",
                valueEn: "±30°",
              },
              {
                key: "Nghiêng bên",
                keyEn: "Lateral tilt",
                value: "±20°",
                valueEn: "±20°",
              },
              {
                key: "Kích thước mặt bàn",
                keyEn: "Tabletop dimensions",
                value: "2.080 × 540 mm",
                valueEn: "2,080 × 540 mm",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "CE, IEC 60601-2-46",
                valueEn: "CE, IEC 60601-2-46",
              },
            ],
            image: { kind: "operating-table", hue: 180 },
            riskClass: "A",
            circulationNumber: "230000456/PCBA-HN",
          },
          {
            slug: "ban-mo-chan-thuong-chinh-hinh-ackermann",
            name: "Bàn mổ chấn thương chỉnh hình Ackermann",
            nameEn: "Ackermann Orthopaedic Trauma Operating Table",
            description:
              "Bàn mổ chuyên dụng cho phẫu thuật chấn thương chỉnh hình với bộ kéo nắn chi dưới và phụ kiện cố định chi trên. Cấu trúc mặt bàn mở giúp C-arm tiếp cận khung chậu và xương đùi dễ dàng. Bàn phù hợp cho kết hợp xương, thay khớp háng và phẫu thuật cột sống.",
            descriptionEn:
              "A dedicated orthopaedic trauma table with a lower-limb traction unit and upper-limb fixation accessories. The open tabletop structure gives the C-arm easy access to the pelvis and femur. It suits fracture fixation, hip replacement and spinal surgery.",
            brands: ["Ackermann"],
            features: [
              {
                text: "Bộ kéo nắn chi dưới điều chỉnh vi chỉnh",
                textEn: "Lower-limb traction unit with fine adjustment",
              },
              {
                text: "Khoảng trống cho C-arm quanh khung chậu",
                textEn: "Clearance for the C-arm around the pelvis",
              },
              {
                text: "Phụ kiện cho tư thế nằm nghiêng và nằm sấp",
                textEn: "Accessories for lateral and prone positioning",
              },
            ],
            specifications: [
              {
                key: "Tải trọng tối đa",
                keyEn: "Maximum load",
                value: "300 kg",
                valueEn: "300 kg",
              },
              {
                key: "Chiều cao mặt bàn",
                keyEn: "Tabletop height",
                value: "700–1.050 mm",
                valueEn: "700–1,050 mm",
              },
              {
                key: "Hành trình kéo nắn",
                keyEn: "Traction travel",
                value: "0–250 mm",
                valueEn: "0–250 mm",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "220–240 V, 50 Hz",
                valueEn: "220–240 V, 50 Hz",
              },
            ],
            image: { kind: "operating-table", hue: 176 },
          },
          {
            slug: "ban-mo-co-thuy-luc-di-dong-ackermann",
            name: "Bàn mổ cơ thủy lực di động Ackermann",
            nameEn: "Ackermann Mobile Mechanical-Hydraulic Operating Table",
            description:
              "Bàn mổ cơ thủy lực không phụ thuộc nguồn điện, phù hợp cho phòng tiểu phẫu, phòng mổ cấp cứu và cơ sở y tế tuyến huyện. Chiều cao điều chỉnh bằng bơm chân, các tư thế điều chỉnh bằng tay quay. Bốn bánh xe có khóa trung tâm giúp di chuyển và cố định bàn dễ dàng.",
            descriptionEn:
              "A mechanical-hydraulic operating table that needs no mains power, suited to minor surgery rooms, emergency theatres and district facilities. Height is adjusted with a foot pump and positions with hand cranks. Four castors with central locking make the table easy to move and secure.",
            brands: ["Ackermann"],
            features: [
              {
                text: "Không cần nguồn điện",
                textEn: "No mains power required",
              },
              {
                text: "Bơm thủy lực bằng chân",
                textEn: "Hydraulic foot pump",
              },
              {
                text: "Khóa bánh xe trung tâm",
                textEn: "Central castor lock",
              },
            ],
            specifications: [
              {
                key: "Tải trọng tối đa",
                keyEn: "Maximum load",
                value: "200 kg",
                valueEn: "200 kg",
              },
              {
                key: "Chiều cao mặt bàn",
                keyEn: "Tabletop height",
                value: "720–1.000 mm",
                valueEn: "720–1,000 mm",
              },
              {
                key: "Trendelenburg / ngược",
                keyEn: "Trendelenburg / reverse",
                value: "±25°",
                valueEn: "±25°",
              },
              {
                key: "Trọng lượng",
                keyEn: "Weight",
                value: "Khoảng 180 kg",
                valueEn: "Approx. 180 kg",
              },
            ],
            image: { kind: "operating-table", hue: 184 },
          },
        ],
      },
      {
        slug: "den-mo",
        name: "Đèn mổ",
        nameEn: "Surgical Lights",
        description:
          "Đèn mổ LED treo trần, đèn mổ tích hợp camera và đèn khám di động cho phòng mổ và phòng thủ thuật.",
        descriptionEn:
          "Ceiling-mounted LED surgical lights, camera-integrated lights and mobile examination lights for operating and procedure rooms.",
        products: [
          {
            slug: "den-mo-led-ackermann-hai-choa",
            name: "Đèn mổ LED Ackermann hai chóa",
            nameEn: "Ackermann Dual-Head LED Surgical Light",
            description:
              "Hệ thống đèn mổ LED hai chóa treo trần, cho ánh sáng trắng lạnh đồng đều và gần như không đổ bóng. Cường độ sáng, nhiệt độ màu và đường kính trường sáng được điều chỉnh dễ dàng trên bảng điều khiển. Đèn LED tiêu thụ ít điện năng, tỏa nhiệt thấp, giúp phẫu thuật viên thoải mái trong các ca mổ kéo dài.",
            descriptionEn:
              "A ceiling-mounted dual-head LED surgical light delivering uniform, virtually shadow-free cool white light. Intensity, colour temperature and light field diameter are easily adjusted on the control panel. The LEDs consume little power and emit little heat, keeping surgeons comfortable during long procedures.",
            brands: ["Ackermann"],
            features: [
              {
                text: "Hai chóa đèn độc lập, giảm bóng hiệu quả",
                textEn: "Two independent heads for effective shadow reduction",
              },
              {
                text: "Điều chỉnh nhiệt độ màu 3.500–5.000 K",
                textEn: "Adjustable colour temperature 3,500–5,000 K",
              },
              {
                text: "Chế độ ánh sáng nền cho phẫu thuật nội soi",
                textEn: "Ambient light mode for endoscopic surgery",
              },
              {
                text: "Tay cầm tiệt khuẩn được",
                textEn: "Sterilisable handle",
              },
              {
                text: "Tuổi thọ LED trên 50.000 giờ",
                textEn: "LED lifetime over 50,000 hours",
              },
            ],
            specifications: [
              {
                key: "Độ rọi tối đa",
                keyEn: "Maximum illuminance",
                value: "160.000 lux mỗi chóa",
                valueEn: "160,000 lux per head",
              },
              {
                key: "Nhiệt độ màu",
                keyEn: "Colour temperature",
                value: "3.500–5.000 K",
                valueEn: "3,500–5,000 K",
              },
              {
                key: "Chỉ số hoàn màu (CRI)",
                keyEn: "Colour rendering index (CRI)",
                value: "≥ 96",
                valueEn: "≥ 96",
              },
              {
                key: "Đường kính trường sáng",
                keyEn: "Light field diameter",
                value: "200–300 mm",
                valueEn: "200–300 mm",
              },
              {
                key: "Công suất tiêu thụ",
                keyEn: "Power consumption",
                value: "Khoảng 120 W mỗi chóa",
                valueEn: "Approx. 120 W per head",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "IEC 60601-2-41, CE",
                valueEn: "IEC 60601-2-41, CE",
              },
            ],
            image: { kind: "surgical-light", hue: 178, style: 0.9 },
          },
          {
            slug: "den-mo-led-ackermann-tich-hop-camera-hd",
            name: "Đèn mổ LED Ackermann tích hợp camera HD",
            nameEn: "Ackermann LED Surgical Light with Integrated HD Camera",
            description:
              "Đèn mổ LED tích hợp camera HD ở tâm chóa, ghi lại toàn cảnh phẫu trường phục vụ đào tạo và hội chẩn. Mô-đun phần mềm của Waycen hỗ trợ lưu trữ, gắn nhãn ca mổ và truyền hình ảnh tới phòng hội thảo. Giải pháp giúp bệnh viện xây dựng thư viện video phẫu thuật mà không cần thêm thiết bị cồng kềnh.",
            descriptionEn:
              "An LED surgical light with an HD camera in the centre of the light head, capturing the whole surgical field for teaching and case review. A Waycen software module handles storage, case tagging and streaming to conference rooms. The solution lets hospitals build a surgical video library without bulky extra equipment.",
            brands: ["Ackermann", "Waycen"],
            features: [
              {
                text: "Camera HD tích hợp ở tâm chóa đèn",
                textEn: "HD camera integrated in the centre of the light head",
              },
              {
                text: "Thu phóng quang học, lấy nét tự động",
                textEn: "Optical zoom with autofocus",
              },
              {
                text: "Truyền hình ảnh trực tiếp tới phòng hội thảo",
                textEn: "Live streaming to conference rooms",
              },
              {
                text: "Phần mềm lưu trữ và gắn nhãn ca mổ",
                textEn: "Software for case storage and tagging",
              },
            ],
            specifications: [
              {
                key: "Độ phân giải camera",
                keyEn: "Camera resolution",
                value: "1920 × 1080, 60 khung hình/giây",
                valueEn: "1920 × 1080, 60 fps",
              },
              {
                key: "Thu phóng quang học",
                keyEn: "Optical zoom",
                value: "10×",
                valueEn: "10×",
              },
              {
                key: "Độ rọi tối đa",
                keyEn: "Maximum illuminance",
                value: "160.000 lux",
                valueEn: "160,000 lux",
              },
              {
                key: "Kết nối",
                keyEn: "Connectivity",
                value: "HD-SDI, Ethernet",
                valueEn: "HD-SDI, Ethernet",
              },
            ],
            image: { kind: "surgical-light", hue: 188, style: 0.5 },
          },
          {
            slug: "den-kham-led-di-dong-ackermann",
            name: "Đèn khám LED di động Ackermann",
            nameEn: "Ackermann Mobile LED Examination Light",
            description:
              "Đèn khám và tiểu phẫu LED trên chân đế di động, dễ dàng di chuyển giữa các phòng thủ thuật. Cánh tay linh hoạt giữ vị trí chắc chắn, ánh sáng tập trung và không tỏa nhiệt. Lựa chọn kinh tế cho phòng khám chuyên khoa, phòng cấp cứu và phòng thủ thuật.",
            descriptionEn:
              "An LED examination and minor surgery light on a mobile stand, easy to move between procedure rooms. A flexible arm holds its position firmly, giving focused light with no heat. An economical choice for specialist clinics, emergency and procedure rooms.",
            brands: ["Ackermann"],
            features: [
              {
                text: "Chân đế năm bánh xe ổn định",
                textEn: "Stable five-castor base",
              },
              {
                text: "Cánh tay linh hoạt giữ vị trí chắc chắn",
                textEn: "Flexible arm that holds its position",
              },
              {
                text: "Điều chỉnh độ sáng nhiều mức",
                textEn: "Multi-step brightness control",
              },
            ],
            specifications: [
              {
                key: "Độ rọi ở 50 cm",
                keyEn: "Illuminance at 50 cm",
                value: "60.000 lux",
                valueEn: "60,000 lux",
              },
              {
                key: "Nhiệt độ màu",
                keyEn: "Colour temperature",
                value: "4.500 K",
                valueEn: "4,500 K",
              },
              {
                key: "Công suất tiêu thụ",
                keyEn: "Power consumption",
                value: "20 W",
                valueEn: "20 W",
              },
              {
                key: "Trọng lượng",
                keyEn: "Weight",
                value: "Khoảng 14 kg",
                valueEn: "Approx. 14 kg",
              },
            ],
            image: { kind: "surgical-light", hue: 172, style: 0.1 },
          },
        ],
      },
      {
        slug: "tru-treo-he-thong-tich-hop-phong-mo",
        name: "Trụ treo & hệ thống tích hợp phòng mổ",
        nameEn: "Pendants & Integrated OR Systems",
        description:
          "Trụ treo gây mê, trụ treo phẫu thuật và giải pháp tích hợp hình ảnh, dữ liệu cho phòng mổ thông minh.",
        descriptionEn:
          "Anaesthesia and surgical pendants plus image and data integration solutions for smart operating rooms.",
        products: [
          {
            slug: "tru-treo-gay-me-hai-canh-tay-ackermann",
            name: "Trụ treo gây mê hai cánh tay Ackermann",
            nameEn: "Ackermann Dual-Arm Anaesthesia Pendant",
            description:
              "Trụ treo trần hai cánh tay dành cho khu vực gây mê, cung cấp khí y tế, nguồn điện và giá đỡ thiết bị ở vị trí thuận tiện. Giải phóng sàn phòng mổ khỏi dây cáp và ống khí, giúp vệ sinh dễ dàng và giảm nguy cơ vấp ngã. Phanh khí nén giữ cánh tay cố định chắc chắn ở mọi vị trí.",
            descriptionEn:
              "A dual-arm ceiling pendant for the anaesthesia workstation, providing medical gases, power and equipment shelving within easy reach. It keeps cables and gas hoses off the OR floor for easier cleaning and fewer trip hazards. Pneumatic brakes hold the arms firmly in any position.",
            brands: ["Ackermann"],
            features: [
              {
                text: "Hai cánh tay xoay 340°",
                textEn: "Two arms rotating 340°",
              },
              {
                text: "Phanh khí nén, điều khiển một chạm",
                textEn: "One-touch pneumatic brakes",
              },
              {
                text: "Cổng khí O₂, không khí, hút, N₂O theo chuẩn",
                textEn: "Standard O₂, air, vacuum and N₂O outlets",
              },
              {
                text: "Giá đỡ máy gây mê và màn hình",
                textEn: "Shelves for the anaesthesia machine and monitors",
              },
            ],
            specifications: [
              {
                key: "Tầm với cánh tay",
                keyEn: "Arm reach",
                value: "1.000 + 800 mm",
                valueEn: "1,000 + 800 mm",
              },
              {
                key: "Tải trọng",
                keyEn: "Load capacity",
                value: "Tối đa 200 kg",
                valueEn: "Up to 200 kg",
              },
              {
                key: "Cổng khí y tế",
                keyEn: "Medical gas outlets",
                value: "Tối đa 10 cổng",
                valueEn: "Up to 10 outlets",
              },
              {
                key: "Ổ cắm điện",
                keyEn: "Power sockets",
                value: "8–12 ổ",
                valueEn: "8–12 sockets",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "ISO 11197, CE",
                valueEn: "ISO 11197, CE",
              },
            ],
            image: { kind: "ceiling-pendant", hue: 182 },
          },
          {
            slug: "tru-treo-phau-thuat-noi-soi-ackermann",
            name: "Trụ treo phẫu thuật nội soi Ackermann",
            nameEn: "Ackermann Endoscopic Surgery Pendant",
            description:
              "Trụ treo chuyên dụng cho tháp nội soi phẫu thuật, mang giá đỡ camera, nguồn sáng, máy bơm CO₂ và màn hình y tế. Màn hình gắn trên cánh tay điều chỉnh giúp phẫu thuật viên và phụ mổ quan sát ở góc tốt nhất. Hệ thống quản lý cáp ẩn bên trong giữ phòng mổ gọn gàng.",
            descriptionEn:
              "A pendant dedicated to the laparoscopic tower, carrying the camera unit, light source, CO₂ insufflator and medical displays. Monitors on adjustable arms let surgeons and assistants view from the best angle. Concealed cable management keeps the OR tidy.",
            brands: ["Ackermann"],
            features: [
              {
                text: "Giá đỡ thiết bị nội soi nhiều tầng",
                textEn: "Multi-shelf equipment support",
              },
              {
                text: "Cánh tay màn hình điều chỉnh độ cao",
                textEn: "Height-adjustable monitor arms",
              },
              {
                text: "Quản lý cáp ẩn bên trong",
                textEn: "Concealed cable management",
              },
            ],
            specifications: [
              {
                key: "Tầm với cánh tay",
                keyEn: "Arm reach",
                value: "1.200 mm",
                valueEn: "1,200 mm",
              },
              {
                key: "Tải trọng giá đỡ",
                keyEn: "Shelf load capacity",
                value: "Tối đa 150 kg",
                valueEn: "Up to 150 kg",
              },
              {
                key: "Số màn hình hỗ trợ",
                keyEn: "Supported monitors",
                value: "2 màn hình đến 32 inch",
                valueEn: "2 monitors up to 32 inches",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "ISO 11197, CE",
                valueEn: "ISO 11197, CE",
              },
            ],
            image: { kind: "ceiling-pendant", hue: 186 },
          },
          {
            slug: "he-thong-tich-hop-phong-mo-thong-minh-waycen",
            name: "Hệ thống tích hợp phòng mổ thông minh Waycen",
            nameEn: "Waycen Smart OR Integration System",
            description:
              "Nền tảng tích hợp hình ảnh và dữ liệu phòng mổ, cho phép điều phối tín hiệu từ camera nội soi, đèn mổ và màn hình theo dõi trên một giao diện cảm ứng. Các công cụ AI hỗ trợ ghi nhận mốc thời gian ca mổ và tự động tạo nhật ký hình ảnh. Hệ thống kết hợp tốt với trụ treo Ackermann để tạo phòng mổ gọn gàng, hiện đại.",
            descriptionEn:
              "An OR image and data integration platform that routes signals from endoscopic cameras, surgical lights and monitors from a single touch interface. AI tools help record case milestones and automatically build an image log. The system pairs well with Ackermann pendants for a tidy, modern operating room.",
            brands: ["Waycen", "Ackermann"],
            features: [
              {
                text: "Điều phối tín hiệu video 4K trên màn hình cảm ứng",
                textEn: "4K video routing from a touchscreen",
              },
              {
                text: "Ghi hình, chụp ảnh và xuất báo cáo ca mổ",
                textEn: "Recording, image capture and case report export",
              },
              {
                text: "AI hỗ trợ ghi nhận mốc thời gian ca mổ",
                textEn: "AI-assisted case milestone capture",
              },
              {
                text: "Hội chẩn và đào tạo từ xa",
                textEn: "Remote consultation and teaching",
              },
            ],
            specifications: [
              {
                key: "Số đầu vào video",
                keyEn: "Video inputs",
                value: "Tối đa 8 nguồn",
                valueEn: "Up to 8 sources",
              },
              {
                key: "Độ phân giải tối đa",
                keyEn: "Maximum resolution",
                value: "3840 × 2160 (4K)",
                valueEn: "3840 × 2160 (4K)",
              },
              {
                key: "Màn hình điều khiển",
                keyEn: "Control screen",
                value: "Cảm ứng 21,5 inch",
                valueEn: "21.5-inch touchscreen",
              },
              {
                key: "Lưu trữ",
                keyEn: "Storage",
                value: "4 TB, hỗ trợ lưu trữ mạng",
                valueEn: "4 TB, network storage supported",
              },
              {
                key: "Giao thức",
                keyEn: "Protocols",
                value: "DICOM, HL7",
                valueEn: "DICOM, HL7",
              },
            ],
            image: { kind: "or-integration", hue: 190 },
          },
        ],
      },
      {
        slug: "dao-mo-dien-thiet-bi-nang-luong",
        name: "Dao mổ điện & thiết bị năng lượng",
        nameEn: "Electrosurgery & Energy Devices",
        description:
          "Máy phát năng lượng cao tần, vi sóng và dụng cụ lưỡng cực cho phẫu thuật mở, nội soi và nội soi can thiệp.",
        descriptionEn:
          "Radiofrequency and microwave generators plus bipolar instruments for open, laparoscopic and interventional endoscopic surgery.",
        products: [
          {
            slug: "bo-phat-nang-luong-cao-tan-va-vi-song-creo-medical",
            name: "Bộ phát năng lượng cao tần và vi sóng Creo Medical",
            nameEn: "Creo Medical RF and Microwave Energy Generator",
            description:
              "Bộ phát năng lượng kết hợp cao tần lưỡng cực và vi sóng trên cùng một nền tảng, dùng cho các dụng cụ phẫu tích và đốt của Creo Medical. Năng lượng được điều chỉnh chính xác theo từng chế độ cắt và cầm máu, giúp kiểm soát tác động nhiệt lên mô. Giao diện trực quan giúp kíp thủ thuật thiết lập nhanh trước mỗi ca.",
            descriptionEn:
              "An energy generator that combines bipolar radiofrequency and microwave energy on a single platform for Creo Medical dissection and ablation devices. Energy is precisely tuned to each cutting and coagulation mode, helping to control the thermal effect on tissue. An intuitive interface lets the team set up quickly before each case.",
            brands: ["Creo Medical"],
            isFeatured: true,
            features: [
              {
                text: "Kết hợp cao tần lưỡng cực và vi sóng",
                textEn: "Combined bipolar RF and microwave energy",
              },
              {
                text: "Tự nhận diện dụng cụ khi kết nối",
                textEn: "Automatic instrument recognition on connection",
              },
              {
                text: "Kiểm soát chính xác tác động nhiệt",
                textEn: "Precise control of thermal effect",
              },
              {
                text: "Màn hình cảm ứng, thiết lập nhanh",
                textEn: "Touchscreen for quick setup",
              },
            ],
            specifications: [
              {
                key: "Tần số vi sóng",
                keyEn: "Microwave frequency",
                value: "5,8 GHz",
                valueEn: "5.8 GHz",
              },
              {
                key: "Tần số cao tần",
                keyEn: "RF frequency",
                value: "400 kHz",
                valueEn: "400 kHz",
              },
              {
                key: "Màn hình",
                keyEn: "Display",
                value: "Cảm ứng màu 10 inch",
                valueEn: "10-inch colour touchscreen",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "100–240 V AC, 50/60 Hz",
                valueEn: "100–240 V AC, 50/60 Hz",
              },
              {
                key: "Trọng lượng",
                keyEn: "Weight",
                value: "Khoảng 12 kg",
                valueEn: "Approx. 12 kg",
              },
            ],
            image: { kind: "electrosurgical", hue: 174 },
          },
          {
            slug: "may-dao-mo-dien-cao-tan-ackermann",
            name: "Máy dao mổ điện cao tần Ackermann",
            nameEn: "Ackermann High-Frequency Electrosurgical Unit",
            description:
              "Máy dao mổ điện đơn cực và lưỡng cực cho phẫu thuật mở và phẫu thuật nội soi. Các chế độ cắt, cắt pha trộn và đông máu được điều chỉnh công suất mịn theo từng chuyên khoa. Hệ thống giám sát điện cực trung tính giúp giảm nguy cơ bỏng cho người bệnh.",
            descriptionEn:
              "A monopolar and bipolar electrosurgical unit for open and laparoscopic surgery. Cut, blended cut and coagulation modes offer fine power adjustment for each specialty. Neutral electrode monitoring helps reduce the risk of patient burns.",
            brands: ["Ackermann"],
            features: [
              {
                text: "Chế độ đơn cực và lưỡng cực",
                textEn: "Monopolar and bipolar modes",
              },
              {
                text: "Giám sát điện cực trung tính",
                textEn: "Neutral electrode monitoring",
              },
              {
                text: "Lưu cấu hình theo phẫu thuật viên",
                textEn: "Surgeon-specific presets",
              },
            ],
            specifications: [
              {
                key: "Công suất cắt đơn cực",
                keyEn: "Monopolar cut power",
                value: "Tối đa 350 W",
                valueEn: "Up to 350 W",
              },
              {
                key: "Công suất lưỡng cực",
                keyEn: "Bipolar power",
                value: "Tối đa 100 W",
                valueEn: "Up to 100 W",
              },
              {
                key: "Tần số hoạt động",
                keyEn: "Operating frequency",
                value: "450 kHz",
                valueEn: "450 kHz",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "IEC 60601-2-2, CE",
                valueEn: "IEC 60601-2-2, CE",
              },
            ],
            image: { kind: "electrosurgical", hue: 170 },
          },
          {
            slug: "bo-dung-cu-luong-cuc-tai-su-dung-ackermann",
            name: "Bộ dụng cụ lưỡng cực tái sử dụng Ackermann",
            nameEn: "Ackermann Reusable Bipolar Instrument Set",
            description:
              "Bộ kẹp lưỡng cực và kéo lưỡng cực chế tác tại Đức từ thép không gỉ y tế, dùng trong phẫu thuật mở và nội soi ổ bụng. Lớp cách điện bền, chịu được nhiều chu kỳ tiệt khuẩn hơi nước. Đầu kẹp được mài chính xác, cầm máu hiệu quả mà ít dính mô.",
            descriptionEn:
              "German-made bipolar forceps and scissors in medical-grade stainless steel for open and laparoscopic surgery. Durable insulation withstands repeated steam sterilisation cycles. Precisely finished tips provide effective haemostasis with minimal tissue sticking.",
            brands: ["Ackermann"],
            features: [
              {
                text: "Thép không gỉ y tế chế tác tại Đức",
                textEn: "German-made medical-grade stainless steel",
              },
              {
                text: "Lớp cách điện bền, chịu tiệt khuẩn 134 °C",
                textEn: "Durable insulation, sterilisable at 134 °C",
              },
              {
                text: "Đầu kẹp chống dính mô",
                textEn: "Non-stick tips",
              },
            ],
            specifications: [
              {
                key: "Thành phần bộ",
                keyEn: "Set contents",
                value: "4 kẹp lưỡng cực, 2 kéo, 2 dây cáp",
                valueEn: "4 bipolar forceps, 2 scissors, 2 cables",
              },
              {
                key: "Chiều dài dụng cụ",
                keyEn: "Instrument length",
                value: "160–330 mm",
                valueEn: "160–330 mm",
              },
              {
                key: "Tiệt khuẩn",
                keyEn: "Sterilisation",
                value: "Hơi nước 134 °C",
                valueEn: "Steam at 134 °C",
              },
              {
                key: "Vật liệu",
                keyEn: "Material",
                value: "Thép không gỉ y tế",
                valueEn: "Medical-grade stainless steel",
              },
            ],
            image: { kind: "endo-instrument", hue: 179 },
          },
        ],
      },
      {
        slug: "theo-doi-benh-nhan",
        name: "Theo dõi bệnh nhân",
        nameEn: "Patient Monitoring",
        description: "Monitor đa thông số, máy điện tim và nền tảng giám sát thông minh cho phòng mổ và hồi sức.",
        descriptionEn:
          "Multi-parameter monitors, ECG machines and smart monitoring platforms for the operating room and recovery.",
        products: [
          {
            slug: "monitor-theo-doi-benh-nhan-da-thong-so-lepu-medical",
            name: "Monitor theo dõi bệnh nhân đa thông số Lepu Medical",
            nameEn: "Lepu Medical Multi-Parameter Patient Monitor",
            description:
              "Monitor theo dõi bệnh nhân màn hình 15 inch với các thông số ECG, SpO₂, huyết áp không xâm lấn, nhịp thở và nhiệt độ. Có thể mở rộng mô-đun EtCO₂ và huyết áp xâm lấn cho phòng mổ và hồi sức. Giao diện rõ ràng, cảnh báo nhiều cấp giúp điều dưỡng phản ứng kịp thời.",
            descriptionEn:
              "A 15-inch patient monitor covering ECG, SpO₂, non-invasive blood pressure, respiration and temperature. EtCO₂ and invasive blood pressure modules can be added for the OR and ICU. A clear interface and multi-level alarms help nurses respond promptly.",
            brands: ["Lepu Medical"],
            features: [
              {
                text: "Màn hình cảm ứng 15 inch độ phân giải cao",
                textEn: "15-inch high-resolution touchscreen",
              },
              {
                text: "Mô-đun EtCO₂ và IBP tùy chọn",
                textEn: "Optional EtCO₂ and IBP modules",
              },
              {
                text: "Kết nối hệ thống trạm trung tâm",
                textEn: "Central station connectivity",
              },
              {
                text: "Pin lithium hoạt động đến 4 giờ",
                textEn: "Lithium battery for up to 4 hours",
              },
            ],
            specifications: [
              {
                key: "Thông số cơ bản",
                keyEn: "Standard parameters",
                value: "ECG, SpO₂, NIBP, RESP, TEMP",
                valueEn: "ECG, SpO₂, NIBP, RESP, TEMP",
              },
              {
                key: "Màn hình",
                keyEn: "Display",
                value: "15 inch, 1024 × 768",
                valueEn: "15-inch, 1024 × 768",
              },
              {
                key: "Lưu trữ xu hướng",
                keyEn: "Trend storage",
                value: "120 giờ",
                valueEn: "120 hours",
              },
              {
                key: "Trọng lượng",
                keyEn: "Weight",
                value: "Khoảng 4,5 kg",
                valueEn: "Approx. 4.5 kg",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "IEC 60601-1, CE, ISO 13485",
                valueEn: "IEC 60601-1, CE, ISO 13485",
              },
            ],
            image: { kind: "patient-monitor", hue: 185 },
            riskClass: "C",
            circulationNumber: "2300789ĐKLH/BYT-HTTB",
          },
          {
            slug: "may-dien-tim-12-kenh-lepu-medical",
            name: "Máy điện tim 12 kênh Lepu Medical",
            nameEn: "Lepu Medical 12-Channel ECG Machine",
            description:
              "Máy điện tim 12 kênh ghi đồng thời, phục vụ đánh giá tim mạch trước phẫu thuật và khám sức khỏe. Thuật toán phân tích tự động hỗ trợ đọc kết quả nhanh. Máy in nhiệt khổ A4 cho bản ghi rõ nét, lưu trữ được hàng nghìn bản điện tim.",
            descriptionEn:
              "A 12-channel ECG machine with simultaneous acquisition for preoperative cardiac assessment and health check-ups. Automatic interpretation algorithms support quick reading. An A4 thermal printer produces clear records, and thousands of ECGs can be stored.",
            brands: ["Lepu Medical"],
            features: [
              {
                text: "Ghi đồng thời 12 đạo trình",
                textEn: "Simultaneous 12-lead acquisition",
              },
              {
                text: "Phân tích và đo đạc tự động",
                textEn: "Automatic measurement and interpretation",
              },
              {
                text: "In nhiệt khổ A4",
                textEn: "A4 thermal printing",
              },
            ],
            specifications: [
              {
                key: "Số kênh",
                keyEn: "Channels",
                value: "12 kênh",
                valueEn: "12 channels",
              },
              {
                key: "Tần số lấy mẫu",
                keyEn: "Sampling rate",
                value: "1.000 Hz",
                valueEn: "1,000 Hz",
              },
              {
                key: "Màn hình",
                keyEn: "Display",
                value: "Cảm ứng 10,1 inch",
                valueEn: "10.1-inch touchscreen",
              },
              {
                key: "Bộ nhớ",
                keyEn: "Memory",
                value: "Tối thiểu 1.000 bản ghi",
                valueEn: "At least 1,000 records",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "IEC 60601-2-25, CE",
                valueEn: "IEC 60601-2-25, CE",
              },
            ],
            image: { kind: "electrocardiograph", hue: 192 },
          },
          {
            slug: "nen-tang-giam-sat-benh-nhan-thong-minh-waycen",
            name: "Nền tảng giám sát bệnh nhân thông minh Waycen",
            nameEn: "Waycen Smart Patient Monitoring Platform",
            description:
              "Phần mềm tập trung dữ liệu từ nhiều monitor trong phòng mổ và hồi sức lên một màn hình giám sát chung. Thuật toán AI phân tích xu hướng sinh hiệu và gợi ý cảnh báo sớm khi có dấu hiệu xấu đi. Dữ liệu được lưu trữ có cấu trúc, dễ dàng kết nối với hệ thống thông tin bệnh viện.",
            descriptionEn:
              "Software that centralises data from multiple monitors in the OR and recovery area onto a shared surveillance screen. AI algorithms analyse vital sign trends and suggest early warnings when deterioration appears. Data is stored in a structured way and connects easily to the hospital information system.",
            brands: ["Waycen"],
            features: [
              {
                text: "Giám sát tập trung nhiều giường",
                textEn: "Centralised multi-bed surveillance",
              },
              {
                text: "Cảnh báo sớm dựa trên xu hướng sinh hiệu",
                textEn: "Early warnings based on vital sign trends",
              },
              {
                text: "Kết nối HL7 với hệ thống thông tin bệnh viện",
                textEn: "HL7 interface to the hospital information system",
              },
            ],
            specifications: [
              {
                key: "Số giường hỗ trợ",
                keyEn: "Supported beds",
                value: "Tối đa 64 giường",
                valueEn: "Up to 64 beds",
              },
              {
                key: "Giao thức",
                keyEn: "Protocols",
                value: "HL7, kết nối đa hãng",
                valueEn: "HL7, multi-vendor connectivity",
              },
              {
                key: "Triển khai",
                keyEn: "Deployment",
                value: "Máy chủ tại chỗ",
                valueEn: "On-premises server",
              },
              {
                key: "Lưu trữ dữ liệu",
                keyEn: "Data retention",
                value: "Tối thiểu 1 năm",
                valueEn: "At least 1 year",
              },
            ],
            image: { kind: "central-station", hue: 176 },
          },
        ],
      },
    ],
  },
  {
    slug: "phong-xet-nghiem",
    name: "Phòng xét nghiệm",
    nameEn: "Laboratory",
    description:
      "Máy xét nghiệm sinh hóa, huyết học, miễn dịch cùng vật tư và thiết bị phụ trợ cho phòng xét nghiệm bệnh viện.",
    descriptionEn:
      "Clinical chemistry, haematology and immunoassay analysers plus supplies and auxiliary equipment for hospital laboratories.",
    categories: [
      {
        slug: "may-xet-nghiem-sinh-hoa-mien-dich",
        name: "Máy xét nghiệm sinh hóa & miễn dịch",
        nameEn: "Clinical Chemistry & Immunoassay Analysers",
        description:
          "Máy sinh hóa tự động, máy miễn dịch huỳnh quang và máy phân tích nước tiểu cho phòng xét nghiệm các tuyến.",
        descriptionEn:
          "Automated chemistry analysers, fluorescence immunoassay analysers and urine analysers for laboratories at every level.",
        products: [
          {
            slug: "may-xet-nghiem-sinh-hoa-tu-dong-lepu-medical",
            name: "Máy xét nghiệm sinh hóa tự động Lepu Medical",
            nameEn: "Lepu Medical Automated Chemistry Analyser",
            description:
              "Máy sinh hóa tự động hoàn toàn với công suất 400 xét nghiệm mỗi giờ, phù hợp cho bệnh viện tuyến tỉnh và tuyến huyện. Hệ thống mở cho phép sử dụng hóa chất của nhiều nhà cung cấp. Khay mẫu liên tục giúp bổ sung mẫu cấp cứu bất kỳ lúc nào.",
            descriptionEn:
              "A fully automated chemistry analyser with a throughput of 400 tests per hour, suitable for provincial and district hospitals. Its open system accepts reagents from multiple suppliers. Continuous sample loading allows STAT samples to be added at any time.",
            brands: ["Lepu Medical"],
            features: [
              {
                text: "Công suất 400 xét nghiệm/giờ",
                textEn: "400 tests per hour",
              },
              {
                text: "Hệ thống hóa chất mở",
                textEn: "Open reagent system",
              },
              {
                text: "Ưu tiên mẫu cấp cứu",
                textEn: "STAT sample priority",
              },
              {
                text: "Kết nối LIS hai chiều",
                textEn: "Bidirectional LIS connection",
              },
            ],
            specifications: [
              {
                key: "Công suất",
                keyEn: "Throughput",
                value: "400 xét nghiệm/giờ",
                valueEn: "400 tests/hour",
              },
              {
                key: "Vị trí mẫu",
                keyEn: "Sample positions",
                value: "90 vị trí",
                valueEn: "90 positions",
              },
              {
                key: "Vị trí hóa chất",
                keyEn: "Reagent positions",
                value: "60 vị trí, làm lạnh 2–8 °C",
                valueEn: "60 positions, refrigerated at 2–8 °C",
              },
              {
                key: "Thể tích phản ứng",
                keyEn: "Reaction volume",
                value: "150–500 µl",
                valueEn: "150–500 µl",
              },
              {
                key: "Nguồn sáng",
                keyEn: "Light source",
                value: "Đèn halogen 12 V/20 W",
                valueEn: "12 V/20 W halogen lamp",
              },
            ],
            image: { kind: "lab-analyser", hue: 262 },
          },
          {
            slug: "may-mien-dich-huynh-quang-lepu-medical",
            name: "Máy miễn dịch huỳnh quang Lepu Medical",
            nameEn: "Lepu Medical Fluorescence Immunoassay Analyser",
            description:
              "Máy xét nghiệm miễn dịch huỳnh quang nhỏ gọn dùng tại chỗ cho các dấu ấn tim mạch, viêm và đông máu. Kết quả có trong khoảng 3–15 phút, hỗ trợ quyết định lâm sàng nhanh tại khoa cấp cứu. Thao tác đơn giản với thẻ xét nghiệm đơn liều.",
            descriptionEn:
              "A compact point-of-care fluorescence immunoassay analyser for cardiac, inflammatory and coagulation markers. Results are available in about 3–15 minutes, supporting rapid clinical decisions in the emergency department. Simple operation with single-dose test cartridges.",
            brands: ["Lepu Medical"],
            features: [
              {
                text: "Kết quả nhanh trong 3–15 phút",
                textEn: "Rapid results in 3–15 minutes",
              },
              {
                text: "Danh mục xét nghiệm tim mạch và viêm",
                textEn: "Cardiac and inflammation test menu",
              },
              {
                text: "Thiết kế nhỏ gọn, dùng pin",
                textEn: "Compact, battery-powered design",
              },
            ],
            specifications: [
              {
                key: "Nguyên lý",
                keyEn: "Principle",
                value: "Miễn dịch huỳnh quang",
                valueEn: "Fluorescence immunoassay",
              },
              {
                key: "Thời gian trả kết quả",
                keyEn: "Time to result",
                value: "3–15 phút",
                valueEn: "3–15 minutes",
              },
              {
                key: "Loại mẫu",
                keyEn: "Sample types",
                value: "Máu toàn phần, huyết thanh, huyết tương",
                valueEn: "Whole blood, serum, plasma",
              },
              {
                key: "Bộ nhớ",
                keyEn: "Memory",
                value: "10.000 kết quả",
                valueEn: "10,000 results",
              },
            ],
            image: { kind: "lab-analyser", hue: 270 },
          },
          {
            slug: "may-phan-tich-nuoc-tieu-lepu-medical",
            name: "Máy phân tích nước tiểu Lepu Medical",
            nameEn: "Lepu Medical Urine Analyser",
            description:
              "Máy phân tích nước tiểu tự động đọc que thử 11 thông số bằng phương pháp phản xạ quang học. Công suất cao, phù hợp cho phòng khám và phòng xét nghiệm bệnh viện. Kết quả được in ngay và truyền về hệ thống LIS.",
            descriptionEn:
              "An automated urine analyser that reads 11-parameter test strips by optical reflectance. High throughput suits clinics and hospital laboratories. Results are printed immediately and sent to the LIS.",
            brands: ["Lepu Medical"],
            features: [
              {
                text: "Đọc que thử 11 thông số",
                textEn: "Reads 11-parameter strips",
              },
              {
                text: "Máy in nhiệt tích hợp",
                textEn: "Built-in thermal printer",
              },
              {
                text: "Kết nối LIS qua cổng RS-232 và USB",
                textEn: "LIS connection via RS-232 and USB",
              },
            ],
            specifications: [
              {
                key: "Công suất",
                keyEn: "Throughput",
                value: "Đến 500 mẫu/giờ",
                valueEn: "Up to 500 samples/hour",
              },
              {
                key: "Số thông số",
                keyEn: "Parameters",
                value: "11 thông số",
                valueEn: "11 parameters",
              },
              {
                key: "Bộ nhớ",
                keyEn: "Memory",
                value: "2.000 kết quả",
                valueEn: "2,000 results",
              },
              {
                key: "Nguồn điện",
                keyEn: "Power supply",
                value: "100–240 V AC",
                valueEn: "100–240 V AC",
              },
            ],
            image: { kind: "lab-analyser", hue: 255 },
          },
        ],
      },
      {
        slug: "may-xet-nghiem-huyet-hoc",
        name: "Máy xét nghiệm huyết học",
        nameEn: "Haematology Analysers",
        description: "Máy huyết học, máy đông máu và phần mềm AI hỗ trợ phân tích hình ảnh tế bào máu.",
        descriptionEn: "Haematology and coagulation analysers plus AI software for blood cell image analysis.",
        products: [
          {
            slug: "may-huyet-hoc-5-thanh-phan-lepu-medical",
            name: "Máy huyết học 5 thành phần Lepu Medical",
            nameEn: "Lepu Medical 5-Part Differential Haematology Analyser",
            description:
              "Máy phân tích huyết học tự động phân biệt 5 thành phần bạch cầu, cho kết quả công thức máu đầy đủ. Công nghệ đo laser tán xạ kết hợp trở kháng mang lại độ chính xác cao. Chế độ mẫu máu mao mạch thể tích nhỏ phù hợp cho nhi khoa.",
            descriptionEn:
              "An automated haematology analyser with a 5-part white cell differential for a complete blood count. Laser scatter combined with impedance measurement delivers high accuracy. A low-volume capillary mode suits paediatrics.",
            brands: ["Lepu Medical"],
            features: [
              {
                text: "Phân biệt 5 thành phần bạch cầu",
                textEn: "5-part white cell differential",
              },
              {
                text: "Đo laser tán xạ và trở kháng",
                textEn: "Laser scatter and impedance measurement",
              },
              {
                text: "Chế độ máu mao mạch thể tích nhỏ",
                textEn: "Low-volume capillary blood mode",
              },
              {
                text: "Nạp mẫu tự động",
                textEn: "Autoloader",
              },
            ],
            specifications: [
              {
                key: "Công suất",
                keyEn: "Throughput",
                value: "60 mẫu/giờ",
                valueEn: "60 samples/hour",
              },
              {
                key: "Số thông số",
                keyEn: "Reported parameters",
                value: "29 thông số, 3 biểu đồ",
                valueEn: "29 parameters, 3 histograms",
              },
              {
                key: "Thể tích mẫu",
                keyEn: "Sample volume",
                value: "20 µl",
                valueEn: "20 µl",
              },
              {
                key: "Bộ nhớ",
                keyEn: "Memory",
                value: "100.000 kết quả",
                valueEn: "100,000 results",
              },
            ],
            image: { kind: "lab-analyser", hue: 275 },
          },
          {
            slug: "may-dong-mau-tu-dong-lepu-medical",
            name: "Máy đông máu tự động Lepu Medical",
            nameEn: "Lepu Medical Automated Coagulation Analyser",
            description:
              "Máy xét nghiệm đông máu tự động thực hiện các xét nghiệm PT, APTT, fibrinogen và TT. Phương pháp đo từ tính hạn chế ảnh hưởng của mẫu đục hoặc vỡ hồng cầu. Phù hợp cho bệnh viện có phòng mổ cần kiểm tra đông máu trước phẫu thuật.",
            descriptionEn:
              "An automated coagulation analyser performing PT, APTT, fibrinogen and TT tests. Magnetic bead detection minimises interference from turbid or haemolysed samples. Suited to hospitals whose surgical departments need preoperative coagulation testing.",
            brands: ["Lepu Medical"],
            features: [
              {
                text: "Đo đông máu bằng phương pháp từ tính",
                textEn: "Magnetic bead clot detection",
              },
              {
                text: "Đầu kim hút có cảm biến mức dịch",
                textEn: "Probe with liquid level sensing",
              },
              {
                text: "Ưu tiên mẫu cấp cứu",
                textEn: "STAT sample priority",
              },
            ],
            specifications: [
              {
                key: "Công suất",
                keyEn: "Throughput",
                value: "Đến 120 xét nghiệm PT/giờ",
                valueEn: "Up to 120 PT tests/hour",
              },
              {
                key: "Số kênh đo",
                keyEn: "Test channels",
                value: "4 kênh",
                valueEn: "4 channels",
              },
              {
                key: "Vị trí mẫu",
                keyEn: "Sample positions",
                value: "30 vị trí",
                valueEn: "30 positions",
              },
              {
                key: "Xét nghiệm",
                keyEn: "Tests",
                value: "PT, APTT, FIB, TT",
                valueEn: "PT, APTT, FIB, TT",
              },
            ],
            image: { kind: "lab-analyser", hue: 248 },
          },
          {
            slug: "phan-mem-ai-phan-tich-te-bao-mau-waycen",
            name: "Phần mềm AI phân tích tế bào máu Waycen",
            nameEn: "Waycen AI Blood Cell Analysis Software",
            description:
              "Phần mềm trí tuệ nhân tạo hỗ trợ phân loại tế bào trên tiêu bản máu ngoại vi đã được số hóa. Hệ thống đề xuất phân loại sơ bộ để kỹ thuật viên xem xét và xác nhận, giúp rút ngắn thời gian đọc tiêu bản. Kết quả cuối cùng luôn do nhân viên chuyên môn quyết định.",
            descriptionEn:
              "Artificial intelligence software that assists with cell classification on digitised peripheral blood smears. It proposes a preliminary classification for technologists to review and confirm, shortening slide review time. The final result is always decided by qualified staff.",
            brands: ["Waycen"],
            features: [
              {
                text: "Đề xuất phân loại tế bào tự động",
                textEn: "Automatic cell classification proposals",
              },
              {
                text: "Giao diện duyệt và xác nhận nhanh",
                textEn: "Fast review and confirmation interface",
              },
              {
                text: "Lưu trữ hình ảnh phục vụ đào tạo",
                textEn: "Image archive for training",
              },
            ],
            specifications: [
              {
                key: "Đầu vào",
                keyEn: "Input",
                value: "Ảnh số tiêu bản máu ngoại vi",
                valueEn: "Digital images of peripheral blood smears",
              },
              {
                key: "Số lớp tế bào",
                keyEn: "Cell classes",
                value: "Hơn 15 lớp",
                valueEn: "More than 15 classes",
              },
              {
                key: "Triển khai",
                keyEn: "Deployment",
                value: "Máy trạm hoặc máy chủ nội bộ",
                valueEn: "Workstation or on-premises server",
              },
              {
                key: "Kết nối",
                keyEn: "Connectivity",
                value: "LIS qua HL7",
                valueEn: "LIS via HL7",
              },
            ],
            image: { kind: "ai-cells", hue: 266 },
          },
        ],
      },
      {
        slug: "vat-tu-thiet-bi-phu-tro-xet-nghiem",
        name: "Vật tư & thiết bị phụ trợ xét nghiệm",
        nameEn: "Laboratory Supplies & Auxiliary Equipment",
        description:
          "Tủ an toàn sinh học, xe đẩy lấy mẫu và ống lấy máu phục vụ an toàn và hiệu quả cho phòng xét nghiệm.",
        descriptionEn:
          "Biosafety cabinets, sample collection carts and blood collection tubes for a safe and efficient laboratory.",
        products: [
          {
            slug: "tu-an-toan-sinh-hoc-cap-ii-beneeon",
            name: "Tủ an toàn sinh học cấp II Beneeon",
            nameEn: "Beneeon Class II Biosafety Cabinet",
            description:
              "Tủ an toàn sinh học cấp II loại A2 bảo vệ đồng thời người thao tác, mẫu và môi trường. Hệ thống lọc HEPA kép với luồng khí thổi đứng ổn định, có cảnh báo khi lưu lượng khí bất thường. Đèn UV và cửa kính nâng hạ bằng điện giúp thuận tiện khi sử dụng.",
            descriptionEn:
              "A Class II type A2 biosafety cabinet that protects the operator, the sample and the environment. Dual HEPA filtration with stable downflow and alarms for abnormal airflow. A UV lamp and motorised sash make daily use convenient.",
            brands: ["Beneeon"],
            features: [
              {
                text: "Bảo vệ người dùng, mẫu và môi trường",
                textEn: "Protects operator, sample and environment",
              },
              {
                text: "Lọc HEPA kép hiệu suất cao",
                textEn: "Dual high-efficiency HEPA filtration",
              },
              {
                text: "Cảnh báo lưu lượng khí",
                textEn: "Airflow alarm",
              },
              {
                text: "Cửa kính nâng hạ bằng điện",
                textEn: "Motorised sash",
              },
            ],
            specifications: [
              {
                key: "Phân loại",
                keyEn: "Classification",
                value: "Cấp II, loại A2",
                valueEn: "Class II, type A2",
              },
              {
                key: "Hiệu suất lọc",
                keyEn: "Filter efficiency",
                value: "99,995% tại 0,3 µm",
                valueEn: "99.995% at 0.3 µm",
              },
              {
                key: "Kích thước trong (R × S × C)",
                keyEn: "Interior dimensions (W × D × H)",
                value: "1.200 × 600 × 660 mm",
                valueEn: "1,200 × 600 × 660 mm",
              },
              {
                key: "Độ ồn",
                keyEn: "Noise level",
                value: "≤ 65 dB(A)",
                valueEn: "≤ 65 dB(A)",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "EN 12469, CE",
                valueEn: "EN 12469, CE",
              },
            ],
            image: { kind: "biosafety-cabinet", hue: 258 },
          },
          {
            slug: "xe-day-lay-mau-xet-nghiem-beneeon",
            name: "Xe đẩy lấy mẫu xét nghiệm Beneeon",
            nameEn: "Beneeon Specimen Collection Cart",
            description:
              "Xe đẩy chuyên dụng cho điều dưỡng và kỹ thuật viên lấy mẫu tại giường bệnh. Khung hợp kim nhôm nhẹ, ngăn kéo có khóa, khay đựng ống nghiệm và hộp đựng vật sắc nhọn riêng biệt. Bề mặt kháng khuẩn, dễ lau chùi và khử khuẩn.",
            descriptionEn:
              "A cart designed for nurses and technicians collecting specimens at the bedside. It has a lightweight aluminium alloy frame, lockable drawers, tube racks and a separate sharps container holder. Antimicrobial surfaces are easy to wipe down and disinfect.",
            brands: ["Beneeon"],
            features: [
              {
                text: "Khung hợp kim nhôm nhẹ, bền",
                textEn: "Light, durable aluminium alloy frame",
              },
              {
                text: "Ngăn kéo khóa trung tâm",
                textEn: "Centrally locking drawers",
              },
              {
                text: "Bánh xe giảm ồn, có phanh",
                textEn: "Quiet castors with brakes",
              },
            ],
            specifications: [
              {
                key: "Kích thước (R × S × C)",
                keyEn: "Dimensions (W × D × H)",
                value: "650 × 480 × 960 mm",
                valueEn: "650 × 480 × 960 mm",
              },
              {
                key: "Số ngăn kéo",
                keyEn: "Drawers",
                value: "4 ngăn",
                valueEn: "4 drawers",
              },
              {
                key: "Tải trọng",
                keyEn: "Load capacity",
                value: "80 kg",
                valueEn: "80 kg",
              },
              {
                key: "Bánh xe",
                keyEn: "Castors",
                value: "4 bánh 100 mm, 2 bánh có phanh",
                valueEn: "4 × 100 mm castors, 2 with brakes",
              },
            ],
            image: { kind: "sampling-cart", hue: 272 },
          },
          {
            slug: "ong-lay-mau-chan-khong-vedkang",
            name: "Ống lấy máu chân không Vedkang",
            nameEn: "Vedkang Vacuum Blood Collection Tubes",
            description:
              "Ống lấy máu chân không với nắp mã màu theo loại chất chống đông • Thể tích hút chính xác, giảm sai số tỷ lệ máu và chất chống đông • Thành ống PET trong suốt, chịu ly tâm tốt • Đáp ứng nhu cầu xét nghiệm sinh hóa, huyết học và đông máu.",
            descriptionEn:
              "Vacuum blood collection tubes with colour-coded caps by additive • Accurate draw volume reduces blood-to-additive ratio errors • Clear PET walls that withstand centrifugation • Covers chemistry, haematology and coagulation testing needs.",
            brands: ["Vedkang"],
            features: [
              {
                text: "Nắp mã màu theo tiêu chuẩn quốc tế",
                textEn: "Internationally standard colour-coded caps",
              },
              {
                text: "Thể tích hút chính xác",
                textEn: "Accurate draw volume",
              },
              {
                text: "Ống PET chịu ly tâm",
                textEn: "Centrifuge-resistant PET tubes",
              },
            ],
            specifications: [
              {
                key: "Loại ống",
                keyEn: "Tube types",
                value: "EDTA K2, Heparin, Citrate 3,2%, Serum",
                valueEn: "K2 EDTA, Heparin, 3.2% Citrate, Serum",
              },
              {
                key: "Thể tích hút",
                keyEn: "Draw volume",
                value: "2 / 3 / 4 / 5 ml",
                valueEn: "2 / 3 / 4 / 5 ml",
              },
              {
                key: "Kích thước ống",
                keyEn: "Tube size",
                value: "13 × 75 mm / 13 × 100 mm",
                valueEn: "13 × 75 mm / 13 × 100 mm",
              },
              {
                key: "Quy cách",
                keyEn: "Packaging",
                value: "Khay 100 ống",
                valueEn: "Tray of 100 tubes",
              },
              {
                key: "Tiêu chuẩn",
                keyEn: "Standards",
                value: "ISO 6710, ISO 13485",
                valueEn: "ISO 6710, ISO 13485",
              },
            ],
            image: { kind: "blood-tubes", hue: 252 },
          },
        ],
      },
    ],
  },
];
