/**
 * Texts of the static public pages (about, partnership, training, careers, contact, design
 * showcases), Vietnamese first; `en` has the same shape.
 */
/** The figures staff keep in the site settings, which the about page's sentences quote. */
export interface CompanyFigures {
  foundedYear: number;
  staffCount: number;
  customerCount: number;
  partnerCount: number;
}

export const vi = {
  common: {
    contactUs: "Liên hệ với chúng tôi",
    viewProducts: "Xem sản phẩm",
  },

  about: {
    metaTitle: "Về chúng tôi",
    metaDescription: (f: CompanyFigures) =>
      `An Việt Medical: nhà phân phối chính thức thiết bị y tế từ năm ${f.foundedYear}, hơn ${f.staffCount} nhân sự, hơn ${f.customerCount} khách hàng, văn phòng tại Hà Nội và TP. Hồ Chí Minh.`,
    eyebrow: "Về An Việt Medical",
    title: (f: CompanyFigures) => `Đồng hành cùng ngành y tế Việt Nam từ năm ${f.foundedYear}`,
    intro:
      "Chúng tôi cung cấp thiết bị, vật tư và hóa chất y tế chính hãng cho bệnh viện, phòng khám trên toàn quốc, kèm dịch vụ lắp đặt, đào tạo và bảo trì tận tâm.",
    factsLabel: "An Việt Medical qua các con số",
    /** Their figures are the site settings' (founding year, staff, customers). */
    facts: { founded: "Năm thành lập", staff: "Nhân sự", customers: "Khách hàng" },
    storyTitle: "Chúng tôi là ai",
    story: (f: CompanyFigures) => [
      `Công ty TNHH Thiết bị Y tế An Việt (An Việt Medical) được thành lập năm ${f.foundedYear} với mong muốn đưa những công nghệ y tế tiên tiến trên thế giới đến gần hơn với bệnh viện và người bệnh Việt Nam.`,
      `Từ hai văn phòng tại Hà Nội và TP. Hồ Chí Minh, đội ngũ hơn ${f.staffCount} kỹ sư, chuyên viên tư vấn và nhân viên kinh doanh phục vụ hơn ${f.customerCount} bệnh viện, phòng khám trên cả nước, tập trung vào khoa nội soi, kiểm soát nhiễm khuẩn và phòng mổ.`,
      "Chúng tôi đồng hành cùng khách hàng trong suốt vòng đời thiết bị: tư vấn cấu hình, lắp đặt, đào tạo vận hành, bảo trì định kỳ và cung cấp vật tư chính hãng.",
    ],
    servicesTitle: "Lĩnh vực hoạt động",
    services: [
      "Hệ thống nội soi chẩn đoán và can thiệp",
      "Thiết bị kiểm soát nhiễm khuẩn và tiệt khuẩn",
      "Thiết bị phòng mổ và theo dõi bệnh nhân",
      "Lắp đặt, đào tạo và bảo trì kỹ thuật",
    ],
    partnersTitle: "Đối tác phân phối chính thức",
    partnersIntro: (f: CompanyFigures) =>
      `An Việt Medical là nhà phân phối chính thức tại Việt Nam của ${f.partnerCount} thương hiệu thiết bị y tế uy tín.`,
    partnersLink: "Xem chi tiết các đối tác",
    galleryTitle: "Hình ảnh hoạt động",
    galleryIntro: "Một vài khoảnh khắc tại văn phòng, kho hàng, các buổi đào tạo và công trình lắp đặt của chúng tôi.",
    galleryFeatured: "Hình ảnh nổi bật",
    galleryMore: "Thêm hình ảnh",
    openPhoto: (title: string) => `Xem ảnh lớn: ${title}`,
    viewer: {
      close: "Đóng",
      previous: "Ảnh trước",
      next: "Ảnh tiếp theo",
      position: (current: number, total: number) => `Ảnh ${current}/${total}`,
    },
    photos: {
      "office-hanoi": {
        title: "Văn phòng Hà Nội",
        description: "Trụ sở tại Hà Nội, nơi đội ngũ kinh doanh và tư vấn phục vụ khách hàng miền Bắc.",
        alt: "Minh họa văn phòng với hai nhân viên làm việc trước màn hình, cửa sổ nhìn ra thành phố",
      },
      warehouse: {
        title: "Kho hàng",
        description: "Kho bảo quản thiết bị và vật tư theo tiêu chuẩn, sẵn sàng giao hàng trên toàn quốc.",
        alt: "Minh họa kho hàng với các giá kệ xếp thùng và nhân viên bên xe nâng tay",
      },
      "training-room": {
        title: "Phòng đào tạo",
        description: "Lớp hướng dẫn vận hành hệ thống nội soi cho điều dưỡng và kỹ thuật viên.",
        alt: "Minh họa giảng viên đứng cạnh màn chiếu giảng bài cho học viên",
      },
      installation: {
        title: "Lắp đặt hệ thống nội soi",
        description: "Kỹ sư lắp đặt và hiệu chỉnh dàn nội soi tại phòng thủ thuật của bệnh viện.",
        alt: "Minh họa kỹ sư lắp đặt xe đẩy nội soi cạnh giường bệnh",
      },
      "exhibition-booth": {
        title: "Gian hàng triển lãm",
        description: "Giới thiệu giải pháp mới tại triển lãm chuyên ngành y tế.",
        alt: "Minh họa gian hàng triển lãm với phông nền xanh, màn hình và khách tham quan",
      },
      "endoscopy-suite": {
        title: "Phòng nội soi",
        description: "Phòng nội soi tiêu hóa được trang bị trọn gói sau khi bàn giao.",
        alt: "Minh họa phòng nội soi với dàn máy, màn hình và giường thủ thuật",
      },
      "operating-room": {
        title: "Phòng mổ",
        description: "Đèn mổ và bàn mổ được lắp đặt cho khối phẫu thuật.",
        alt: "Minh họa phòng mổ với hai đèn mổ phía trên bàn mổ và nhân viên y tế",
      },
      sterilization: {
        title: "Đơn vị tiệt khuẩn trung tâm",
        description: "Máy tiệt khuẩn hơi nước dung tích lớn tại đơn vị tiệt khuẩn trung tâm.",
        alt: "Minh họa máy tiệt khuẩn lớn với cửa tròn và xe đẩy dụng cụ",
      },
      "team-meeting": {
        title: "Họp đội ngũ",
        description: "Buổi họp triển khai dự án giữa các bộ phận kinh doanh và kỹ thuật.",
        alt: "Minh họa bốn đồng nghiệp họp quanh bàn với máy tính xách tay",
      },
      delivery: {
        title: "Giao hàng",
        description: "Xe giao hàng vận chuyển thiết bị đến bệnh viện.",
        alt: "Minh họa xe tải giao hàng và nhân viên bên cạnh các thùng hàng",
      },
      laboratory: {
        title: "Phòng xét nghiệm",
        description: "Thiết bị phòng xét nghiệm được bàn giao cho khách hàng.",
        alt: "Minh họa bàn xét nghiệm với kính hiển vi, ống nghiệm và máy ly tâm",
      },
      "hospital-handover": {
        title: "Bàn giao tại bệnh viện",
        description: "Bàn giao và nghiệm thu thiết bị cùng đại diện bệnh viện.",
        alt: "Minh họa hai người bắt tay trước tòa nhà bệnh viện",
      },
      seminar: {
        title: "Hội thảo khoa học",
        description: "Hội thảo cập nhật kỹ thuật nội soi cùng chuyên gia của hãng.",
        alt: "Minh họa hội trường với diễn giả trên sân khấu và khán giả",
      },
      maintenance: {
        title: "Bảo trì định kỳ",
        description: "Kỹ thuật viên bảo trì định kỳ thiết bị theo khuyến cáo của nhà sản xuất.",
        alt: "Minh họa kỹ thuật viên sửa chữa máy có nắp mở",
      },
      showroom: {
        title: "Phòng trưng bày",
        description: "Khu trưng bày thiết bị mẫu để khách hàng trải nghiệm trực tiếp.",
        alt: "Minh họa phòng trưng bày với ba thiết bị trên bục dưới đèn chiếu",
      },
      "office-hcm": {
        title: "Văn phòng TP. Hồ Chí Minh",
        description: "Văn phòng TP. Hồ Chí Minh phục vụ khách hàng khu vực miền Nam.",
        alt: "Minh họa quầy lễ tân với biểu tượng chữ thập và khách đến thăm",
      },
    },
    missionTitle: "Sứ mệnh",
    mission:
      "Mang đến cho các cơ sở y tế Việt Nam những thiết bị chính hãng, an toàn và hiệu quả, cùng dịch vụ kỹ thuật tận tâm, góp phần nâng cao chất lượng chăm sóc người bệnh.",
    visionTitle: "Tầm nhìn",
    vision:
      "Trở thành nhà phân phối và đối tác kỹ thuật được tin cậy hàng đầu trong lĩnh vực nội soi, kiểm soát nhiễm khuẩn và phòng mổ tại Việt Nam.",
    valuesTitle: "Giá trị cốt lõi",
    valuesIntro: "Bốn giá trị định hướng mọi hoạt động của chúng tôi.",
    values: [
      {
        title: "Uy tín",
        description: "Giữ đúng cam kết về chất lượng, tiến độ và dịch vụ sau bán hàng với từng khách hàng.",
      },
      {
        title: "Hợp tác",
        description: "Xây dựng quan hệ lâu dài, cùng có lợi với khách hàng, đối tác và đồng nghiệp.",
      },
      {
        title: "Minh bạch",
        description: "Thông tin sản phẩm, nguồn gốc và chứng từ rõ ràng, đầy đủ và trung thực.",
      },
      {
        title: "Trách nhiệm xã hội",
        description: "Đóng góp vào sức khỏe cộng đồng và phát triển bền vững của ngành y tế.",
      },
    ],
  },

  partnership: {
    metaTitle: "Đối tác thương hiệu",
    metaDescription:
      "Các thương hiệu thiết bị y tế An Việt Medical phân phối chính thức: Pentax Medical, STERIS, Vedkang, Ackermann, Waycen, Cook Medical, Lepu Medical, Creo Medical, Beneeon.",
    eyebrow: "Đối tác thương hiệu",
    title: "Thương hiệu hàng đầu thế giới",
    intro:
      "Chúng tôi là nhà phân phối chính thức của các nhà sản xuất thiết bị y tế uy tín từ Nhật Bản, Mỹ, Đức, Anh, Hàn Quốc và Trung Quốc.",
    listTitle: "Đối tác phân phối chính thức",
    country: "Quốc gia",
    speciality: "Lĩnh vực",
    viewProducts: "Xem sản phẩm",
    ctaTitle: "Bạn cần tư vấn về sản phẩm của đối tác?",
    ctaText: "Đội ngũ của chúng tôi sẵn sàng giới thiệu cấu hình phù hợp và báo giá chi tiết.",
    ctaButton: "Liên hệ tư vấn",
  },

  training: {
    metaTitle: "Đào tạo",
    metaDescription:
      "Khóa đào tạo vận hành thiết bị y tế, bảo trì sửa chữa, quản lý chất lượng y tế và an toàn lao động cho bệnh viện, phòng khám.",
    eyebrow: "Đào tạo",
    title: "Đào tạo chuyên môn cho đội ngũ y tế",
    intro:
      "Các khóa học thực hành giúp nhân viên y tế vận hành, bảo quản thiết bị đúng cách và làm việc an toàn, do kỹ sư được hãng chứng nhận giảng dạy.",
    register: "Đăng ký khóa học",
    brochure: "Nhận brochure",
    brochureFile: (size: string) => `(PDF, ${size})`,
    coursesTitle: "Các khóa đào tạo",
    coursesIntro: "Chương trình linh hoạt, có thể điều chỉnh theo thiết bị và nhu cầu của từng đơn vị.",
    duration: "Thời lượng",
    level: "Trình độ",
    audience: "Đối tượng",
    content: "Nội dung chính",
    registerFor: (course: string) => `Đăng ký: ${course}`,
    /** The seeded defaults of the site settings' courses (lib/site-content-defaults.ts); the page shows the settings'. */
    courses: [
      {
        id: "device-operation",
        title: "Vận hành thiết bị y tế",
        duration: "2-3 ngày",
        level: "Cơ bản",
        audience: "Bác sĩ, điều dưỡng, kỹ thuật viên",
        description: "Nắm vững cách vận hành an toàn và hiệu quả các thiết bị nội soi, tiệt khuẩn và phòng mổ.",
        features: [
          "Nguyên lý hoạt động và cấu tạo thiết bị",
          "Quy trình vận hành chuẩn",
          "Xử lý sự cố thường gặp",
          "Thực hành trên thiết bị thật",
        ],
      },
      {
        id: "maintenance-repair",
        title: "Bảo trì và sửa chữa thiết bị",
        duration: "5-7 ngày",
        level: "Nâng cao",
        audience: "Kỹ sư, kỹ thuật viên phòng vật tư – thiết bị",
        description: "Bảo dưỡng phòng ngừa, chẩn đoán lỗi và sửa chữa theo tiêu chuẩn của nhà sản xuất.",
        features: [
          "Lịch bảo trì phòng ngừa",
          "Chẩn đoán và khắc phục lỗi",
          "Hiệu chuẩn và kiểm tra an toàn điện",
          "Quản lý phụ tùng và hồ sơ thiết bị",
        ],
      },
      {
        id: "quality-management",
        title: "Quản lý chất lượng y tế",
        duration: "3-4 ngày",
        level: "Trung cấp",
        audience: "Cán bộ quản lý, phòng quản lý chất lượng",
        description: "Xây dựng và duy trì hệ thống quản lý chất lượng cho khoa phòng và đơn vị tiệt khuẩn.",
        features: [
          "Tiêu chuẩn ISO 13485 và ISO 9001",
          "Kiểm soát quy trình tái xử lý dụng cụ",
          "Truy xuất nguồn gốc và hồ sơ",
          "Đánh giá nội bộ và cải tiến",
        ],
      },
      {
        id: "occupational-safety",
        title: "An toàn lao động",
        duration: "1-2 ngày",
        level: "Cơ bản",
        audience: "Toàn bộ nhân viên làm việc với thiết bị",
        description: "Phòng ngừa rủi ro khi làm việc với thiết bị điện, hóa chất và nguồn nhiệt.",
        features: [
          "An toàn điện và bức xạ",
          "Sử dụng hóa chất khử khuẩn an toàn",
          "Trang bị bảo hộ cá nhân",
          "Xử lý tình huống khẩn cấp",
        ],
      },
    ],
    modesTitle: "Hình thức đào tạo",
    modesIntro: "Chọn hình thức phù hợp với lịch làm việc và điều kiện của đơn vị.",
    /** The seeded defaults of the site settings' training modes; the page shows the settings'. */
    modes: [
      { title: "Tại cơ sở", description: "Giảng viên đến bệnh viện, đào tạo ngay trên thiết bị đang sử dụng." },
      { title: "Tại trung tâm", description: "Học tại phòng đào tạo của chúng tôi với đầy đủ thiết bị mẫu." },
      { title: "Trực tuyến", description: "Lớp học trực tuyến cho phần lý thuyết và cập nhật kiến thức." },
      { title: "Theo yêu cầu", description: "Chương trình thiết kế riêng theo nội dung và thời gian bạn chọn." },
    ],
    benefitsTitle: "Lợi ích khi tham gia",
    benefits: [
      { title: "Giảng viên chuyên môn", description: "Kỹ sư được hãng đào tạo và chứng nhận trực tiếp." },
      { title: "Thực hành trên thiết bị thật", description: "Phần lớn thời lượng dành cho thực hành." },
      { title: "Chứng nhận hoàn thành", description: "Học viên nhận chứng nhận sau khóa học." },
      { title: "Tài liệu đầy đủ", description: "Giáo trình, quy trình và tài liệu tham khảo bằng tiếng Việt." },
      { title: "Hỗ trợ sau đào tạo", description: "Giải đáp thắc mắc và hỗ trợ kỹ thuật sau khóa học." },
      { title: "Lịch học linh hoạt", description: "Sắp xếp theo ca làm việc của khoa phòng." },
    ],
    ctaTitle: "Bạn cần một chương trình đào tạo riêng?",
    ctaText: "Liên hệ để được tư vấn nội dung, hình thức và lịch học phù hợp với đơn vị của bạn.",
    consultation: "Tư vấn đào tạo",
    catalogue: "Xem danh mục sản phẩm",
  },

  recruitment: {
    metaTitle: "Thông tin tuyển dụng",
    metaDescription:
      "An Việt Medical tuyển nhân viên kinh doanh và nhân viên kỹ thuật tại văn phòng TP. Hồ Chí Minh. Lương thỏa thuận, làm việc từ thứ Hai đến thứ Sáu.",
    eyebrow: "Tuyển dụng",
    title: "Gia nhập đội ngũ An Việt Medical",
    intro:
      "Chúng tôi tìm kiếm những đồng nghiệp năng động, ham học hỏi, muốn phát triển sự nghiệp trong lĩnh vực thiết bị y tế.",
    openingsTitle: "Vị trí đang tuyển",
    location: "Địa điểm",
    schedule: "Thời gian làm việc",
    salary: "Mức lương",
    experience: "Kinh nghiệm",
    contact: "Liên hệ",
    duties: "Mô tả công việc",
    requirements: "Yêu cầu",
    applyByEmail: "Ứng tuyển qua email",
    emailSubject: (job: string) => `Ứng tuyển vị trí ${job}`,
    /** The seeded defaults of the site settings' job openings; the page shows the settings'. */
    jobs: [
      {
        id: "sales",
        title: "Nhân viên kinh doanh",
        summary: "Phát triển khách hàng là bệnh viện, phòng khám khu vực miền Nam cho các dòng thiết bị y tế.",
        location: "Văn phòng TP. Hồ Chí Minh",
        schedule: "Thứ Hai – Thứ Sáu",
        salary: "Thỏa thuận",
        experience: "0-2 năm",
        duties: [
          "Tìm kiếm, tiếp cận và chăm sóc khách hàng là bệnh viện, phòng khám",
          "Giới thiệu sản phẩm, tư vấn cấu hình và lập báo giá",
          "Theo dõi hồ sơ dự thầu và hợp đồng",
          "Phối hợp với bộ phận kỹ thuật trong lắp đặt và bàn giao",
        ],
        requirements: [
          "Tốt nghiệp cao đẳng, đại học khối y, dược, kinh tế hoặc kỹ thuật",
          "Giao tiếp tốt, chủ động, chịu được áp lực doanh số",
          "Ưu tiên ứng viên có kinh nghiệm kinh doanh thiết bị y tế",
          "Sử dụng thành thạo tin học văn phòng",
        ],
      },
      {
        id: "technical",
        title: "Nhân viên kỹ thuật",
        summary: "Lắp đặt, bảo trì, sửa chữa thiết bị và hướng dẫn người dùng tại các cơ sở y tế.",
        location: "Văn phòng TP. Hồ Chí Minh",
        schedule: "Thứ Hai – Thứ Sáu",
        salary: "Thỏa thuận",
        experience: "0-2 năm",
        duties: [
          "Lắp đặt, hiệu chỉnh và bàn giao thiết bị tại bệnh viện",
          "Bảo trì định kỳ, chẩn đoán và sửa chữa thiết bị",
          "Hướng dẫn vận hành cho bác sĩ, điều dưỡng, kỹ thuật viên",
          "Lập báo cáo dịch vụ và quản lý hồ sơ thiết bị",
        ],
        requirements: [
          "Tốt nghiệp cao đẳng, đại học ngành điện tử, cơ điện tử, kỹ thuật y sinh",
          "Đọc hiểu tài liệu kỹ thuật tiếng Anh",
          "Sẵn sàng đi công tác",
          "Được đào tạo chuyên sâu về thiết bị của hãng",
        ],
      },
    ],
    applyTitle: "Cách ứng tuyển",
    applyIntro: "Chúng tôi không nhận hồ sơ qua biểu mẫu trực tuyến. Bạn có thể ứng tuyển theo một trong hai cách:",
    byPhoneTitle: "Gọi điện trực tiếp",
    byPhoneText: "Gọi Phòng Hành chính – Nhân sự tại văn phòng TP. Hồ Chí Minh, gặp:",
    contactName: "Chị Nguyễn Thị Thu Hà",
    byEmailTitle: "Gửi hồ sơ qua email",
    byEmailText: "Gửi CV và thư xin việc, ghi rõ vị trí ứng tuyển ở tiêu đề email, đến địa chỉ:",
    genericSubject: "Ứng tuyển – CV và thư xin việc",
    whyTitle: "Vì sao chọn An Việt Medical",
    why: [
      { title: "Đào tạo bài bản", description: "Đào tạo sản phẩm và kỹ năng từ các hãng đối tác." },
      { title: "Thu nhập cạnh tranh", description: "Lương thỏa thuận theo năng lực, thưởng theo kết quả." },
      { title: "Môi trường thân thiện", description: "Đội ngũ trẻ, hỗ trợ lẫn nhau, cởi mở với ý tưởng mới." },
      { title: "Lộ trình phát triển", description: "Cơ hội thăng tiến rõ ràng theo đóng góp." },
    ],
  },

  contact: {
    metaTitle: "Liên hệ",
    metaDescription:
      "Liên hệ An Việt Medical: hotline, email, địa chỉ văn phòng Hà Nội và TP. Hồ Chí Minh, giờ làm việc và bản đồ.",
    eyebrow: "Liên hệ",
    title: "Liên hệ với chúng tôi",
    intro: "Gọi điện hoặc gửi email cho chúng tôi, hoặc ghé thăm một trong hai văn phòng trong giờ làm việc.",
    phoneTitle: "Điện thoại",
    hotline: "Hotline toàn quốc",
    north: "Miền Bắc",
    south: "Miền Nam",
    emailTitle: "Email",
    hanoiOffice: "Văn phòng Hà Nội",
    hcmOffice: "Văn phòng TP. Hồ Chí Minh",
    hoursTitle: "Giờ làm việc",
    mapsTitle: "Bản đồ văn phòng",
    mapOf: (office: string) => `Bản đồ ${office}`,
    openMap: "Mở bản đồ trong tab mới",
    topicTitle: "Nội dung bạn quan tâm",
    topics: {
      training: "Đăng ký khóa đào tạo: hãy gọi hoặc gửi email cho chúng tôi, ghi rõ khóa học và số học viên.",
      brochure: "Nhận brochure đào tạo: gửi email cho chúng tôi, brochure sẽ được gửi lại trong ngày làm việc.",
      consultation: "Tư vấn đào tạo: chuyên viên sẽ tư vấn nội dung, hình thức và lịch học phù hợp.",
      partnership: "Tư vấn sản phẩm của các đối tác: hãy cho chúng tôi biết thương hiệu và thiết bị bạn quan tâm.",
    },
    course: (title: string) => `Khóa học: ${title}`,
  },

  colors: {
    metaTitle: "Bảng màu",
    metaDescription:
      "Bảng màu thương hiệu An Việt Medical: màu chủ đạo #0433c8, các sắc độ, màu trung tính và màu trạng thái.",
    title: "Bảng màu thương hiệu",
    intro: "Nhấn vào một ô màu để sao chép mã màu.",
    groups: {
      brand: "Màu thương hiệu",
      neutral: "Màu trung tính",
      status: "Màu trạng thái",
    },
    names: {
      "primary-50": "Xanh thương hiệu 50",
      "primary-100": "Xanh thương hiệu 100",
      "primary-300": "Xanh thương hiệu 300",
      "primary-500": "Xanh thương hiệu 500",
      primary: "Xanh thương hiệu (chủ đạo)",
      "primary-700": "Xanh thương hiệu 700",
      "primary-800": "Xanh thương hiệu 800",
      "slate-50": "Nền sáng",
      "slate-200": "Đường viền",
      "slate-500": "Chữ phụ",
      "slate-900": "Chữ chính",
      success: "Thành công",
      warning: "Cảnh báo",
      error: "Lỗi",
      info: "Thông tin",
    },
    copy: (name: string, value: string) => `Sao chép ${name} ${value}`,
    copied: (value: string) => `Đã sao chép ${value}`,
    copyFailed: (value: string) => `Không thể sao chép tự động. Mã màu: ${value}`,
  },

  logoDemo: {
    metaTitle: "Logo",
    metaDescription: "Logo An Việt Medical trên nền sáng, nền tối và ở các kích thước khác nhau.",
    title: "Logo An Việt Medical",
    intro: "Logo gồm biểu tượng chữ thập trắng trên nền xanh thương hiệu và tên công ty.",
    backgroundsTitle: "Trên các nền",
    backgrounds: {
      light: "Nền trắng",
      subtle: "Nền xám nhạt",
      brand: "Nền xanh thương hiệu",
      dark: "Nền tối",
    },
    sizesTitle: "Kích thước",
    size: (percent: number) => `${percent}%`,
    rulesTitle: "Nguyên tắc sử dụng",
    rules: [
      "Chừa khoảng trống xung quanh logo tối thiểu bằng chiều cao biểu tượng.",
      "Dùng bản màu trên nền sáng và bản trắng trên nền xanh hoặc nền tối.",
      "Không kéo giãn, xoay, đổi màu hay thêm hiệu ứng cho logo.",
    ],
  },
};

export const en: typeof vi = {
  common: {
    contactUs: "Contact us",
    viewProducts: "View products",
  },

  about: {
    metaTitle: "About us",
    metaDescription: (f: CompanyFigures) =>
      `An Viet Medical: authorised medical-equipment distributor since ${f.foundedYear}, ${f.staffCount}+ staff, ${f.customerCount}+ customers, offices in Hanoi and Ho Chi Minh City.`,
    eyebrow: "About An Viet Medical",
    title: (f: CompanyFigures) => `Serving Vietnamese healthcare since ${f.foundedYear}`,
    intro:
      "We supply genuine medical equipment, consumables and chemicals to hospitals and clinics across Vietnam, with dedicated installation, training and maintenance.",
    factsLabel: "An Viet Medical in numbers",
    facts: { founded: "Founded", staff: "Staff", customers: "Customers" },
    storyTitle: "Who we are",
    story: (f: CompanyFigures) => [
      `An Viet Medical Equipment Co., Ltd. (An Viet Medical) was founded in ${f.foundedYear} to bring the world's advanced medical technology closer to Vietnamese hospitals and patients.`,
      `From our offices in Hanoi and Ho Chi Minh City, a team of more than ${f.staffCount} engineers, consultants and sales staff serves over ${f.customerCount} hospitals and clinics nationwide, focusing on endoscopy, infection control and the operating room.`,
      "We stay with our customers for the whole life of their equipment: configuration advice, installation, operator training, preventive maintenance and genuine supplies.",
    ],
    servicesTitle: "What we do",
    services: [
      "Diagnostic and interventional endoscopy systems",
      "Infection-control and sterilisation equipment",
      "Operating-room and patient-monitoring equipment",
      "Installation, training and technical service",
    ],
    partnersTitle: "Official distribution partners",
    partnersIntro: (f: CompanyFigures) =>
      `An Viet Medical is the official Vietnamese distributor of ${f.partnerCount} renowned medical-equipment ${f.partnerCount === 1 ? "brand" : "brands"}.`,
    partnersLink: "See our partners in detail",
    galleryTitle: "Our work in pictures",
    galleryIntro: "A few moments from our offices, warehouse, training sessions and installation sites.",
    galleryFeatured: "Featured photos",
    galleryMore: "More photos",
    openPhoto: (title: string) => `View larger: ${title}`,
    viewer: {
      close: "Close",
      previous: "Previous photo",
      next: "Next photo",
      position: (current: number, total: number) => `Photo ${current} of ${total}`,
    },
    photos: {
      "office-hanoi": {
        title: "Hanoi office",
        description: "Our Hanoi head office, home of the sales and advisory team serving the North.",
        alt: "Illustration of an office with two colleagues at their screens and windows over the city",
      },
      warehouse: {
        title: "Warehouse",
        description: "Equipment and supplies stored to standard, ready for delivery nationwide.",
        alt: "Illustration of a warehouse with racks of boxes and a worker beside a pallet truck",
      },
      "training-room": {
        title: "Training room",
        description: "An endoscopy system operation class for nurses and technicians.",
        alt: "Illustration of a trainer beside a projection screen teaching a class",
      },
      installation: {
        title: "Endoscopy system installation",
        description: "An engineer installing and calibrating an endoscopy tower in a hospital procedure room.",
        alt: "Illustration of an engineer setting up an endoscopy cart beside a patient bed",
      },
      "exhibition-booth": {
        title: "Exhibition booth",
        description: "Presenting new solutions at a medical trade exhibition.",
        alt: "Illustration of an exhibition booth with a blue backdrop, a screen and visitors",
      },
      "endoscopy-suite": {
        title: "Endoscopy suite",
        description: "A gastrointestinal endoscopy suite fully equipped and handed over.",
        alt: "Illustration of an endoscopy room with the equipment tower, monitor and procedure bed",
      },
      "operating-room": {
        title: "Operating room",
        description: "Surgical lights and an operating table installed for a surgical unit.",
        alt: "Illustration of an operating room with two surgical lights over the table and staff",
      },
      sterilization: {
        title: "Central sterile services",
        description: "A large steam steriliser in a central sterile services department.",
        alt: "Illustration of a large steriliser with a round door and an instrument trolley",
      },
      "team-meeting": {
        title: "Team meeting",
        description: "A project kick-off meeting between the sales and technical teams.",
        alt: "Illustration of four colleagues meeting around a table with a laptop",
      },
      delivery: {
        title: "Delivery",
        description: "A delivery van taking equipment to a hospital.",
        alt: "Illustration of a delivery van and a worker beside boxes",
      },
      laboratory: {
        title: "Laboratory",
        description: "Laboratory equipment handed over to a customer.",
        alt: "Illustration of a laboratory bench with a microscope, test tubes and a centrifuge",
      },
      "hospital-handover": {
        title: "Hospital handover",
        description: "Handing over and commissioning equipment with hospital representatives.",
        alt: "Illustration of two people shaking hands in front of a hospital building",
      },
      seminar: {
        title: "Scientific seminar",
        description: "An endoscopy techniques update seminar with the manufacturer's experts.",
        alt: "Illustration of a hall with a speaker on stage and an audience",
      },
      maintenance: {
        title: "Preventive maintenance",
        description: "A technician servicing equipment as the manufacturer recommends.",
        alt: "Illustration of a technician repairing a machine with an open panel",
      },
      showroom: {
        title: "Showroom",
        description: "A showroom where customers can try demonstration equipment.",
        alt: "Illustration of a showroom with three devices on plinths under spotlights",
      },
      "office-hcm": {
        title: "Ho Chi Minh City office",
        description: "Our Ho Chi Minh City office, serving customers in the South.",
        alt: "Illustration of a reception desk with a cross emblem and a visitor",
      },
    },
    missionTitle: "Mission",
    mission:
      "To give Vietnamese healthcare facilities genuine, safe and effective equipment with dedicated technical service, helping raise the quality of patient care.",
    visionTitle: "Vision",
    vision:
      "To be the most trusted distributor and technical partner in endoscopy, infection control and the operating room in Vietnam.",
    valuesTitle: "Core values",
    valuesIntro: "Four values guide everything we do.",
    values: [
      {
        title: "Trust",
        description: "Keeping our promises on quality, delivery and after-sales service to every customer.",
      },
      {
        title: "Cooperation",
        description: "Building long, mutually beneficial relationships with customers, partners and colleagues.",
      },
      { title: "Transparency", description: "Clear, complete and honest product information, origin and documents." },
      {
        title: "Social responsibility",
        description: "Contributing to public health and the sustainable growth of healthcare.",
      },
    ],
  },

  partnership: {
    metaTitle: "Brand partners",
    metaDescription:
      "The medical-equipment brands An Viet Medical officially distributes: Pentax Medical, STERIS, Vedkang, Ackermann, Waycen, Cook Medical, Lepu Medical, Creo Medical, Beneeon.",
    eyebrow: "Brand partners",
    title: "World-leading brands",
    intro:
      "We are the official distributor of renowned medical-equipment manufacturers from Japan, the USA, Germany, the UK, Korea and China.",
    listTitle: "Official distribution partners",
    country: "Country",
    speciality: "Speciality",
    viewProducts: "View products",
    ctaTitle: "Need advice on our partners' products?",
    ctaText: "Our team is ready to suggest the right configuration and send a detailed quotation.",
    ctaButton: "Ask for advice",
  },

  training: {
    metaTitle: "Training",
    metaDescription:
      "Training courses in medical device operation, maintenance and repair, healthcare quality management and occupational safety for hospitals and clinics.",
    eyebrow: "Training",
    title: "Professional training for healthcare teams",
    intro:
      "Hands-on courses that help healthcare staff operate and care for equipment properly and work safely, taught by manufacturer-certified engineers.",
    register: "Register for a course",
    brochure: "Get the brochure",
    brochureFile: (size: string) => `(PDF, ${size})`,
    coursesTitle: "Training courses",
    coursesIntro: "Flexible programmes, adapted to each facility's equipment and needs.",
    duration: "Duration",
    level: "Level",
    audience: "Audience",
    content: "Key content",
    registerFor: (course: string) => `Register: ${course}`,
    courses: [
      {
        id: "device-operation",
        title: "Medical device operation",
        duration: "2-3 days",
        level: "Basic",
        audience: "Doctors, nurses, technicians",
        description: "Operate endoscopy, sterilisation and operating-room equipment safely and effectively.",
        features: [
          "How the equipment works and is built",
          "Standard operating procedures",
          "Handling common faults",
          "Practice on real equipment",
        ],
      },
      {
        id: "maintenance-repair",
        title: "Maintenance and repair",
        duration: "5-7 days",
        level: "Advanced",
        audience: "Biomedical engineers and technicians",
        description: "Preventive maintenance, fault diagnosis and repair to the manufacturer's standards.",
        features: [
          "Preventive maintenance schedules",
          "Fault diagnosis and repair",
          "Calibration and electrical safety testing",
          "Spare parts and equipment records",
        ],
      },
      {
        id: "quality-management",
        title: "Healthcare quality management",
        duration: "3-4 days",
        level: "Intermediate",
        audience: "Managers and quality departments",
        description: "Build and maintain a quality management system for departments and sterile services.",
        features: [
          "ISO 13485 and ISO 9001",
          "Controlling instrument reprocessing",
          "Traceability and records",
          "Internal audits and improvement",
        ],
      },
      {
        id: "occupational-safety",
        title: "Occupational safety",
        duration: "1-2 days",
        level: "Basic",
        audience: "All staff working with equipment",
        description: "Prevent risks when working with electrical equipment, chemicals and heat.",
        features: [
          "Electrical and radiation safety",
          "Safe use of disinfectants",
          "Personal protective equipment",
          "Emergency response",
        ],
      },
    ],
    modesTitle: "Training modes",
    modesIntro: "Choose the mode that suits your facility's schedule and conditions.",
    modes: [
      { title: "On site", description: "Our trainers come to your hospital and teach on the equipment you use." },
      { title: "At our centre", description: "Learn in our training room with a full set of demonstration equipment." },
      { title: "Online", description: "Online classes for theory and knowledge updates." },
      { title: "On request", description: "A programme designed around the content and dates you choose." },
    ],
    benefitsTitle: "Why train with us",
    benefits: [
      { title: "Expert trainers", description: "Engineers trained and certified by the manufacturers." },
      { title: "Practice on real equipment", description: "Most of the time is spent hands-on." },
      { title: "Certificate of completion", description: "Every participant receives a certificate." },
      { title: "Complete materials", description: "Course books, procedures and references in Vietnamese." },
      { title: "Support after training", description: "Answers to questions and technical help after the course." },
      { title: "Flexible schedule", description: "Sessions arranged around your department's shifts." },
    ],
    ctaTitle: "Need a tailored training programme?",
    ctaText: "Contact us for advice on the content, mode and schedule that suit your facility.",
    consultation: "Training advice",
    catalogue: "Browse the product catalogue",
  },

  recruitment: {
    metaTitle: "Careers",
    metaDescription:
      "An Viet Medical is hiring sales and technical staff at its Ho Chi Minh City office. Salary negotiable, Monday to Friday.",
    eyebrow: "Careers",
    title: "Join the An Viet Medical team",
    intro: "We are looking for energetic colleagues, eager to learn, who want a career in medical equipment.",
    openingsTitle: "Open positions",
    location: "Location",
    schedule: "Working days",
    salary: "Salary",
    experience: "Experience",
    contact: "Contact",
    duties: "Duties",
    requirements: "Requirements",
    applyByEmail: "Apply by email",
    emailSubject: (job: string) => `Application: ${job}`,
    jobs: [
      {
        id: "sales",
        title: "Sales staff",
        summary: "Grow our hospital and clinic customers in the South for our medical equipment lines.",
        location: "Ho Chi Minh City office",
        schedule: "Monday to Friday",
        salary: "Negotiable",
        experience: "0-2 years",
        duties: [
          "Find, approach and look after hospital and clinic customers",
          "Present products, advise on configurations and prepare quotations",
          "Follow tenders and contracts",
          "Work with the technical team on installation and handover",
        ],
        requirements: [
          "College or university degree in medicine, pharmacy, business or engineering",
          "Good communication, proactive, comfortable with sales targets",
          "Experience selling medical equipment is a plus",
          "Fluent with office software",
        ],
      },
      {
        id: "technical",
        title: "Technical staff",
        summary: "Install, maintain and repair equipment and train users at healthcare facilities.",
        location: "Ho Chi Minh City office",
        schedule: "Monday to Friday",
        salary: "Negotiable",
        experience: "0-2 years",
        duties: [
          "Install, calibrate and hand over equipment at hospitals",
          "Preventive maintenance, fault diagnosis and repair",
          "Train doctors, nurses and technicians to operate equipment",
          "Write service reports and keep equipment records",
        ],
        requirements: [
          "College or university degree in electronics, mechatronics or biomedical engineering",
          "Able to read technical documents in English",
          "Willing to travel",
          "In-depth training on the manufacturers' equipment is provided",
        ],
      },
    ],
    applyTitle: "How to apply",
    applyIntro: "We do not take applications through an online form. Apply in one of two ways:",
    byPhoneTitle: "Call us",
    byPhoneText: "Call Administration and Human Resources at the Ho Chi Minh City office and ask for:",
    contactName: "Ms Nguyen Thi Thu Ha",
    byEmailTitle: "Email your application",
    byEmailText: "Send your CV and a cover letter, with the position in the subject line, to:",
    genericSubject: "Application – CV and cover letter",
    whyTitle: "Why An Viet Medical",
    why: [
      { title: "Thorough training", description: "Product and skills training from our partner manufacturers." },
      { title: "Competitive pay", description: "Salary negotiated on ability, with performance bonuses." },
      { title: "Friendly workplace", description: "A young, supportive team open to new ideas." },
      { title: "Career path", description: "Clear opportunities to progress with your contribution." },
    ],
  },

  contact: {
    metaTitle: "Contact",
    metaDescription:
      "Contact An Viet Medical: hotline, email, Hanoi and Ho Chi Minh City office addresses, working hours and maps.",
    eyebrow: "Contact",
    title: "Get in touch",
    intro: "Call or email us, or visit one of our two offices during working hours.",
    phoneTitle: "Phone",
    hotline: "Nationwide hotline",
    north: "North",
    south: "South",
    emailTitle: "Email",
    hanoiOffice: "Hanoi office",
    hcmOffice: "Ho Chi Minh City office",
    hoursTitle: "Working hours",
    mapsTitle: "Office maps",
    mapOf: (office: string) => `Map of the ${office}`,
    openMap: "Open the map in a new tab",
    topicTitle: "Your enquiry",
    topics: {
      training: "Course registration: call or email us with the course and the number of participants.",
      brochure: "Training brochure: email us and we will send the brochure within one working day.",
      consultation: "Training advice: a consultant will suggest the content, mode and schedule that suit you.",
      partnership: "Partner products: tell us which brand and equipment you are interested in.",
    },
    course: (title: string) => `Course: ${title}`,
  },

  colors: {
    metaTitle: "Colour palette",
    metaDescription:
      "The An Viet Medical colour palette: brand primary #0433c8, its shades, neutral and status colours.",
    title: "Brand colour palette",
    intro: "Click a swatch to copy its colour value.",
    groups: {
      brand: "Brand colours",
      neutral: "Neutral colours",
      status: "Status colours",
    },
    names: {
      "primary-50": "Brand blue 50",
      "primary-100": "Brand blue 100",
      "primary-300": "Brand blue 300",
      "primary-500": "Brand blue 500",
      primary: "Brand blue (primary)",
      "primary-700": "Brand blue 700",
      "primary-800": "Brand blue 800",
      "slate-50": "Light background",
      "slate-200": "Border",
      "slate-500": "Secondary text",
      "slate-900": "Main text",
      success: "Success",
      warning: "Warning",
      error: "Error",
      info: "Information",
    },
    copy: (name: string, value: string) => `Copy ${name} ${value}`,
    copied: (value: string) => `Copied ${value}`,
    copyFailed: (value: string) => `Could not copy automatically. Colour value: ${value}`,
  },

  logoDemo: {
    metaTitle: "Logo",
    metaDescription: "The An Viet Medical logo on light and dark backgrounds and at different sizes.",
    title: "The An Viet Medical logo",
    intro: "The logo is a white cross on the brand blue, beside the company name.",
    backgroundsTitle: "On backgrounds",
    backgrounds: {
      light: "White background",
      subtle: "Light grey background",
      brand: "Brand blue background",
      dark: "Dark background",
    },
    sizesTitle: "Sizes",
    size: (percent: number) => `${percent}%`,
    rulesTitle: "Usage rules",
    rules: [
      "Leave clear space around the logo at least as tall as the mark.",
      "Use the colour version on light backgrounds and the white version on blue or dark ones.",
      "Do not stretch, rotate, recolour or add effects to the logo.",
    ],
  },
};

/** Both languages, for useMessages(). */
export const messages = { vi, en };
