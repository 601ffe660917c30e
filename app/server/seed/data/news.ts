import type { SeedArticle } from "../types";

/**
 * Demo news articles: 8 published (Aug–Nov 2026) and 2 drafts.
 * Hospital names are deliberately generic; no third-party statements are quoted.
 */
export const DEMO_ARTICLES: SeedArticle[] = [
  {
    slug: "chinh-thuc-tro-thanh-nha-phan-phoi-uy-quyen-cua-pentax-medical-tai-viet-nam",
    title: "Chính thức trở thành nhà phân phối ủy quyền của Pentax Medical tại Việt Nam",
    titleEn: "We are now an authorised Pentax Medical distributor in Vietnam",
    subtitle: "Mở rộng khả năng tiếp cận giải pháp nội soi Nhật Bản cho bệnh viện trên cả nước",
    subtitleEn: "Bringing Japanese endoscopy solutions within reach of hospitals nationwide",
    excerpt:
      "Thỏa thuận hợp tác với Pentax Medical giúp các bệnh viện Việt Nam tiếp cận hệ thống nội soi video, ống soi mềm chính hãng cùng dịch vụ kỹ thuật và đào tạo được chuẩn hóa theo yêu cầu của hãng.",
    excerptEn:
      "Our agreement with Pentax Medical gives Vietnamese hospitals access to genuine video endoscopy systems and flexible endoscopes, backed by technical service and training that meet the manufacturer's standards.",
    content: `<h2>Bước tiến mới trong lĩnh vực nội soi</h2>
<p>Chúng tôi vui mừng thông báo đã ký kết thỏa thuận phân phối ủy quyền với <strong>Pentax Medical</strong>, thương hiệu nội soi đến từ Nhật Bản với nhiều thập kỷ kinh nghiệm phát triển ống soi mềm và bộ xử lý hình ảnh. Theo thỏa thuận, công ty sẽ cung cấp các dòng sản phẩm nội soi tiêu hóa, nội soi hô hấp và giải pháp hình ảnh của Pentax Medical cho các cơ sở y tế trên toàn quốc, đồng thời đảm nhận dịch vụ lắp đặt, bảo hành và đào tạo người dùng.</p>
<p>Sự hợp tác là kết quả của quá trình làm việc nhiều tháng giữa hai bên, bao gồm đánh giá năng lực kỹ thuật, hệ thống kho bãi và quy trình chăm sóc khách hàng. Đội ngũ kỹ sư của chúng tôi đã hoàn thành chương trình đào tạo chuyên sâu do chuyên gia của hãng trực tiếp hướng dẫn.</p>
<h2>Danh mục sản phẩm chính</h2>
<ul>
  <li><strong>Hệ thống nội soi video</strong> với bộ xử lý Full HD và các chế độ tăng cường hình ảnh kỹ thuật số.</li>
  <li><strong>Ống soi mềm</strong> gồm ống soi dạ dày, đại tràng, tá tràng và phế quản cho cả chẩn đoán và can thiệp.</li>
  <li><strong>Phụ kiện và phụ tùng chính hãng</strong> phục vụ bảo trì và thay thế định kỳ.</li>
</ul>
<h2>Cam kết dịch vụ cho bệnh viện</h2>
<p>Chúng tôi hiểu rằng giá trị của một hệ thống nội soi không chỉ nằm ở thiết bị mà còn ở khả năng vận hành ổn định trong nhiều năm. Vì vậy, mỗi hệ thống Pentax Medical do công ty cung cấp đều đi kèm gói dịch vụ gồm lắp đặt, hướng dẫn sử dụng tại chỗ, bảo trì định kỳ và hỗ trợ kỹ thuật qua đường dây nóng. Kho phụ tùng tại Hà Nội và TP. Hồ Chí Minh giúp rút ngắn thời gian sửa chữa, hạn chế gián đoạn hoạt động của phòng nội soi.</p>
<blockquote>“Chúng tôi muốn mỗi bác sĩ nội soi tại Việt Nam, dù làm việc ở tuyến trung ương hay tuyến tỉnh, đều có thể tiếp cận công cụ chẩn đoán chất lượng cao cùng sự hỗ trợ kỹ thuật kịp thời.” — Đại diện Ban Giám đốc</blockquote>
<h2>Đào tạo và đồng hành lâu dài</h2>
<p>Bên cạnh cung cấp thiết bị, công ty sẽ phối hợp với Pentax Medical tổ chức các khóa đào tạo về kỹ thuật nội soi, chăm sóc ống soi và tái xử lý đúng quy trình. Các buổi đào tạo được thiết kế cho bác sĩ, điều dưỡng và kỹ thuật viên, kết hợp lý thuyết với thực hành trên thiết bị thật. Chúng tôi tin rằng đầu tư vào con người là cách bền vững nhất để nâng cao chất lượng nội soi.</p>
<p>Trong giai đoạn đầu, công ty ưu tiên hỗ trợ các bệnh viện đang sử dụng thiết bị Pentax Medical chuyển sang kênh bảo hành và cung cấp phụ tùng chính hãng. Khách hàng hiện hữu sẽ được kiểm tra tình trạng ống soi miễn phí một lần để lập kế hoạch bảo trì phù hợp.</p>
<p>Các bệnh viện quan tâm đến giải pháp nội soi Pentax Medical có thể liên hệ phòng kinh doanh để được tư vấn cấu hình phù hợp với quy mô, nhu cầu chuyên môn và ngân sách. Đội ngũ của chúng tôi sẵn sàng khảo sát thực tế và đề xuất phương án đầu tư tối ưu, từ một phòng nội soi đơn lẻ đến trung tâm nội soi nhiều phòng.</p>`,
    contentEn: `<h2>A new milestone in endoscopy</h2>
<p>We are pleased to announce that we have signed an authorised distribution agreement with <strong>Pentax Medical</strong>, the Japanese endoscopy brand with decades of experience in flexible endoscopes and imaging processors. Under the agreement, we will supply Pentax Medical gastrointestinal and respiratory endoscopy products and imaging solutions to healthcare facilities nationwide, and we will be responsible for installation, warranty service and user training.</p>
<p>The partnership follows several months of work between the two companies, including reviews of our technical capabilities, warehousing and customer care processes. Our engineering team has completed an in-depth training programme led directly by the manufacturer's specialists.</p>
<h2>Main product lines</h2>
<ul>
  <li><strong>Video endoscopy systems</strong> with Full HD processors and digital image enhancement modes.</li>
  <li><strong>Flexible endoscopes</strong>, including gastroscopes, colonoscopes, duodenoscopes and bronchoscopes for diagnosis and therapy.</li>
  <li><strong>Genuine accessories and spare parts</strong> for maintenance and scheduled replacement.</li>
</ul>
<h2>Our service commitment to hospitals</h2>
<p>We understand that the value of an endoscopy system lies not only in the equipment itself but in reliable operation over many years. Every Pentax Medical system we supply therefore comes with a service package covering installation, on-site user training, preventive maintenance and hotline technical support. Spare parts stock in Hanoi and Ho Chi Minh City shortens repair times and minimises disruption to endoscopy units.</p>
<blockquote>“We want every endoscopist in Vietnam, whether working at a central or a provincial hospital, to have access to high-quality diagnostic tools and timely technical support.” — Board of Directors</blockquote>
<h2>Training and long-term partnership</h2>
<p>Beyond supplying equipment, we will work with Pentax Medical to run training courses on endoscopic technique, endoscope care and correct reprocessing. Sessions are designed for physicians, nurses and technicians, and they combine theory with hands-on practice on real equipment. We believe that investing in people is the most sustainable way to raise the quality of endoscopy across the country.</p>
<p>In the initial phase, we will give priority to hospitals that already use Pentax Medical equipment, helping them move to official warranty service and genuine spare parts. Existing customers will receive one free endoscope condition check so that a suitable maintenance plan can be drawn up.</p>
<p>Hospitals interested in Pentax Medical endoscopy solutions can contact our sales team for advice on a configuration that fits their size, clinical needs and budget. Our team is ready to carry out site surveys and propose the most effective investment plan, from a single endoscopy room to a multi-room endoscopy centre.</p>`,
    category: "company-news",
    tags: ["Pentax Medical", "nội soi", "hợp tác", "phân phối"],
    tagsEn: ["Pentax Medical", "endoscopy", "partnership", "distribution"],
    authorName: "Ban Truyền thông",
    isPublished: true,
    publishedAt: "2026-08-12T09:00:00+07:00",
    viewCount: 1380,
    seoTitle: "Nhà phân phối ủy quyền Pentax Medical tại Việt Nam",
    seoTitleEn: "Authorised Pentax Medical distributor in Vietnam",
    seoDescription:
      "Hệ thống nội soi video và ống soi mềm Pentax Medical chính hãng, kèm lắp đặt, bảo trì và đào tạo cho bệnh viện trên toàn quốc.",
    seoDescriptionEn:
      "Genuine Pentax Medical video endoscopy systems and flexible endoscopes, with installation, maintenance and training for hospitals nationwide.",
    featuredImageAlt: "Hệ thống nội soi video Pentax Medical trong phòng nội soi",
    featuredImageAltEn: "Pentax Medical video endoscopy system in an endoscopy room",
    featuredImageCaption: "Hệ thống nội soi video Pentax Medical sẽ được phân phối chính hãng trên toàn quốc.",
    featuredImageCaptionEn:
      "Pentax Medical video endoscopy systems will be distributed nationwide through official channels.",
    image: { kind: "endoscopy-tower", hue: 210 },
    photos: {
      plain: {
        photo: "endoscopy-room",
        alt: "Hệ thống nội soi video Pentax Medical trên xe đẩy trong phòng nội soi",
        altEn: "Pentax Medical video endoscopy system on its cart in an endoscopy room",
      },
      grid: {
        grid: "endoscope-cycle",
        alt: "Ba ảnh: ống soi mềm trên bàn kỹ thuật, máy rửa khử khuẩn ống soi tự động và tủ sấy ống soi",
        altEn:
          "Three photos: a flexible endoscope on a workbench, an automated endoscope reprocessor and an endoscope drying cabinet",
        caption: "Dịch vụ đi kèm mỗi hệ thống: kiểm tra ống soi, hướng dẫn tái xử lý và bảo quản đúng quy trình.",
        captionEn:
          "The service behind every system: endoscope checks, and guidance on correct reprocessing and storage.",
      },
      captioned: {
        photo: "ai-endoscopy",
        alt: "Màn hình nội soi hiển thị hình ảnh niêm mạc với chế độ tăng cường kỹ thuật số",
        altEn: "Endoscopy screen showing the mucosa in a digital enhancement mode",
        caption: "Bộ xử lý Full HD với các chế độ tăng cường hình ảnh giúp bác sĩ quan sát rõ bề mặt niêm mạc.",
        captionEn: "Full HD processors with image enhancement modes give endoscopists a clear view of the mucosa.",
      },
    },
  },
  {
    slug: "thong-bao-chuoi-hoi-thao-dao-tao-tai-xu-ly-ong-soi-mem-nam-2026",
    title: "Thông báo chuỗi hội thảo đào tạo tái xử lý ống soi mềm năm 2026",
    titleEn: "Announcing our 2026 flexible endoscope reprocessing workshop series",
    subtitle: "Miễn phí cho điều dưỡng, kỹ thuật viên nội soi và nhân viên kiểm soát nhiễm khuẩn",
    subtitleEn: "Free for endoscopy nurses, technicians and infection control staff",
    excerpt:
      "Chuỗi bốn hội thảo thực hành tại Hà Nội, Đà Nẵng, Cần Thơ và TP. Hồ Chí Minh giúp đội ngũ bệnh viện chuẩn hóa quy trình làm sạch, khử khuẩn và bảo quản ống soi mềm.",
    excerptEn:
      "Four hands-on workshops in Hanoi, Da Nang, Can Tho and Ho Chi Minh City will help hospital teams standardise how flexible endoscopes are cleaned, disinfected and stored.",
    content: `<h2>Vì sao tái xử lý ống soi quan trọng?</h2>
<p>Ống soi mềm là thiết bị có cấu trúc phức tạp với nhiều kênh nhỏ và dài, rất khó làm sạch nếu không tuân thủ đúng quy trình. Tái xử lý không đạt chuẩn có thể dẫn đến nguy cơ lây nhiễm chéo giữa người bệnh, đồng thời làm giảm tuổi thọ ống soi và tăng chi phí sửa chữa. Vì vậy, năng lực của đội ngũ thực hiện tái xử lý là một mắt xích then chốt trong an toàn nội soi.</p>
<p>Nhằm hỗ trợ các bệnh viện chuẩn hóa quy trình, chúng tôi phối hợp cùng chuyên gia ứng dụng của <strong>Pentax Medical</strong> và <strong>STERIS</strong> tổ chức chuỗi hội thảo đào tạo thực hành về tái xử lý ống soi mềm trong năm 2026.</p>
<h2>Nội dung chương trình</h2>
<ul>
  <li>Các bước tái xử lý: làm sạch sơ bộ tại phòng thủ thuật, kiểm tra rò rỉ, làm sạch thủ công, khử khuẩn mức độ cao, tráng, sấy và bảo quản.</li>
  <li>Lựa chọn và sử dụng đúng hóa chất tẩy rửa enzyme và dung dịch khử khuẩn.</li>
  <li>Vận hành máy rửa khử khuẩn ống soi tự động và tủ sấy bảo quản.</li>
  <li>Ghi chép, truy xuất và giám sát chất lượng quy trình.</li>
  <li>Nhận biết các hư hỏng thường gặp và cách phòng tránh.</li>
</ul>
<p>Nội dung hội thảo được xây dựng dựa trên hướng dẫn của nhà sản xuất và các khuyến cáo chuyên môn hiện hành về tái xử lý ống soi, đồng thời lồng ghép những tình huống thực tế mà đội ngũ kỹ sư của chúng tôi ghi nhận trong quá trình bảo trì tại bệnh viện. Giảng viên sẽ dành nhiều thời gian cho phần hỏi đáp để học viên trao đổi về khó khăn cụ thể tại đơn vị mình.</p>
<h2>Lịch tổ chức dự kiến</h2>
<table>
  <thead>
    <tr><th>Địa điểm</th><th>Thời gian</th><th>Số học viên tối đa</th></tr>
  </thead>
  <tbody>
    <tr><td>Hà Nội</td><td>19/09/2026</td><td>40</td></tr>
    <tr><td>Đà Nẵng</td><td>03/10/2026</td><td>30</td></tr>
    <tr><td>Cần Thơ</td><td>17/10/2026</td><td>30</td></tr>
    <tr><td>TP. Hồ Chí Minh</td><td>31/10/2026</td><td>40</td></tr>
  </tbody>
</table>
<p>Mỗi buổi hội thảo kéo dài một ngày, gồm phần lý thuyết vào buổi sáng và thực hành theo nhóm nhỏ vào buổi chiều trên ống soi và thiết bị thật. Học viên hoàn thành chương trình sẽ được cấp giấy chứng nhận tham dự.</p>
<h2>Đối tượng và cách đăng ký</h2>
<p>Chương trình dành cho điều dưỡng nội soi, kỹ thuật viên, nhân viên khoa kiểm soát nhiễm khuẩn và cán bộ quản lý thiết bị y tế. Học viên <strong>không phải đóng học phí</strong>; tài liệu và bữa trưa do ban tổ chức chuẩn bị. Do số chỗ có hạn, mỗi bệnh viện vui lòng đăng ký tối đa ba học viên cho mỗi đợt.</p>
<p>Đơn vị quan tâm vui lòng gửi danh sách đăng ký qua bộ phận chăm sóc khách hàng hoặc liên hệ trực tiếp nhân viên kinh doanh phụ trách khu vực. Ban tổ chức sẽ gửi thư xác nhận và chương trình chi tiết trước ngày hội thảo ít nhất một tuần.</p>
<p><em>Lịch tổ chức có thể được điều chỉnh; mọi thay đổi sẽ được thông báo trên trang tin tức của công ty.</em></p>`,
    contentEn: `<h2>Why does endoscope reprocessing matter?</h2>
<p>A flexible endoscope is a complex device with many long, narrow channels that are very hard to clean unless the correct procedure is followed. Substandard reprocessing can create a risk of cross-contamination between patients, while also shortening the life of the endoscope and increasing repair costs. The competence of the reprocessing team is therefore a key link in endoscopy safety.</p>
<p>To help hospitals standardise their practice, we are working with application specialists from <strong>Pentax Medical</strong> and <strong>STERIS</strong> to run a series of hands-on training workshops on flexible endoscope reprocessing during 2026.</p>
<h2>Programme content</h2>
<ul>
  <li>The reprocessing steps: pre-cleaning in the procedure room, leak testing, manual cleaning, high-level disinfection, rinsing, drying and storage.</li>
  <li>Choosing and correctly using enzymatic detergents and disinfectant solutions.</li>
  <li>Operating automated endoscope reprocessors and drying storage cabinets.</li>
  <li>Documentation, traceability and quality monitoring of the process.</li>
  <li>Recognising common types of damage and how to prevent them.</li>
</ul>
<p>The content is based on manufacturers' instructions and current professional recommendations for endoscope reprocessing, and it also draws on real situations that our engineers have encountered while servicing equipment in hospitals. Trainers will leave plenty of time for questions so that participants can discuss the specific challenges they face in their own units.</p>
<h2>Provisional schedule</h2>
<table>
  <thead>
    <tr><th>Venue</th><th>Date</th><th>Maximum participants</th></tr>
  </thead>
  <tbody>
    <tr><td>Hanoi</td><td>19 September 2026</td><td>40</td></tr>
    <tr><td>Da Nang</td><td>3 October 2026</td><td>30</td></tr>
    <tr><td>Can Tho</td><td>17 October 2026</td><td>30</td></tr>
    <tr><td>Ho Chi Minh City</td><td>31 October 2026</td><td>40</td></tr>
  </tbody>
</table>
<p>Each workshop lasts one day, with theory in the morning and small-group practice in the afternoon on real endoscopes and equipment. Participants who complete the programme will receive a certificate of attendance.</p>
<h2>Who should attend and how to register</h2>
<p>The programme is intended for endoscopy nurses, technicians, infection control staff and medical equipment managers. There is <strong>no tuition fee</strong>; course materials and lunch are provided by the organisers. Because places are limited, each hospital is asked to register no more than three participants per session.</p>
<p>Interested facilities should send their list of participants to our customer care team or contact the sales representative responsible for their region. The organisers will send a confirmation letter and the detailed agenda at least one week before the workshop date.</p>
<p>We look forward to welcoming reprocessing teams from hospitals across the country and to sharing practical experience that can be applied immediately in daily work.</p>
<p><em>The schedule may be adjusted; any changes will be announced on our news page.</em></p>`,
    category: "announcement",
    tags: ["đào tạo", "tái xử lý ống soi", "hội thảo", "kiểm soát nhiễm khuẩn"],
    tagsEn: ["training", "endoscope reprocessing", "workshop", "infection control"],
    authorName: "Phòng Kỹ thuật",
    isPublished: true,
    publishedAt: "2026-08-28T08:30:00+07:00",
    viewCount: 945,
    seoTitle: "Hội thảo đào tạo tái xử lý ống soi mềm 2026",
    seoTitleEn: "Endoscope reprocessing workshops 2026",
    seoDescription:
      "Lịch hội thảo thực hành tái xử lý ống soi mềm miễn phí tại Hà Nội, Đà Nẵng, Cần Thơ và TP. Hồ Chí Minh dành cho điều dưỡng, kỹ thuật viên.",
    seoDescriptionEn:
      "Free hands-on flexible endoscope reprocessing workshops in Hanoi, Da Nang, Can Tho and Ho Chi Minh City for nurses and technicians.",
    featuredImageAlt: "Học viên thực hành làm sạch ống soi mềm tại hội thảo",
    featuredImageAltEn: "Participants practising flexible endoscope cleaning at a workshop",
    featuredImageCaption: "Phần thực hành theo nhóm nhỏ trên thiết bị thật là trọng tâm của mỗi buổi hội thảo.",
    featuredImageCaptionEn: "Small-group practice on real equipment is the core of every workshop.",
    image: { kind: "scope-reprocessor", hue: 222 },
    photos: {
      plain: {
        photo: "indicators-bench",
        alt: "Dung dịch tẩy rửa enzyme và que thử nồng độ chuẩn bị cho phần thực hành",
        altEn: "Enzymatic detergent and concentration test strips set out for the hands-on session",
      },
      grid: {
        grid: "endoscope-cycle",
        alt: "Ba ảnh: ống soi mềm trên bàn làm sạch, máy rửa khử khuẩn ống soi và tủ sấy ống soi",
        altEn:
          "Three photos: a flexible endoscope on the cleaning bench, an endoscope reprocessor and a drying cabinet",
        caption: "Ba trạm thực hành của hội thảo: làm sạch thủ công, khử khuẩn tự động, sấy khô và bảo quản.",
        captionEn:
          "The workshop's three hands-on stations: manual cleaning, automated disinfection, drying and storage.",
      },
      captioned: {
        photo: "washer-disinfector",
        alt: "Máy rửa khử khuẩn với các giá rửa nhiều tầng",
        altEn: "Washer-disinfector with multi-level wash racks",
        caption: "Học viên sẽ thực hành xếp tải và chọn chương trình rửa trên thiết bị thật.",
        captionEn: "Participants will practise loading the racks and choosing a wash programme on real equipment.",
      },
    },
  },
  {
    slug: "hoan-thanh-lap-dat-he-thong-tiet-khuan-steris-cho-benh-vien-da-khoa-tuyen-tinh",
    title: "Hoàn thành lắp đặt hệ thống tiệt khuẩn STERIS cho bệnh viện đa khoa tuyến tỉnh",
    titleEn: "STERIS sterilisation system installed at a provincial general hospital",
    subtitle: "Đơn vị tiệt khuẩn trung tâm được thiết kế theo nguyên tắc một chiều",
    subtitleEn: "A central sterile services unit designed around one-way workflow",
    excerpt:
      "Sau hơn hai tháng triển khai, đơn vị tiệt khuẩn trung tâm của một bệnh viện đa khoa tuyến tỉnh khu vực Bắc Trung Bộ đã đi vào hoạt động với máy tiệt khuẩn hơi nước, máy tiệt khuẩn nhiệt độ thấp và máy rửa khử khuẩn STERIS.",
    excerptEn:
      "After more than two months of work, the central sterile services unit of a provincial general hospital in north-central Vietnam is now running with STERIS steam and low-temperature sterilisers and washer-disinfectors.",
    content: `<h2>Tổng quan dự án</h2>
<p>Đơn vị tiệt khuẩn trung tâm là nơi xử lý toàn bộ dụng cụ tái sử dụng của bệnh viện, từ dụng cụ phẫu thuật đến dụng cụ nội soi cứng. Với lưu lượng phẫu thuật tăng nhanh trong những năm gần đây, bệnh viện cần một hệ thống có công suất lớn, vận hành ổn định và đáp ứng yêu cầu truy xuất ngày càng chặt chẽ.</p>
<p>Chúng tôi đã đồng hành cùng bệnh viện từ khâu khảo sát, tư vấn bố trí mặt bằng đến lắp đặt, thẩm định và đào tạo. Toàn bộ khu vực được sắp xếp theo <strong>nguyên tắc một chiều</strong>: khu tiếp nhận và làm sạch, khu kiểm tra và đóng gói, khu tiệt khuẩn và khu lưu trữ vô khuẩn được phân tách rõ ràng.</p>
<h2>Thiết bị được lắp đặt</h2>
<ul>
  <li>Hai máy tiệt khuẩn hơi nước <strong>STERIS AMSCO 400</strong> cấu hình hai cửa, lắp xuyên tường.</li>
  <li>Một máy tiệt khuẩn nhiệt độ thấp <strong>STERIS V-PRO maX</strong> cho dụng cụ nội soi và dụng cụ nhạy nhiệt.</li>
  <li>Hai máy rửa khử khuẩn dụng cụ dòng <strong>STERIS Reliance</strong> cùng giá rửa chuyên dụng.</li>
  <li>Hệ thống chỉ thị sinh học và hóa chất tẩy rửa enzyme đi kèm.</li>
</ul>
<h2>Tiến độ triển khai</h2>
<table>
  <thead>
    <tr><th>Giai đoạn</th><th>Thời gian</th><th>Nội dung chính</th></tr>
  </thead>
  <tbody>
    <tr><td>Khảo sát và thiết kế</td><td>2 tuần</td><td>Đo đạc mặt bằng, thiết kế luồng di chuyển dụng cụ</td></tr>
    <tr><td>Cải tạo hạ tầng</td><td>4 tuần</td><td>Điện ba pha, cấp nước xử lý, thoát nước, thông gió</td></tr>
    <tr><td>Lắp đặt và kết nối</td><td>10 ngày</td><td>Lắp máy, đấu nối hơi, nước, khí nén</td></tr>
    <tr><td>Kiểm tra và thẩm định</td><td>1 tuần</td><td>Kiểm tra Bowie-Dick, chỉ thị sinh học, đo nhiệt độ</td></tr>
    <tr><td>Đào tạo vận hành</td><td>5 ngày</td><td>Hướng dẫn vận hành, bảo trì hằng ngày, xử lý sự cố</td></tr>
  </tbody>
</table>
<h2>Đào tạo đội ngũ vận hành</h2>
<p>Song song với lắp đặt, chúng tôi tổ chức đào tạo cho nhân viên đơn vị tiệt khuẩn theo từng ca làm việc. Nội dung bao gồm nạp tải đúng cách, lựa chọn chu trình phù hợp với từng loại dụng cụ, đọc và lưu kết quả chỉ thị, cũng như các bước bảo trì hằng ngày như vệ sinh buồng và kiểm tra gioăng cửa. Mỗi nhân viên đều được thực hành trực tiếp trên máy trước khi vận hành độc lập.</p>
<h2>Kết quả ban đầu</h2>
<p>Sau khi đi vào hoạt động, thời gian quay vòng dụng cụ của bệnh viện được rút ngắn đáng kể nhờ máy rửa khử khuẩn tự động và chu trình tiệt khuẩn ổn định. Dữ liệu mỗi chu trình được lưu trữ điện tử, giúp khoa Kiểm soát nhiễm khuẩn dễ dàng truy xuất khi cần. Nhân viên cũng cho biết bố trí mới giúp công việc hằng ngày ngăn nắp hơn, vì không còn phải mang dụng cụ qua lại giữa các phòng.</p>
<blockquote>“Điều chúng tôi đánh giá cao là sự đồng hành từ khâu thiết kế mặt bằng, chứ không chỉ cung cấp máy móc.” — Đại diện khoa Kiểm soát nhiễm khuẩn của bệnh viện</blockquote>
<p>Trong thời gian bảo hành, kỹ sư của chúng tôi sẽ bảo trì định kỳ theo khuyến cáo của nhà sản xuất và hỗ trợ bệnh viện thực hiện thẩm định lại hằng năm.</p>`,
    contentEn: `<h2>Project overview</h2>
<p>The central sterile services unit processes all of a hospital's reusable devices, from surgical instruments to rigid endoscopic instruments. With surgical volumes rising rapidly in recent years, the hospital needed a high-capacity system that runs reliably and meets increasingly strict traceability requirements.</p>
<p>We supported the hospital from the initial survey and layout advice through to installation, validation and training. The whole area is organised around a <strong>one-way workflow</strong>: receiving and cleaning, inspection and packing, sterilisation, and sterile storage are clearly separated.</p>
<h2>Equipment installed</h2>
<ul>
  <li>Two <strong>STERIS AMSCO 400</strong> steam sterilisers in a double-door, pass-through configuration.</li>
  <li>One <strong>STERIS V-PRO maX</strong> low-temperature steriliser for endoscopic and heat-sensitive instruments.</li>
  <li>Two <strong>STERIS Reliance</strong> series instrument washer-disinfectors with dedicated racks.</li>
  <li>Biological indicators and enzymatic detergents to complete the system.</li>
</ul>
<h2>Project timeline</h2>
<table>
  <thead>
    <tr><th>Phase</th><th>Duration</th><th>Main activities</th></tr>
  </thead>
  <tbody>
    <tr><td>Survey and design</td><td>2 weeks</td><td>Site measurements, instrument flow design</td></tr>
    <tr><td>Infrastructure works</td><td>4 weeks</td><td>Three-phase power, treated water supply, drainage, ventilation</td></tr>
    <tr><td>Installation and connection</td><td>10 days</td><td>Equipment placement, steam, water and compressed air connections</td></tr>
    <tr><td>Testing and validation</td><td>1 week</td><td>Bowie-Dick tests, biological indicators, temperature mapping</td></tr>
    <tr><td>Operator training</td><td>5 days</td><td>Operation, daily maintenance, troubleshooting</td></tr>
  </tbody>
</table>
<h2>Training the operating team</h2>
<p>Alongside the installation, we trained sterile services staff shift by shift. The programme covered correct loading, choosing the right cycle for each type of instrument, reading and recording indicator results, and daily maintenance tasks such as cleaning the chamber and checking door gaskets. Every staff member practised directly on the equipment before operating it independently.</p>
<h2>Early results</h2>
<p>Since the unit went live, instrument turnaround time has been shortened considerably thanks to automated washer-disinfectors and consistent sterilisation cycles. Data from every cycle is stored electronically, so the infection control department can retrieve records easily whenever they are needed. Staff also say the new layout has made daily work calmer and better organised, as they no longer need to carry instruments back and forth between rooms.</p>
<blockquote>“What we value most is that the team worked with us from the layout design stage, not just on supplying the machines.” — Representative of the hospital's infection control department</blockquote>
<p>During the warranty period, our engineers will carry out preventive maintenance according to the manufacturer's recommendations and support the hospital with its annual revalidation. We would like to thank the hospital's management and staff for their close cooperation throughout the project.</p>`,
    category: "product-update",
    tags: ["STERIS", "tiệt khuẩn", "lắp đặt", "dự án"],
    tagsEn: ["STERIS", "sterilization", "installation", "project"],
    authorName: "Trần Minh Đức",
    isPublished: true,
    publishedAt: "2026-09-10T10:15:00+07:00",
    viewCount: 612,
    seoTitle: "Lắp đặt hệ thống tiệt khuẩn STERIS tuyến tỉnh",
    seoTitleEn: "STERIS sterilisation at a provincial hospital",
    seoDescription:
      "Dự án đơn vị tiệt khuẩn trung tâm với máy tiệt khuẩn STERIS AMSCO 400, V-PRO maX và máy rửa khử khuẩn Reliance tại bệnh viện tuyến tỉnh.",
    seoDescriptionEn:
      "A central sterile services project with STERIS AMSCO 400 and V-PRO maX sterilisers and Reliance washer-disinfectors at a provincial hospital.",
    featuredImageAlt: "Máy tiệt khuẩn hơi nước STERIS lắp xuyên tường tại đơn vị tiệt khuẩn trung tâm",
    featuredImageAltEn: "Pass-through STERIS steam sterilisers in a central sterile services unit",
    featuredImageCaption: "Hai máy tiệt khuẩn hơi nước hai cửa phân tách khu vực đóng gói và khu lưu trữ vô khuẩn.",
    featuredImageCaptionEn: "Two double-door steam sterilisers separate the packing area from sterile storage.",
    image: { kind: "steam-sterilizer", hue: 152 },
    photos: {
      plain: {
        photo: "indicators-bench",
        alt: "Chỉ thị hóa học và chỉ thị sinh học trên bàn kiểm tra sau mẻ hấp nghiệm thu",
        altEn: "Chemical and biological indicators on the inspection bench after an acceptance cycle",
      },
      grid: {
        grid: "sterile-supply",
        alt: "Ba ảnh: máy rửa khử khuẩn dụng cụ, nồi hấp tiệt khuẩn hơi nước và máy tiệt khuẩn plasma nhiệt độ thấp",
        altEn:
          "Three photos: an instrument washer-disinfector, a steam sterilizer and a low-temperature plasma sterilizer",
        caption:
          "Thiết bị mới của đơn vị tiệt khuẩn trung tâm: rửa khử khuẩn, tiệt khuẩn hơi nước và tiệt khuẩn nhiệt độ thấp.",
        captionEn:
          "The central sterile services department's new equipment: washing and disinfection, steam and low-temperature sterilization.",
      },
      captioned: {
        photo: "theatre-table",
        alt: "Phòng mổ với bàn mổ và máy theo dõi bệnh nhân",
        altEn: "Operating theatre with its operating table and a patient monitor",
        caption: "Dụng cụ sau tiệt khuẩn được cấp trực tiếp cho các phòng mổ của bệnh viện.",
        captionEn: "Sterilized instruments go straight to the hospital's operating theatres.",
      },
    },
  },
  {
    slug: "huong-dan-cham-soc-va-bao-quan-ong-soi-mem-de-keo-dai-tuoi-tho-thiet-bi",
    title: "Hướng dẫn chăm sóc và bảo quản ống soi mềm để kéo dài tuổi thọ thiết bị",
    titleEn: "How to care for and store flexible endoscopes to extend their life",
    subtitle: "Những thói quen nhỏ giúp giảm đáng kể chi phí sửa chữa",
    subtitleEn: "Small daily habits that significantly reduce repair costs",
    excerpt:
      "Phần lớn hư hỏng của ống soi mềm xuất phát từ thao tác hằng ngày. Bài viết tổng hợp các lưu ý khi sử dụng, vận chuyển, làm sạch và bảo quản giúp ống soi bền hơn và an toàn hơn cho người bệnh.",
    excerptEn:
      "Most flexible endoscope damage comes from everyday handling. This guide summarises key points for use, transport, cleaning and storage that keep endoscopes working longer and safer for patients.",
    content: `<h2>Hiểu đúng về cấu tạo ống soi mềm</h2>
<p>Một ống soi mềm gồm thân ống chứa các kênh thao tác, kênh khí nước, bó sợi dẫn sáng và dây điều khiển góc gập, được bọc ngoài bằng lớp vỏ polymer mỏng. Cấu trúc tinh vi này cho phép ống soi linh hoạt nhưng cũng khiến thiết bị dễ tổn thương nếu bị gập mạnh, va đập hoặc tiếp xúc hóa chất không phù hợp. Theo kinh nghiệm bảo trì của chúng tôi, <strong>phần lớn hư hỏng có thể phòng tránh</strong> bằng thao tác đúng.</p>
<h2>Trong khi sử dụng</h2>
<ul>
  <li>Luôn dùng ngáng miệng cho người bệnh trong nội soi đường trên để tránh cắn vào thân ống.</li>
  <li>Không đưa dụng cụ qua kênh thao tác khi đầu ống đang gập góc lớn.</li>
  <li>Tránh kẹp thân ống vào thanh giường hoặc để ống soi rơi xuống sàn.</li>
</ul>
<h2>Khi làm sạch và khử khuẩn</h2>
<p>Làm sạch sơ bộ ngay sau thủ thuật để chất hữu cơ không khô bám trong kênh. <strong>Luôn kiểm tra rò rỉ trước khi ngâm ống soi vào dung dịch</strong>; một lỗ thủng nhỏ không được phát hiện có thể khiến dịch lọt vào bên trong và gây hư hỏng nặng. Chỉ sử dụng hóa chất đã được nhà sản xuất ống soi xác nhận tương thích, pha đúng nồng độ và tuân thủ thời gian tiếp xúc.</p>
<h2>Các hư hỏng thường gặp</h2>
<table>
  <thead>
    <tr><th>Hư hỏng</th><th>Nguyên nhân thường gặp</th><th>Cách phòng tránh</th></tr>
  </thead>
  <tbody>
    <tr><td>Thủng kênh thao tác</td><td>Đưa dụng cụ khi đầu ống đang gập</td><td>Duỗi thẳng đầu ống trước khi đưa dụng cụ</td></tr>
    <tr><td>Vết cắn trên thân ống</td><td>Không dùng ngáng miệng</td><td>Dùng ngáng miệng cho mọi ca nội soi đường trên</td></tr>
    <tr><td>Rách cao su đầu ống</td><td>Va chạm, bảo quản sai cách</td><td>Treo ống soi trong tủ chuyên dụng</td></tr>
    <tr><td>Vào nước bên trong</td><td>Bỏ qua bước kiểm tra rò rỉ</td><td>Kiểm tra rò rỉ trước mỗi lần ngâm</td></tr>
  </tbody>
</table>
<h2>Vận chuyển và bảo quản</h2>
<p>Khi vận chuyển giữa phòng thủ thuật và khu tái xử lý, nên dùng khay hoặc hộp có nắp, tách riêng ống soi bẩn và ống soi sạch. Sau khi tái xử lý, ống soi cần được sấy khô các kênh và treo thẳng đứng trong tủ bảo quản có lưu thông khí, tháo các van để kênh được thông thoáng. Không bảo quản ống soi trong vali vận chuyển vì môi trường kín và ẩm tạo điều kiện cho vi sinh vật phát triển.</p>
<h2>Bảo trì định kỳ</h2>
<p>Ngoài chăm sóc hằng ngày, ống soi nên được kiểm tra bởi kỹ sư được đào tạo ít nhất mỗi sáu tháng. Việc phát hiện sớm các dấu hiệu như góc gập giảm, hình ảnh mờ hoặc vết xước trên thân ống giúp sửa chữa kịp thời với chi phí thấp hơn. Đội ngũ Phòng Kỹ thuật của chúng tôi luôn sẵn sàng hỗ trợ kiểm tra và tư vấn cho các bệnh viện.</p>`,
    contentEn: `<h2>Understanding how a flexible endoscope is built</h2>
<p>A flexible endoscope consists of an insertion tube containing the working channel, air and water channels, light-guide fibre bundles and angulation wires, all covered by a thin polymer sheath. This delicate construction makes the endoscope flexible, but it also makes it vulnerable to sharp bending, impacts and incompatible chemicals. Based on our service experience, <strong>most damage is preventable</strong> with correct handling.</p>
<h2>During procedures</h2>
<ul>
  <li>Always use a bite block during upper GI endoscopy to prevent the patient from biting the insertion tube.</li>
  <li>Do not pass accessories through the working channel while the tip is sharply angulated.</li>
  <li>Avoid trapping the insertion tube in bed rails or letting the endoscope fall to the floor.</li>
</ul>
<h2>During cleaning and disinfection</h2>
<p>Pre-clean immediately after the procedure so that organic material does not dry inside the channels. <strong>Always perform a leak test before immersing the endoscope</strong>; an undetected small perforation can let fluid inside and cause serious damage. Use only chemicals that the endoscope manufacturer has confirmed as compatible, prepare them at the correct concentration and respect the contact time.</p>
<h2>Common types of damage</h2>
<table>
  <thead>
    <tr><th>Damage</th><th>Typical cause</th><th>Prevention</th></tr>
  </thead>
  <tbody>
    <tr><td>Perforated working channel</td><td>Passing accessories with the tip angulated</td><td>Straighten the tip before inserting accessories</td></tr>
    <tr><td>Bite marks on the insertion tube</td><td>No bite block used</td><td>Use a bite block for every upper GI procedure</td></tr>
    <tr><td>Torn bending section rubber</td><td>Impacts, incorrect storage</td><td>Hang endoscopes in a dedicated cabinet</td></tr>
    <tr><td>Fluid invasion</td><td>Leak test skipped</td><td>Leak test before every immersion</td></tr>
  </tbody>
</table>
<h2>Transport and storage</h2>
<p>When moving endoscopes between the procedure room and the reprocessing area, use covered trays or containers and keep soiled and clean endoscopes apart. After reprocessing, the channels should be dried and the endoscope hung vertically in a ventilated storage cabinet with the valves removed so the channels can air. Do not store endoscopes in their transport case, because the closed, humid environment encourages microbial growth.</p>
<h2>Scheduled maintenance</h2>
<p>In addition to daily care, endoscopes should be inspected by a trained engineer at least every six months. Early detection of signs such as reduced angulation, blurred images or scratches on the insertion tube allows timely repairs at a lower cost. Our technical department is always ready to help hospitals with inspections and advice.</p>`,
    category: "user-guide",
    tags: ["ống soi mềm", "bảo quản", "hướng dẫn", "bảo trì"],
    tagsEn: ["flexible endoscopes", "storage", "guide", "maintenance"],
    authorName: "Phòng Kỹ thuật",
    isPublished: true,
    publishedAt: "2026-09-24T08:00:00+07:00",
    viewCount: 1215,
    seoTitle: "Cách chăm sóc và bảo quản ống soi mềm đúng cách",
    seoTitleEn: "How to care for and store flexible endoscopes",
    seoDescription:
      "Lưu ý khi sử dụng, làm sạch, vận chuyển và bảo quản ống soi mềm, kèm bảng hư hỏng thường gặp và cách phòng tránh.",
    seoDescriptionEn:
      "Tips for using, cleaning, transporting and storing flexible endoscopes, with a table of common damage and how to prevent it.",
    featuredImageAlt: "Ống soi mềm được treo thẳng đứng trong tủ bảo quản",
    featuredImageAltEn: "Flexible endoscopes hanging vertically in a storage cabinet",
    featuredImageCaption: "Treo ống soi thẳng đứng trong tủ có lưu thông khí giúp kênh ống soi luôn khô.",
    featuredImageCaptionEn: "Hanging endoscopes vertically in a ventilated cabinet keeps their channels dry.",
    image: { kind: "drying-cabinet", hue: 200 },
    photos: {
      plain: {
        photo: "endoscopy-room",
        alt: "Hệ thống nội soi video trong phòng nội soi, tủ sấy ống soi phía sau",
        altEn: "Video endoscopy system in the endoscopy room, a drying cabinet behind it",
      },
      grid: {
        grid: "endoscope-cycle",
        alt: "Ba ảnh: ống soi mềm trên bàn làm sạch, máy rửa khử khuẩn ống soi và tủ sấy ống soi",
        altEn:
          "Three photos: a flexible endoscope on the cleaning bench, an endoscope reprocessor and a drying cabinet",
        caption: "Vòng đời của ống soi: làm sạch ngay sau ca soi, tái xử lý, sấy khô và bảo quản treo thẳng đứng.",
        captionEn:
          "An endoscope's cycle: cleaned straight after the procedure, reprocessed, dried and stored hanging upright.",
      },
      captioned: {
        photo: "indicators-bench",
        alt: "Dung dịch tẩy rửa và que chỉ thị trên bàn kiểm tra",
        altEn: "Detergent and indicator strips on an inspection bench",
        caption: "Pha dung dịch tẩy rửa đúng nồng độ và ghi lại kết quả kiểm tra sau mỗi lần xử lý.",
        captionEn: "Dilute the detergent to the right strength and record the check after every cycle.",
      },
    },
  },
  {
    slug: "cong-nghe-nang-luong-vi-song-cua-creo-medical-mo-rong-kha-nang-noi-soi-can-thiep",
    title: "Công nghệ năng lượng vi sóng của Creo Medical mở rộng khả năng nội soi can thiệp",
    titleEn: "Creo Medical's microwave energy technology expands interventional endoscopy",
    subtitle: "Kết hợp cắt cao tần và cầm máu vi sóng trong cùng một dụng cụ nội soi",
    subtitleEn: "Radiofrequency cutting and microwave coagulation in a single endoscopic device",
    excerpt:
      "Creo Medical đưa năng lượng cao tần lưỡng cực và vi sóng vào các dụng cụ nội soi nhỏ gọn, hướng tới thủ thuật phẫu tích dưới niêm mạc liền mạch hơn. Bài viết giới thiệu nguyên lý, dòng sản phẩm và kế hoạch đào tạo tại Việt Nam.",
    excerptEn:
      "Creo Medical brings bipolar radiofrequency and microwave energy into compact endoscopic devices, aiming for smoother submucosal dissection. This article explains the principle, the product range and our training plans in Vietnam.",
    content: `<h2>Từ phẫu thuật mở đến nội soi can thiệp</h2>
<p>Trong hơn hai thập kỷ qua, nội soi tiêu hóa đã chuyển mình từ một công cụ chẩn đoán thành phương pháp điều trị thực thụ. Nhiều tổn thương ung thư sớm ở thực quản, dạ dày và đại trực tràng hiện có thể được cắt bỏ qua đường nội soi, giúp người bệnh tránh được cuộc mổ lớn. Tuy nhiên, các kỹ thuật như phẫu tích dưới niêm mạc (ESD) đòi hỏi tay nghề cao, thời gian thủ thuật dài và thường phải thay nhiều dụng cụ.</p>
<p><strong>Creo Medical</strong>, công ty công nghệ y tế đến từ Vương quốc Anh, tiếp cận bài toán này bằng cách đưa năng lượng cao tần và vi sóng vào các dụng cụ nội soi nhỏ gọn, được điều khiển bởi một bộ phát năng lượng chung.</p>
<h2>Nguyên lý hoạt động</h2>
<p>Năng lượng cao tần lưỡng cực được dùng để cắt mô với vùng tác động giới hạn giữa hai điện cực, trong khi năng lượng vi sóng tạo hiệu ứng đông mô để cầm máu. Việc kết hợp hai dạng năng lượng trên cùng một dụng cụ cho phép bác sĩ chuyển đổi giữa cắt và cầm máu mà không phải rút dụng cụ ra khỏi kênh thao tác.</p>
<ul>
  <li><strong>Dụng cụ phẫu tích đa năng</strong> tích hợp cắt, cầm máu và tiêm nâng niêm mạc, như dòng Speedboat.</li>
  <li><strong>Kim đốt vi sóng qua nội soi</strong> có kích thước nhỏ, hướng tới các tổn thương khó tiếp cận.</li>
  <li><strong>Bộ phát năng lượng chung</strong> tự nhận diện dụng cụ và cung cấp thông số năng lượng phù hợp.</li>
</ul>
<h2>Lợi ích kỳ vọng</h2>
<p>Về mặt thiết kế, ưu điểm nổi bật là quy trình liền mạch hơn nhờ giảm số lần thay dụng cụ. Điều này có thể giúp rút ngắn thời gian thủ thuật và giảm áp lực cho kíp nội soi. Dù vậy, lợi ích lâm sàng cụ thể phụ thuộc vào từng chỉ định và kinh nghiệm của bác sĩ, đồng thời cần được đánh giá bằng dữ liệu thực tế.</p>
<h2>Vì sao đào tạo là yếu tố then chốt</h2>
<p>Thiết bị năng lượng mới làm thay đổi cách bác sĩ thao tác, vì vậy đào tạo bài bản là điều kiện bắt buộc. Chương trình của chúng tôi đi theo lộ trình từ lý thuyết về năng lượng phẫu thuật, thực hành trên mô hình đến hỗ trợ tại chỗ trong những ca đầu tiên. Điều dưỡng cũng được hướng dẫn kỹ về chuẩn bị dụng cụ, cài đặt bộ phát và xử lý tình huống.</p>
<h2>Triển khai tại Việt Nam</h2>
<p>Chúng tôi đang phối hợp với Creo Medical để giới thiệu công nghệ tới các trung tâm nội soi can thiệp lớn. Việc đưa sản phẩm vào sử dụng tại Việt Nam sẽ tuân thủ đầy đủ quy định hiện hành về trang thiết bị y tế. Song song đó, công ty sẽ tổ chức các buổi trình diễn trên mô hình và chương trình đào tạo cho bác sĩ, điều dưỡng trước khi ứng dụng lâm sàng.</p>
<p><em>Lưu ý: bài viết mang tính giới thiệu công nghệ, không thay thế hướng dẫn sử dụng của nhà sản xuất và chỉ định của bác sĩ chuyên khoa.</em></p>`,
    contentEn: `<h2>From open surgery to interventional endoscopy</h2>
<p>Over the past two decades, gastrointestinal endoscopy has evolved from a diagnostic tool into a genuine treatment method. Many early cancers of the oesophagus, stomach and colorectum can now be removed endoscopically, sparing patients major surgery. However, techniques such as endoscopic submucosal dissection (ESD) demand a high level of skill, take a long time and often require several instrument exchanges.</p>
<p><strong>Creo Medical</strong>, a medical technology company based in the United Kingdom, approaches this challenge by bringing radiofrequency and microwave energy into compact endoscopic instruments controlled by a single energy generator.</p>
<h2>How it works</h2>
<p>Bipolar radiofrequency energy is used to cut tissue, with the effect confined to the area between two electrodes, while microwave energy coagulates tissue to stop bleeding. Combining both energy types in one instrument lets the endoscopist switch between cutting and coagulation without withdrawing the device from the working channel.</p>
<ul>
  <li><strong>Multi-function dissection devices</strong> that integrate cutting, coagulation and submucosal lifting injection, such as the Speedboat range.</li>
  <li><strong>Endoscopic microwave ablation needles</strong> that are small in size and aimed at lesions that are difficult to reach.</li>
  <li><strong>A shared energy generator</strong> that recognises the connected instrument and delivers suitable energy settings.</li>
</ul>
<h2>Expected benefits</h2>
<p>By design, the main advantage is a more fluid procedure thanks to fewer instrument exchanges. This may help shorten procedure times and reduce pressure on the endoscopy team. Nevertheless, the actual clinical benefit depends on the indication and the operator's experience, and it needs to be assessed with real-world data.</p>
<h2>Why training is essential</h2>
<p>New energy devices change the way endoscopists work, so structured training is a prerequisite. Our programme moves from the theory of surgical energy, through practice on training models, to on-site support during the first clinical cases. Nurses also receive detailed instruction on preparing the devices, setting up the generator and handling unexpected situations.</p>
<h2>Introduction in Vietnam</h2>
<p>We are working with Creo Medical to introduce the technology to leading interventional endoscopy centres. Any use of these products in Vietnam will fully comply with current medical device regulations. Alongside this, we will organise demonstrations on training models and education programmes for physicians and nurses before clinical use.</p>
<p><em>Note: this article introduces a technology and does not replace the manufacturer's instructions for use or the judgement of specialist physicians.</em></p>`,
    category: "medical-technology",
    tags: ["Creo Medical", "nội soi can thiệp", "ESD", "công nghệ mới"],
    tagsEn: ["Creo Medical", "interventional endoscopy", "ESD", "new technology"],
    authorName: "Lê Hoàng Nam",
    isPublished: true,
    publishedAt: "2026-10-06T09:00:00+07:00",
    viewCount: 486,
    seoTitle: "Công nghệ vi sóng Creo Medical trong nội soi can thiệp",
    seoTitleEn: "Creo Medical microwave tech in interventional endoscopy",
    seoDescription:
      "Tìm hiểu dụng cụ nội soi kết hợp cắt cao tần và cầm máu vi sóng của Creo Medical cùng kế hoạch đào tạo bác sĩ tại Việt Nam.",
    seoDescriptionEn:
      "Learn how Creo Medical endoscopic devices combine radiofrequency cutting with microwave coagulation, and about our training plans in Vietnam.",
    featuredImageAlt: "Bộ phát năng lượng và dụng cụ nội soi can thiệp Creo Medical",
    featuredImageAltEn: "Creo Medical energy generator and interventional endoscopy device",
    featuredImageCaption: "Một bộ phát năng lượng chung điều khiển nhiều dụng cụ nội soi can thiệp khác nhau.",
    featuredImageCaptionEn: "A single energy generator drives several different interventional endoscopy devices.",
    image: { kind: "electrosurgical", hue: 228 },
    photos: {
      plain: {
        photo: "electrosurgical-bench",
        alt: "Máy phát năng lượng phẫu thuật đặt trên bàn thiết bị",
        altEn: "Surgical energy generator on an equipment bench",
      },
      grid: {
        grid: "operating-theatre",
        alt: "Ba ảnh: bàn mổ, đèn mổ và hệ thống tích hợp phòng mổ",
        altEn: "Three photos: an operating table, a surgical light and an operating room integration system",
        caption: "Nhiều thủ thuật trước đây cần phòng mổ nay có thể thực hiện qua nội soi can thiệp.",
        captionEn: "Several procedures that once needed an operating theatre can now be done endoscopically.",
      },
      captioned: {
        photo: "endoscopy-room",
        alt: "Hệ thống nội soi video trong phòng thủ thuật can thiệp",
        altEn: "Video endoscopy system in an interventional procedure room",
        caption: "Máy phát năng lượng được kết nối với hệ thống nội soi sẵn có của phòng thủ thuật.",
        captionEn: "The generator connects to the procedure room's existing endoscopy system.",
      },
    },
  },
  {
    slug: "kiem-soat-nhiem-khuan-trong-phong-mo-nhung-nguyen-tac-cot-loi",
    title: "Kiểm soát nhiễm khuẩn trong phòng mổ: những nguyên tắc cốt lõi",
    titleEn: "Infection control in the operating room: the core principles",
    subtitle: "Môi trường, dụng cụ, con người và thiết bị cùng góp phần phòng ngừa nhiễm khuẩn vết mổ",
    subtitleEn: "Environment, instruments, people and equipment all help prevent surgical site infection",
    excerpt:
      "Nhiễm khuẩn vết mổ làm kéo dài thời gian nằm viện và tăng chi phí điều trị. Bài viết tóm lược các nguyên tắc kiểm soát nhiễm khuẩn trong phòng mổ, từ thông khí, tiệt khuẩn dụng cụ đến lựa chọn thiết bị dễ vệ sinh.",
    excerptEn:
      "Surgical site infections prolong hospital stays and raise treatment costs. This article summarises the core infection control principles in the operating room, from ventilation and instrument sterilisation to choosing easy-to-clean equipment.",
    content: `<h2>Vì sao phòng mổ cần kiểm soát nhiễm khuẩn nghiêm ngặt?</h2>
<p>Nhiễm khuẩn vết mổ là một trong những biến chứng thường gặp sau phẫu thuật, làm kéo dài thời gian nằm viện, tăng chi phí điều trị và ảnh hưởng đến kết quả hồi phục của người bệnh. Phần lớn các yếu tố nguy cơ liên quan đến môi trường, dụng cụ và con người đều có thể kiểm soát được nếu bệnh viện xây dựng quy trình đồng bộ và tuân thủ nghiêm túc.</p>
<h2>1. Kiểm soát môi trường phòng mổ</h2>
<ul>
  <li>Hệ thống thông khí có lọc HEPA, duy trì áp lực dương so với hành lang và khu vực xung quanh.</li>
  <li>Theo dõi nhiệt độ, độ ẩm và số lần trao đổi khí theo tiêu chuẩn thiết kế đã được phê duyệt.</li>
  <li>Hạn chế mở cửa và số người ra vào trong suốt ca mổ.</li>
</ul>
<h2>2. Bảo đảm dụng cụ vô khuẩn</h2>
<p>Mọi dụng cụ phẫu thuật tái sử dụng phải được làm sạch, kiểm tra, đóng gói và tiệt khuẩn tại đơn vị tiệt khuẩn trung tâm theo quy trình đã được thẩm định. <strong>Chỉ thị hóa học và chỉ thị sinh học</strong> giúp xác nhận hiệu quả từng chu trình, còn hệ thống truy xuất cho phép biết chính xác bộ dụng cụ nào đã dùng cho người bệnh nào. Với dụng cụ nhạy nhiệt như ống soi cứng hoặc camera, cần lựa chọn phương pháp tiệt khuẩn nhiệt độ thấp phù hợp.</p>
<h2>3. Yếu tố con người</h2>
<p>Vệ sinh tay ngoại khoa, mặc trang phục phẫu thuật đúng quy định và duy trì kỹ thuật vô khuẩn trong suốt ca mổ là những nguyên tắc không thể thiếu. Đào tạo định kỳ và giám sát tuân thủ giúp duy trì thói quen tốt, nhất là với nhân viên mới.</p>
<p>Bệnh viện cũng nên quy định rõ luồng di chuyển của nhân viên, người bệnh và dụng cụ, tránh giao cắt giữa khu sạch và khu bẩn. Bảng kiểm an toàn phẫu thuật trước, trong và sau ca mổ là công cụ đơn giản nhưng hiệu quả để nhắc nhở cả kíp mổ.</p>
<blockquote>“Không có thiết bị nào thay thế được sự tuân thủ của con người. Thiết bị tốt chỉ giúp việc tuân thủ trở nên dễ dàng hơn.” — Chuyên gia tư vấn kiểm soát nhiễm khuẩn của công ty</blockquote>
<h2>4. Lựa chọn thiết bị dễ vệ sinh</h2>
<p>Thiết kế thiết bị ảnh hưởng trực tiếp đến chất lượng vệ sinh bề mặt giữa các ca mổ. Một số điểm nên cân nhắc khi đầu tư:</p>
<ul>
  <li><strong>Trụ treo trần</strong> giúp đưa dây cáp và ống khí lên cao, sàn phòng mổ thông thoáng, dễ lau chùi.</li>
  <li><strong>Đèn mổ LED</strong> có bề mặt kín, ít khe hở và tay cầm tiệt khuẩn được.</li>
  <li><strong>Bàn mổ</strong> có bề mặt liền, đệm chống thấm và khớp nối dễ tiếp cận khi vệ sinh.</li>
</ul>
<h2>5. Giám sát và cải tiến liên tục</h2>
<p>Bệnh viện nên thu thập số liệu nhiễm khuẩn vết mổ, kết quả giám sát môi trường và dữ liệu chu trình tiệt khuẩn để đánh giá định kỳ. Những dữ liệu này là cơ sở để điều chỉnh quy trình, đào tạo lại nhân viên và lập kế hoạch đầu tư thiết bị phù hợp.</p>`,
    contentEn: `<h2>Why does the operating room need strict infection control?</h2>
<p>Surgical site infection is one of the most common complications after surgery. It prolongs hospital stays, increases treatment costs and affects patients' recovery. Most of the risk factors related to the environment, instruments and people can be controlled if the hospital builds consistent processes and follows them rigorously.</p>
<h2>1. Controlling the OR environment</h2>
<ul>
  <li>HEPA-filtered ventilation that maintains positive pressure relative to the corridor and surrounding areas.</li>
  <li>Monitoring of temperature, humidity and air change rates against the approved design standard.</li>
  <li>Limiting door openings and the number of people entering and leaving during a procedure.</li>
</ul>
<h2>2. Ensuring sterile instruments</h2>
<p>All reusable surgical instruments must be cleaned, inspected, packed and sterilised in the central sterile services unit according to a validated process. <strong>Chemical and biological indicators</strong> confirm the effectiveness of each cycle, while a traceability system shows exactly which instrument set was used for which patient. For heat-sensitive devices such as rigid scopes or cameras, a suitable low-temperature sterilisation method must be chosen.</p>
<h2>3. The human factor</h2>
<p>Surgical hand antisepsis, correct surgical attire and maintaining aseptic technique throughout the procedure are essential principles. Regular training and compliance monitoring help sustain good habits, especially among new staff.</p>
<p>Hospitals should also define clear routes for staff, patients and instruments to avoid crossover between clean and dirty areas. A surgical safety checklist used before, during and after each procedure is a simple but effective tool for keeping the whole team alert.</p>
<blockquote>“No equipment can replace human compliance. Good equipment simply makes compliance easier.” — Infection control consultant at our company</blockquote>
<h2>4. Choosing easy-to-clean equipment</h2>
<p>Equipment design has a direct impact on the quality of surface cleaning between procedures. Points to consider when investing include:</p>
<ul>
  <li><strong>Ceiling pendants</strong> that lift cables and gas hoses off the floor, leaving it clear and easy to clean.</li>
  <li><strong>LED surgical lights</strong> with sealed surfaces, few gaps and sterilisable handles.</li>
  <li><strong>Operating tables</strong> with seamless surfaces, waterproof mattresses and joints that are easy to reach for cleaning.</li>
</ul>
<h2>5. Surveillance and continuous improvement</h2>
<p>Hospitals should collect data on surgical site infections, environmental monitoring results and sterilisation cycle records for regular review. These data form the basis for adjusting procedures, retraining staff and planning appropriate equipment investments. Sharing the results openly with surgical teams also helps everyone understand why each rule matters and encourages a culture of safety.</p>`,
    category: "medical-knowledge",
    tags: ["kiểm soát nhiễm khuẩn", "phòng mổ", "nhiễm khuẩn vết mổ"],
    tagsEn: ["infection control", "operating room", "surgical site infection"],
    authorName: "Nguyễn Thu Hà",
    isPublished: true,
    publishedAt: "2026-10-15T14:00:00+07:00",
    viewCount: 874,
    seoTitle: "Nguyên tắc kiểm soát nhiễm khuẩn trong phòng mổ",
    seoTitleEn: "Core infection control principles in the OR",
    seoDescription:
      "Các nguyên tắc cốt lõi phòng ngừa nhiễm khuẩn vết mổ: thông khí, tiệt khuẩn dụng cụ, tuân thủ của nhân viên và thiết bị phòng mổ dễ vệ sinh.",
    seoDescriptionEn:
      "Core principles for preventing surgical site infection: ventilation, instrument sterilisation, staff compliance and easy-to-clean OR equipment.",
    featuredImageAlt: "Phòng mổ hiện đại với đèn mổ LED và trụ treo trần",
    featuredImageAltEn: "Modern operating room with LED surgical lights and ceiling pendants",
    featuredImageCaption: "Trụ treo trần giúp sàn phòng mổ thông thoáng và dễ vệ sinh hơn.",
    featuredImageCaptionEn: "Ceiling pendants keep the OR floor clear and easier to clean.",
    image: { kind: "surgical-light", hue: 178 },
    photos: {
      plain: {
        photo: "theatre-table",
        alt: "Bàn mổ đã được làm sạch, sẵn sàng cho ca phẫu thuật tiếp theo",
        altEn: "Operating table cleaned and ready for the next case",
      },
      grid: {
        grid: "sterile-supply",
        alt: "Ba ảnh: máy rửa khử khuẩn dụng cụ, nồi hấp hơi nước và máy tiệt khuẩn plasma",
        altEn: "Three photos: an instrument washer-disinfector, a steam sterilizer and a plasma sterilizer",
        caption:
          "Dụng cụ phẫu thuật được rửa, khử khuẩn và tiệt khuẩn bằng phương pháp phù hợp với từng loại vật liệu.",
        captionEn: "Surgical instruments are washed, disinfected and sterilized by the method their materials allow.",
      },
      captioned: {
        photo: "surgical-light",
        alt: "Đèn mổ và cánh tay treo thiết bị trong phòng mổ",
        altEn: "Surgical light and equipment pendant in an operating theatre",
        caption: "Tay cầm đèn mổ và bề mặt cánh tay treo là những điểm chạm cần lau khử khuẩn giữa các ca.",
        captionEn: "Light handles and pendant surfaces are touch points to disinfect between cases.",
      },
    },
  },
  {
    slug: "tri-tue-nhan-tao-trong-noi-soi-tieu-hoa-tiem-nang-va-luu-y-khi-trien-khai",
    title: "Trí tuệ nhân tạo trong nội soi tiêu hóa: tiềm năng và lưu ý khi triển khai",
    titleEn: "Artificial intelligence in GI endoscopy: potential and practical considerations",
    subtitle: "AI là người quan sát thứ hai, không thay thế bác sĩ nội soi",
    subtitleEn: "AI acts as a second observer, not a replacement for the endoscopist",
    excerpt:
      "Các hệ thống AI hỗ trợ phát hiện polyp đang được nhiều bệnh viện quan tâm. Bài viết tổng hợp những gì công nghệ có thể làm, giới hạn cần biết và các bước chuẩn bị khi triển khai giải pháp như của Waycen.",
    excerptEn:
      "AI-assisted polyp detection systems are attracting growing interest from hospitals. This article sums up what the technology can do, the limits to be aware of and how to prepare for deploying a solution such as Waycen's.",
    content: `<h2>AI đang thay đổi phòng nội soi như thế nào?</h2>
<p>Phát hiện và cắt bỏ polyp đại tràng là biện pháp hiệu quả để phòng ngừa ung thư đại trực tràng. Tuy nhiên, một số tổn thương nhỏ, phẳng hoặc nằm sau nếp niêm mạc vẫn có thể bị bỏ sót, đặc biệt khi bác sĩ mệt mỏi sau nhiều ca liên tiếp. Các hệ thống <strong>phát hiện hỗ trợ bằng máy tính (CADe)</strong> được phát triển để giải quyết vấn đề này: phần mềm phân tích từng khung hình video và đánh dấu vùng nghi ngờ theo thời gian thực.</p>
<p>Nhiều nghiên cứu lâm sàng đã được công bố trên thế giới cho thấy AI có thể giúp cải thiện tỷ lệ phát hiện u tuyến, dù mức độ cải thiện khác nhau giữa các nghiên cứu và phụ thuộc vào kinh nghiệm của người thực hiện.</p>
<h2>Hai nhóm ứng dụng chính</h2>
<table>
  <thead>
    <tr><th>Nhóm</th><th>Chức năng</th><th>Vai trò của bác sĩ</th></tr>
  </thead>
  <tbody>
    <tr><td>CADe (phát hiện)</td><td>Đánh dấu vùng nghi ngờ tổn thương trên màn hình</td><td>Quan sát, xác nhận và quyết định xử trí</td></tr>
    <tr><td>CADx (phân loại)</td><td>Gợi ý đặc điểm mô học dự đoán của tổn thương</td><td>Đánh giá tổng thể và chịu trách nhiệm chẩn đoán</td></tr>
  </tbody>
</table>
<h2>Những giới hạn cần biết</h2>
<ul>
  <li>AI có thể đưa ra <strong>cảnh báo dương tính giả</strong> do bọt khí, phân hoặc nếp niêm mạc.</li>
  <li>Chất lượng chuẩn bị đại tràng và kỹ thuật rút ống vẫn là yếu tố quyết định.</li>
  <li>Phần mềm không thay thế được đánh giá lâm sàng và trách nhiệm chuyên môn của bác sĩ.</li>
</ul>
<p>Ngoài ra, hiệu năng của mô hình AI phụ thuộc vào dữ liệu dùng để huấn luyện. Bệnh viện nên hỏi nhà cung cấp về cách mô hình được đánh giá, tần suất cập nhật và cơ chế tiếp nhận phản hồi từ người dùng.</p>
<h2>Chuẩn bị khi triển khai</h2>
<p>Trước khi đưa AI vào phòng nội soi, bệnh viện nên kiểm tra khả năng tương thích với bộ xử lý hình ảnh hiện có, bố trí màn hình hợp lý và xây dựng quy trình ghi nhận kết quả. Giải pháp của <strong>Waycen</strong> kết nối qua cổng video tiêu chuẩn nên có thể dùng với nhiều hệ thống nội soi, trong đó có các bộ xử lý Pentax Medical mà chúng tôi phân phối.</p>
<p>Chúng tôi khuyến nghị triển khai theo từng giai đoạn: thử nghiệm tại một phòng, đào tạo bác sĩ và điều dưỡng, thu thập phản hồi rồi mới mở rộng. Việc theo dõi các chỉ số chất lượng như tỷ lệ phát hiện u tuyến và thời gian rút ống trước và sau triển khai sẽ giúp đánh giá khách quan giá trị của công nghệ.</p>
<p>Chuyên viên ứng dụng của chúng tôi có thể hỗ trợ từng bước, từ kiểm tra khả năng tương thích ban đầu đến đào tạo nhân viên và rà soát các chỉ số chất lượng sau vài tháng sử dụng.</p>
<p><em>Bài viết mang tính tổng quan, không thay thế các hướng dẫn chuyên môn của hội chuyên ngành.</em></p>`,
    contentEn: `<h2>How is AI changing the endoscopy room?</h2>
<p>Detecting and removing colorectal polyps is an effective way to prevent colorectal cancer. However, some small, flat lesions or lesions hidden behind mucosal folds can still be missed, especially when the endoscopist is tired after many consecutive cases. <strong>Computer-aided detection (CADe)</strong> systems were developed to address this problem: the software analyses every video frame and highlights suspicious areas in real time.</p>
<p>Many clinical studies published around the world suggest that AI can help improve adenoma detection rates, although the size of the improvement varies between studies and depends on the experience of the endoscopist.</p>
<h2>Two main groups of applications</h2>
<table>
  <thead>
    <tr><th>Group</th><th>Function</th><th>Role of the physician</th></tr>
  </thead>
  <tbody>
    <tr><td>CADe (detection)</td><td>Highlights suspected lesions on the screen</td><td>Observes, confirms and decides on management</td></tr>
    <tr><td>CADx (characterisation)</td><td>Suggests the likely histology of a lesion</td><td>Makes the overall assessment and is responsible for the diagnosis</td></tr>
  </tbody>
</table>
<h2>Limitations to be aware of</h2>
<ul>
  <li>AI can produce <strong>false-positive alerts</strong> caused by bubbles, stool or mucosal folds.</li>
  <li>Bowel preparation quality and withdrawal technique remain decisive factors.</li>
  <li>The software cannot replace the clinical judgement and professional responsibility of the physician.</li>
</ul>
<p>It is also worth remembering that the performance of an AI model depends on the data used to train it. Hospitals should ask suppliers how the model has been evaluated, how often it is updated and how user feedback is handled.</p>
<h2>Preparing for deployment</h2>
<p>Before introducing AI into the endoscopy room, hospitals should check compatibility with their existing video processors, plan the monitor layout carefully and define how results will be recorded. The <strong>Waycen</strong> solution connects through a standard video port, so it can be used with many endoscopy systems, including the Pentax Medical processors that we distribute.</p>
<p>We recommend a phased rollout: a pilot in one room, training for physicians and nurses, collection of feedback, and only then wider expansion. Tracking quality indicators such as adenoma detection rate and withdrawal time before and after deployment makes it possible to assess the value of the technology objectively.</p>
<p>Our application specialists can support each of these steps, from the initial compatibility check to staff training and the review of quality indicators after several months of use.</p>
<p><em>This article is a general overview and does not replace the guidelines of professional societies.</em></p>`,
    category: "medical-research",
    tags: ["trí tuệ nhân tạo", "nội soi tiêu hóa", "Waycen", "polyp"],
    tagsEn: ["artificial intelligence", "GI endoscopy", "Waycen", "polyps"],
    authorName: "Phạm Ngọc Anh",
    isPublished: true,
    publishedAt: "2026-10-29T08:00:00+07:00",
    viewCount: 733,
    seoTitle: "AI trong nội soi tiêu hóa: tiềm năng và lưu ý",
    seoTitleEn: "AI in GI endoscopy: potential and considerations",
    seoDescription:
      "Tìm hiểu hệ thống AI hỗ trợ phát hiện polyp trong nội soi đại tràng: chức năng, giới hạn và các bước chuẩn bị khi triển khai tại bệnh viện.",
    seoDescriptionEn:
      "AI-assisted polyp detection in colonoscopy: what it does, its limitations and how hospitals can prepare for deployment.",
    featuredImageAlt: "Màn hình nội soi hiển thị vùng nghi ngờ polyp do AI đánh dấu",
    featuredImageAltEn: "Endoscopy monitor showing a suspected polyp highlighted by AI",
    featuredImageCaption: "Phần mềm AI đánh dấu vùng nghi ngờ, bác sĩ là người đánh giá và quyết định.",
    featuredImageCaptionEn: "The AI software highlights suspicious areas; the physician assesses and decides.",
    image: { kind: "ai-polyp", hue: 232 },
    photos: {
      plain: {
        photo: "ai-endoscopy",
        alt: "Màn hình nội soi đánh dấu vùng nghi ngờ polyp nhờ phần mềm trí tuệ nhân tạo",
        altEn: "Endoscopy screen marking a suspected polyp with AI software",
      },
      grid: {
        grid: "endoscope-cycle",
        alt: "Ba ảnh: ống soi mềm, máy rửa khử khuẩn ống soi và tủ sấy ống soi",
        altEn: "Three photos: a flexible endoscope, an endoscope reprocessor and a drying cabinet",
        caption: "Hình ảnh tốt cho AI bắt đầu từ ống soi được tái xử lý và bảo quản đúng cách.",
        captionEn: "Good images for AI start with endoscopes that are properly reprocessed and stored.",
      },
      captioned: {
        photo: "endoscopy-room",
        alt: "Hệ thống nội soi video kết nối với mô-đun trí tuệ nhân tạo",
        altEn: "Video endoscopy system connected to an AI module",
        caption: "Mô-đun AI đặt trên xe đẩy nội soi, không làm thay đổi quy trình quen thuộc của bác sĩ.",
        captionEn: "The AI module sits on the endoscopy cart without changing the endoscopist's routine.",
      },
    },
  },
  {
    slug: "dau-an-tai-trien-lam-vietnam-medi-pharm-2026-o-ha-noi",
    title: "Dấu ấn tại triển lãm Vietnam Medi-Pharm 2026 ở Hà Nội",
    titleEn: "Highlights from our booth at Vietnam Medi-Pharm 2026 in Hanoi",
    subtitle: "Bốn khu giải pháp, nhiều buổi trình diễn trực tiếp và những cuộc trao đổi chuyên môn",
    subtitleEn: "Four solution zones, live demonstrations and in-depth professional conversations",
    excerpt:
      "Gian hàng của chúng tôi tại Vietnam Medi-Pharm 2026 giới thiệu trọn vẹn giải pháp nội soi, kiểm soát nhiễm khuẩn, phòng mổ và xét nghiệm cùng các đối tác Pentax Medical, STERIS, Ackermann, Waycen và Lepu Medical.",
    excerptEn:
      "Our booth at Vietnam Medi-Pharm 2026 showcased complete endoscopy, infection control, operating room and laboratory solutions together with partners including Pentax Medical, STERIS, Ackermann, Waycen and Lepu Medical.",
    content: `<h2>Một gian hàng, bốn khu giải pháp</h2>
<p>Tại triển lãm quốc tế chuyên ngành y dược <strong>Vietnam Medi-Pharm 2026</strong> tổ chức ở Hà Nội, gian hàng của chúng tôi được thiết kế thành bốn khu tương ứng với bốn nhóm giải pháp: nội soi, kiểm soát nhiễm khuẩn, phòng mổ và xét nghiệm. Cách bố trí này giúp khách tham quan dễ dàng hình dung một quy trình hoàn chỉnh, từ phòng thủ thuật đến đơn vị tiệt khuẩn trung tâm.</p>
<ul>
  <li><strong>Khu nội soi</strong>: hệ thống nội soi video Pentax Medical và phần mềm AI hỗ trợ phát hiện polyp của Waycen chạy trên video mô phỏng.</li>
  <li><strong>Khu kiểm soát nhiễm khuẩn</strong>: mô hình đơn vị tiệt khuẩn một chiều với thiết bị STERIS và vật tư tiêu hao Beneeon, Vedkang.</li>
  <li><strong>Khu phòng mổ</strong>: bàn mổ đa năng và đèn mổ LED Ackermann, khách tham quan có thể trực tiếp điều khiển các tư thế bàn mổ.</li>
  <li><strong>Khu xét nghiệm</strong>: máy xét nghiệm và monitor theo dõi bệnh nhân Lepu Medical.</li>
</ul>
<h2>Trình diễn và trao đổi chuyên môn</h2>
<p>Trong suốt các ngày triển lãm, đội ngũ kỹ sư và chuyên viên ứng dụng đã tổ chức nhiều buổi trình diễn ngắn, tập trung vào những câu hỏi bệnh viện thường quan tâm: chi phí vận hành, yêu cầu hạ tầng khi lắp đặt, thời gian đào tạo và chính sách bảo trì. Buổi trình diễn quy trình tái xử lý ống soi thu hút đông đảo điều dưỡng và nhân viên kiểm soát nhiễm khuẩn.</p>
<p>Tại khu phòng mổ, khách tham quan đặc biệt quan tâm đến cách bàn mổ, đèn mổ và trụ treo phối hợp với nhau trong một phòng mổ hoàn chỉnh. Kỹ sư của chúng tôi đã giải thích các bước chuẩn bị như kiểm tra tải trọng trần, bố trí cổng khí y tế và đường đi dây cáp, những yếu tố thường bị bỏ qua cho đến giai đoạn cuối của dự án xây dựng.</p>
<p>Bên lề triển lãm, chúng tôi tổ chức buổi chia sẻ chuyên đề về xu hướng ứng dụng trí tuệ nhân tạo trong nội soi và phòng mổ thông minh. Các diễn giả nhấn mạnh rằng công nghệ chỉ phát huy hiệu quả khi đi kèm quy trình rõ ràng và đội ngũ được đào tạo bài bản.</p>
<h2>Những điều chúng tôi lắng nghe được</h2>
<p>Qua trao đổi với khách tham quan, có thể thấy nhiều bệnh viện tuyến tỉnh đang ưu tiên đầu tư cho nội soi và đơn vị tiệt khuẩn trung tâm, đồng thời quan tâm nhiều hơn đến dịch vụ sau bán hàng. Không ít câu hỏi xoay quanh việc làm sao để thiết bị vận hành ổn định trong nhiều năm, thay vì chỉ so sánh giá mua ban đầu.</p>
<p>Đây là những phản hồi quý giá để chúng tôi tiếp tục hoàn thiện danh mục sản phẩm, mở rộng mạng lưới kỹ sư tại các khu vực và nâng cao chất lượng dịch vụ.</p>
<h2>Lời cảm ơn</h2>
<p>Chúng tôi xin chân thành cảm ơn quý bác sĩ, điều dưỡng, kỹ sư thiết bị y tế và các đối tác đã ghé thăm gian hàng. Khách hàng chưa có dịp tham quan có thể liên hệ để được sắp xếp buổi trình diễn riêng tại bệnh viện hoặc tại văn phòng của công ty. <em>Hẹn gặp lại quý khách tại các sự kiện tiếp theo!</em></p>`,
    contentEn: `<h2>One booth, four solution zones</h2>
<p>At the <strong>Vietnam Medi-Pharm 2026</strong> international medical and pharmaceutical exhibition in Hanoi, our booth was organised into four zones matching our four groups of solutions: endoscopy, infection control, the operating room and the laboratory. This layout helped visitors picture a complete workflow, from the procedure room to the central sterile services unit.</p>
<ul>
  <li><strong>Endoscopy zone</strong>: a Pentax Medical video endoscopy system and Waycen's AI-assisted polyp detection software running on simulated video.</li>
  <li><strong>Infection control zone</strong>: a model one-way sterile services unit with STERIS equipment and Beneeon and Vedkang consumables.</li>
  <li><strong>Operating room zone</strong>: an Ackermann universal operating table and LED surgical light, with visitors able to control the table positions themselves.</li>
  <li><strong>Laboratory zone</strong>: Lepu Medical analysers and patient monitors.</li>
</ul>
<h2>Demonstrations and professional exchange</h2>
<p>Throughout the exhibition, our engineers and application specialists ran many short demonstrations focused on the questions hospitals ask most often: running costs, infrastructure requirements for installation, training time and maintenance policies. The endoscope reprocessing demonstration attracted a large number of nurses and infection control staff.</p>
<p>In the operating room zone, visitors were particularly interested in how the operating table, surgical light and ceiling pendants work together in a complete theatre. Our engineers explained planning steps such as ceiling load checks, medical gas outlet positions and cable routing, which are often overlooked until late in a construction project.</p>
<p>Alongside the exhibition, we hosted a talk on trends in artificial intelligence for endoscopy and the smart operating room. The speakers stressed that technology only delivers its full value when it is supported by clear processes and well-trained teams.</p>
<h2>What we heard</h2>
<p>Our conversations with visitors showed that many provincial hospitals are prioritising investment in endoscopy and central sterile services, and that they are paying more attention to after-sales service. Many questions were about how to keep equipment running reliably for many years, rather than simply comparing purchase prices.</p>
<p>This feedback is invaluable as we continue to refine our product portfolio, expand our network of regional engineers and raise the quality of our service.</p>
<h2>Thank you</h2>
<p>We sincerely thank the physicians, nurses, biomedical engineers and partners who visited our booth. Customers who were unable to attend can contact us to arrange a private demonstration at their hospital or at our office. <em>We look forward to seeing you at our next events!</em></p>`,
    category: "company-news",
    tags: ["triển lãm", "Vietnam Medi-Pharm", "sự kiện"],
    tagsEn: ["exhibition", "Vietnam Medi-Pharm", "events"],
    authorName: "Ban Truyền thông",
    isPublished: true,
    publishedAt: "2026-11-12T15:30:00+07:00",
    viewCount: 268,
    seoTitle: "Gian hàng của chúng tôi tại Vietnam Medi-Pharm 2026",
    seoTitleEn: "Our booth at Vietnam Medi-Pharm 2026 in Hanoi",
    seoDescription:
      "Điểm lại gian hàng tại Vietnam Medi-Pharm 2026: giải pháp nội soi, kiểm soát nhiễm khuẩn, phòng mổ, xét nghiệm và các buổi trình diễn trực tiếp.",
    seoDescriptionEn:
      "Highlights from our Vietnam Medi-Pharm 2026 booth: endoscopy, infection control, operating room and laboratory solutions with live demonstrations.",
    featuredImageAlt: "Gian hàng thiết bị y tế tại triển lãm Vietnam Medi-Pharm 2026",
    featuredImageAltEn: "Medical equipment booth at the Vietnam Medi-Pharm 2026 exhibition",
    featuredImageCaption: "Khu trưng bày phòng mổ với bàn mổ và đèn mổ LED Ackermann.",
    featuredImageCaptionEn: "The operating room zone featuring an Ackermann operating table and LED surgical light.",
    image: { kind: "or-integration", hue: 32 },
    photos: {
      plain: {
        photo: "exhibition-stand",
        alt: "Hệ thống tích hợp phòng mổ trưng bày tại gian hàng của công ty",
        altEn: "Operating room integration system on display at our stand",
      },
      grid: {
        grid: "sterile-supply",
        alt: "Ba ảnh: máy rửa khử khuẩn, nồi hấp hơi nước và máy tiệt khuẩn plasma tại khu trưng bày",
        altEn: "Three photos: a washer-disinfector, a steam sterilizer and a plasma sterilizer in the display area",
        caption: "Khu trưng bày giải pháp tiệt khuẩn thu hút đông đảo điều dưỡng và kỹ thuật viên.",
        captionEn: "The sterilization area drew many nurses and technicians.",
      },
      captioned: {
        photo: "surgical-light",
        alt: "Đèn mổ LED và cánh tay treo tại khu phòng mổ của gian hàng",
        altEn: "LED surgical light and pendant in the stand's operating theatre area",
        caption: "Tại khu phòng mổ, khách tham quan tự tay điều khiển đèn mổ và các tư thế bàn mổ.",
        captionEn:
          "In the operating theatre area, visitors tried the surgical lights and table positions for themselves.",
      },
    },
  },
  {
    slug: "chuong-trinh-bao-tri-cuoi-nam-2026-uu-dai-kiem-tra-thiet-bi-noi-soi-va-tiet-khuan",
    title: "Chương trình bảo trì cuối năm 2026: ưu đãi kiểm tra thiết bị nội soi và tiệt khuẩn",
    titleEn: "Year-end 2026 maintenance programme: offers on endoscopy and sterilisation checks",
    subtitle: "Áp dụng từ 01/12/2026 đến 31/01/2027 cho khách hàng trên toàn quốc",
    subtitleEn: "Valid from 1 December 2026 to 31 January 2027 for customers nationwide",
    excerpt:
      "Chuẩn bị cho năm mới với thiết bị vận hành ổn định: kiểm tra tổng quát ống soi miễn phí, giảm giá bảo trì máy tiệt khuẩn, phụ tùng thay thế và hiệu chuẩn thiết bị phòng mổ.",
    excerptEn:
      "Prepare for the new year with reliable equipment: a free general endoscope check, plus discounts on steriliser maintenance, spare parts and operating room equipment calibration.",
    content: `<h2>Vì sao nên bảo trì vào cuối năm?</h2>
<p>Cuối năm là thời điểm nhiều bệnh viện rà soát tình trạng thiết bị và lập kế hoạch ngân sách cho năm tiếp theo. Một đợt kiểm tra toàn diện giúp phát hiện sớm các hư hỏng nhỏ trước khi chúng trở thành sự cố lớn, đồng thời cung cấp dữ liệu để lên kế hoạch thay thế, nâng cấp hợp lý. Với ống soi mềm và máy tiệt khuẩn, những thiết bị hoạt động liên tục mỗi ngày, bảo trì định kỳ càng có ý nghĩa quan trọng. Kết quả kiểm tra được ghi chép đầy đủ cũng giúp khoa phòng có cơ sở rõ ràng khi đề xuất đầu tư với ban giám đốc.</p>
<h2>Nội dung ưu đãi</h2>
<table>
  <thead>
    <tr><th>Hạng mục</th><th>Ưu đãi</th><th>Ghi chú</th></tr>
  </thead>
  <tbody>
    <tr><td>Kiểm tra tổng quát ống soi mềm</td><td>Miễn phí</td><td>Tối đa 5 ống soi mỗi bệnh viện</td></tr>
    <tr><td>Bảo trì định kỳ máy tiệt khuẩn</td><td>Giảm 20%</td><td>Áp dụng cho máy hơi nước và nhiệt độ thấp</td></tr>
    <tr><td>Phụ tùng thay thế chính hãng</td><td>Giảm 10%</td><td>Gioăng cửa, bộ lọc, van, đèn nguồn sáng</td></tr>
    <tr><td>Kiểm tra, hiệu chỉnh bàn mổ và đèn mổ</td><td>Giảm 15%</td><td>Bao gồm báo cáo tình trạng thiết bị</td></tr>
  </tbody>
</table>
<h2>Quy trình thực hiện</h2>
<ul>
  <li><strong>Bước 1:</strong> Bệnh viện gửi danh sách thiết bị cần kiểm tra cho bộ phận chăm sóc khách hàng.</li>
  <li><strong>Bước 2:</strong> Phòng Kỹ thuật xác nhận lịch làm việc phù hợp với kế hoạch hoạt động của khoa.</li>
  <li><strong>Bước 3:</strong> Kỹ sư thực hiện kiểm tra tại chỗ, ghi nhận tình trạng và đề xuất xử lý.</li>
  <li><strong>Bước 4:</strong> Bệnh viện nhận báo cáo chi tiết kèm báo giá sửa chữa, thay thế (nếu có).</li>
</ul>
<h2>Lợi ích cho bệnh viện</h2>
<ul>
  <li>Giảm sự cố ngoài kế hoạch trong những tháng đầu năm vốn có lưu lượng bệnh nhân cao.</li>
  <li>Có hồ sơ cập nhật về tình trạng từng thiết bị chủ chốt, hữu ích cho kiểm tra nội bộ và lập ngân sách.</li>
  <li>Giảm chi phí sửa chữa dài hạn nhờ phát hiện sớm các dấu hiệu hao mòn.</li>
</ul>
<h2>Điều kiện áp dụng</h2>
<p>Chương trình áp dụng cho thiết bị do công ty cung cấp hoặc thiết bị cùng thương hiệu mà công ty được ủy quyền dịch vụ. Ưu đãi không cộng dồn với các chương trình khác và không áp dụng cho hợp đồng bảo trì trọn gói đang còn hiệu lực. Lịch làm việc được sắp xếp theo thứ tự đăng ký, vì vậy bệnh viện nên đăng ký sớm để chủ động thời gian.</p>
<p>Trong quá trình kiểm tra, kỹ sư của chúng tôi cũng sẽ hướng dẫn lại cho nhân viên các thao tác bảo dưỡng hằng ngày, giúp thiết bị duy trì trạng thái tốt giữa các kỳ bảo trì.</p>
<p><em>Chi tiết chương trình có thể được điều chỉnh trước khi công bố chính thức.</em></p>`,
    contentEn: `<h2>Why schedule maintenance at the end of the year?</h2>
<p>The end of the year is the time when many hospitals review the condition of their equipment and plan budgets for the year ahead. A comprehensive inspection detects minor faults early, before they turn into major breakdowns, and provides data for sensible replacement and upgrade planning. For flexible endoscopes and sterilisers, which run continuously every day, regular maintenance is especially important. A well-documented inspection also makes it easier to justify investment decisions to hospital management.</p>
<h2>What is on offer</h2>
<table>
  <thead>
    <tr><th>Service</th><th>Offer</th><th>Notes</th></tr>
  </thead>
  <tbody>
    <tr><td>General flexible endoscope check</td><td>Free</td><td>Up to 5 endoscopes per hospital</td></tr>
    <tr><td>Preventive steriliser maintenance</td><td>20% off</td><td>Applies to steam and low-temperature sterilisers</td></tr>
    <tr><td>Genuine spare parts</td><td>10% off</td><td>Door gaskets, filters, valves, light source lamps</td></tr>
    <tr><td>Operating table and surgical light inspection and adjustment</td><td>15% off</td><td>Includes an equipment condition report</td></tr>
  </tbody>
</table>
<h2>How it works</h2>
<ul>
  <li><strong>Step 1:</strong> The hospital sends a list of the equipment to be checked to our customer care team.</li>
  <li><strong>Step 2:</strong> Our technical department confirms a schedule that fits the department's workload.</li>
  <li><strong>Step 3:</strong> An engineer carries out the inspection on site, records the condition of each item and recommends any action needed.</li>
  <li><strong>Step 4:</strong> The hospital receives a detailed report with a quotation for any repairs or replacements.</li>
</ul>
<h2>Benefits for hospitals</h2>
<ul>
  <li>Fewer unplanned breakdowns during the busy first months of the year.</li>
  <li>An up-to-date record of the condition of every key device, useful for internal audits and budget planning.</li>
  <li>Lower long-term repair costs thanks to early detection of wear.</li>
</ul>
<h2>Terms and conditions</h2>
<p>The programme applies to equipment supplied by our company or to equipment from brands for which we are an authorised service provider. The offers cannot be combined with other promotions and do not apply to comprehensive maintenance contracts that are still in force. Appointments are scheduled in order of registration, so hospitals are encouraged to register early to secure convenient dates.</p>
<p>During each visit, our engineers will also refresh staff on daily care routines, helping equipment stay in good condition between scheduled services. We believe these small habits make a real difference to equipment life and to the reliability that clinical teams depend on.</p>
<p><em>Programme details may be adjusted before the official announcement.</em></p>`,
    category: "promotion",
    tags: ["bảo trì", "khuyến mãi", "dịch vụ kỹ thuật"],
    tagsEn: ["maintenance", "promotion", "technical service"],
    authorName: "Phòng Dịch vụ khách hàng",
    isPublished: false,
    publishedAt: "2026-11-18T08:00:00+07:00",
    viewCount: 0,
    seoTitle: "Ưu đãi bảo trì thiết bị y tế cuối năm 2026",
    seoTitleEn: "Year-end 2026 medical equipment maintenance offers",
    seoDescription:
      "Kiểm tra ống soi miễn phí, giảm giá bảo trì máy tiệt khuẩn, phụ tùng chính hãng và hiệu chỉnh bàn mổ, đèn mổ từ 01/12/2026 đến 31/01/2027.",
    seoDescriptionEn:
      "Free endoscope checks and discounts on steriliser maintenance, genuine spare parts and OR equipment calibration from 1 Dec 2026 to 31 Jan 2027.",
    featuredImageAlt: "Kỹ sư kiểm tra máy tiệt khuẩn trong đợt bảo trì định kỳ",
    featuredImageAltEn: "Engineer inspecting a steriliser during scheduled maintenance",
    featuredImageCaption: "Bảo trì định kỳ giúp thiết bị vận hành ổn định và kéo dài tuổi thọ.",
    featuredImageCaptionEn: "Scheduled maintenance keeps equipment reliable and extends its life.",
    image: { kind: "washer-disinfector", hue: 18 },
  },
  {
    slug: "15-nam-dong-hanh-cung-nganh-y-te-viet-nam-2011-2026",
    title: "15 năm đồng hành cùng ngành y tế Việt Nam (2011–2026)",
    titleEn: "15 years alongside Vietnam's healthcare sector (2011–2026)",
    subtitle: "Từ một văn phòng nhỏ ở Hà Nội đến mạng lưới phục vụ bệnh viện trên cả nước",
    subtitleEn: "From a small office in Hanoi to a network serving hospitals nationwide",
    excerpt:
      "Thành lập năm 2011, công ty đã trải qua 15 năm phát triển cùng các bệnh viện Việt Nam. Nhìn lại những cột mốc chính và định hướng cho chặng đường tiếp theo.",
    excerptEn:
      "Founded in 2011, our company has spent 15 years growing alongside Vietnamese hospitals. A look back at the key milestones and our direction for the next stage.",
    content: `<h2>Khởi đầu từ nội soi</h2>
<p>Năm 2011, công ty được thành lập tại Hà Nội với một nhóm nhỏ kỹ sư và chuyên viên kinh doanh, khởi đầu bằng việc cung cấp vật tư tiêu hao cho các phòng nội soi. Ngay từ những ngày đầu, chúng tôi xác định rằng giá trị thực sự của một nhà phân phối thiết bị y tế nằm ở <strong>sự đồng hành lâu dài</strong>: tư vấn đúng nhu cầu, lắp đặt chuẩn mực và hỗ trợ kỹ thuật kịp thời.</p>
<h2>Những cột mốc đáng nhớ</h2>
<ul>
  <li><strong>2011</strong> – Thành lập công ty tại Hà Nội, tập trung vào vật tư nội soi.</li>
  <li><strong>2014</strong> – Mở văn phòng đại diện tại TP. Hồ Chí Minh, phục vụ khách hàng phía Nam.</li>
  <li><strong>2017</strong> – Hệ thống quản lý chất lượng đạt chứng nhận ISO 9001.</li>
  <li><strong>2019</strong> – Mở rộng sang lĩnh vực kiểm soát nhiễm khuẩn và tiệt khuẩn trung tâm.</li>
  <li><strong>2021</strong> – Khai trương trung tâm dịch vụ kỹ thuật với khu kiểm tra và sửa chữa ống soi.</li>
  <li><strong>2023</strong> – Bổ sung danh mục thiết bị phòng mổ và xét nghiệm.</li>
  <li><strong>2026</strong> – Trở thành nhà phân phối ủy quyền của Pentax Medical tại Việt Nam.</li>
</ul>
<h2>Con người là nền tảng</h2>
<p>Sau 15 năm, đội ngũ của chúng tôi đã lớn mạnh với các kỹ sư được đào tạo bởi nhà sản xuất, chuyên viên ứng dụng lâm sàng và bộ phận chăm sóc khách hàng hoạt động trên cả ba miền. Chúng tôi tự hào vì nhiều thành viên đã gắn bó từ những năm đầu tiên và trưởng thành cùng công ty.</p>
<blockquote>“Mỗi thiết bị chúng tôi lắp đặt là một cam kết với bệnh viện và người bệnh. Mười lăm năm qua, chúng tôi luôn cố gắng giữ trọn cam kết đó.” — Tổng Giám đốc công ty</blockquote>
<h2>Định hướng chặng đường mới</h2>
<p>Trong giai đoạn tiếp theo, công ty tập trung vào ba hướng chính: mở rộng giải pháp tích hợp cho phòng mổ và đơn vị tiệt khuẩn trung tâm; đưa các công nghệ mới như trí tuệ nhân tạo và năng lượng phẫu thuật tiên tiến đến gần hơn với bệnh viện tuyến tỉnh; và đầu tư mạnh hơn cho đào tạo người dùng. Chúng tôi tin rằng sự phát triển bền vững chỉ đến khi thiết bị được khai thác hiệu quả và an toàn.</p>
<p>Nhân dịp kỷ niệm 15 năm, công ty sẽ tổ chức chuỗi hoạt động tri ân khách hàng, bao gồm chương trình kiểm tra thiết bị, hội thảo chuyên môn và các ưu đãi dịch vụ. Thông tin chi tiết sẽ được cập nhật trên trang tin tức.</p>
<p>Xin chân thành cảm ơn quý khách hàng, đối tác và toàn thể cán bộ nhân viên đã đồng hành cùng chúng tôi trong suốt 15 năm qua.</p>`,
    contentEn: `<h2>Starting with endoscopy</h2>
<p>In 2011, the company was founded in Hanoi by a small team of engineers and sales specialists, starting out by supplying consumables to endoscopy units. From the very beginning, we believed that the real value of a medical equipment distributor lies in <strong>long-term partnership</strong>: advice that matches real needs, proper installation and timely technical support.</p>
<h2>Milestones to remember</h2>
<ul>
  <li><strong>2011</strong> – The company is founded in Hanoi, focusing on endoscopy consumables.</li>
  <li><strong>2014</strong> – A representative office opens in Ho Chi Minh City to serve customers in the south.</li>
  <li><strong>2017</strong> – Our quality management system is certified to ISO 9001.</li>
  <li><strong>2019</strong> – We expand into infection control and central sterile services.</li>
  <li><strong>2021</strong> – A technical service centre opens, with a dedicated endoscope inspection and repair area.</li>
  <li><strong>2023</strong> – Operating room and laboratory equipment join the portfolio.</li>
  <li><strong>2026</strong> – We become an authorised Pentax Medical distributor in Vietnam.</li>
</ul>
<h2>People are our foundation</h2>
<p>After 15 years, our team has grown to include manufacturer-trained engineers, clinical application specialists and a customer care team working across all three regions of the country. We are proud that many colleagues have been with us since the early years and have grown together with the company.</p>
<blockquote>“Every piece of equipment we install is a promise to a hospital and its patients. For fifteen years, we have worked hard to keep that promise.” — Chief Executive Officer</blockquote>
<h2>Direction for the next chapter</h2>
<p>In the next stage, the company will focus on three main directions: expanding integrated solutions for operating rooms and central sterile services; bringing new technologies such as artificial intelligence and advanced surgical energy closer to provincial hospitals; and investing more in user training. We believe sustainable growth only comes when equipment is used effectively and safely.</p>
<p>To mark our 15th anniversary, the company will hold a series of customer appreciation activities, including equipment check programmes, professional workshops and service offers. Details will be published on our news page.</p>
<p>We sincerely thank our customers, partners and every member of our staff for walking alongside us over the past 15 years. We look forward to many more years of working together to support better care for patients across Vietnam.</p>`,
    category: "company-news",
    tags: ["kỷ niệm", "15 năm", "hành trình"],
    tagsEn: ["anniversary", "15 years", "journey"],
    authorName: "Nguyễn Thu Hà",
    isPublished: false,
    publishedAt: "2026-11-19T09:00:00+07:00",
    viewCount: 0,
    seoTitle: "15 năm đồng hành cùng ngành y tế Việt Nam",
    seoTitleEn: "15 years alongside Vietnam's healthcare sector",
    seoDescription:
      "Nhìn lại 15 năm phát triển từ năm 2011: các cột mốc chính, đội ngũ và định hướng phục vụ bệnh viện Việt Nam trong chặng đường mới.",
    seoDescriptionEn:
      "Looking back on 15 years since 2011: key milestones, our team and our plans for serving Vietnamese hospitals in the next chapter.",
    featuredImageAlt: "Tập thể cán bộ nhân viên công ty trong lễ kỷ niệm 15 năm",
    featuredImageAltEn: "Company staff at the 15th anniversary celebration",
    featuredImageCaption: "15 năm đồng hành cùng các bệnh viện trên cả nước.",
    featuredImageCaptionEn: "15 years of working alongside hospitals across the country.",
    image: { kind: "central-station", hue: 45 },
  },
];
