import type { DemoGridName, DemoPhotoName, SeedPhoto } from "../types";

/**
 * The demo articles' photographs: thirteen scenes, each made once at 4032 × 3024
 * and stored once, then placed in several articles' bodies as a library image would be. The alt
 * texts here are the image library's; each article describes a photo in its own words.
 */
export const DEMO_PHOTOS: Record<DemoPhotoName, SeedPhoto> = {
  "endoscopy-room": {
    scene: { kind: "endoscopy-tower", behind: "drying-cabinet", setting: "clinic", hue: 210 },
    alt: "Hệ thống nội soi video trên xe đẩy trong phòng nội soi, tủ sấy ống soi phía sau",
    altEn: "Video endoscopy system on its cart in an endoscopy room, a scope drying cabinet behind it",
  },
  "scope-bench": {
    scene: { kind: "flexible-scope", behind: "ultrasonic-cleaner", setting: "bench", hue: 222 },
    alt: "Ống soi mềm trên bàn kỹ thuật, bể rửa siêu âm phía sau",
    altEn: "Flexible endoscope on a workbench, an ultrasonic cleaner behind it",
  },
  "reprocessor-room": {
    scene: { kind: "scope-reprocessor", behind: "drying-cabinet", setting: "clinic", hue: 200 },
    alt: "Máy rửa khử khuẩn ống soi tự động trong khu tái xử lý",
    altEn: "Automated endoscope reprocessor in the reprocessing area",
  },
  "drying-cabinet": {
    scene: { kind: "drying-cabinet", behind: "scope-reprocessor", setting: "clinic", hue: 195 },
    alt: "Tủ sấy và bảo quản ống soi mềm",
    altEn: "Drying and storage cabinet for flexible endoscopes",
  },
  "steam-sterilizer": {
    scene: { kind: "steam-sterilizer", behind: "washer-disinfector", setting: "clinic", hue: 152 },
    alt: "Nồi hấp tiệt khuẩn hơi nước tại đơn vị tiệt khuẩn trung tâm",
    altEn: "Steam sterilizer in a central sterile services department",
  },
  "washer-disinfector": {
    scene: { kind: "washer-disinfector", behind: "plasma-sterilizer", setting: "clinic", hue: 160 },
    alt: "Máy rửa khử khuẩn dụng cụ với các giá rửa bên trong",
    altEn: "Instrument washer-disinfector with its wash racks",
  },
  "plasma-sterilizer": {
    scene: { kind: "plasma-sterilizer", behind: "steam-sterilizer", setting: "clinic", hue: 265 },
    alt: "Máy tiệt khuẩn plasma nhiệt độ thấp",
    altEn: "Low-temperature plasma sterilizer",
  },
  "indicators-bench": {
    scene: { kind: "indicator", behind: "detergent", setting: "bench", hue: 140 },
    alt: "Chỉ thị tiệt khuẩn và dung dịch tẩy rửa trên bàn kiểm tra",
    altEn: "Sterilization indicators and detergent on an inspection bench",
  },
  "theatre-table": {
    scene: { kind: "operating-table", behind: "patient-monitor", setting: "theatre", hue: 178 },
    alt: "Bàn mổ trong phòng mổ, máy theo dõi bệnh nhân phía sau",
    altEn: "Operating table in a theatre, a patient monitor behind it",
  },
  "surgical-light": {
    scene: { kind: "surgical-light", behind: "ceiling-pendant", setting: "theatre", hue: 185 },
    alt: "Đèn mổ và cánh tay treo thiết bị trong phòng mổ",
    altEn: "Surgical light and equipment pendant in an operating theatre",
  },
  "electrosurgical-bench": {
    scene: { kind: "electrosurgical", behind: "endo-instrument", setting: "bench", hue: 228 },
    alt: "Máy phát năng lượng phẫu thuật trên bàn thiết bị",
    altEn: "Surgical energy generator on an equipment bench",
  },
  "ai-endoscopy": {
    scene: { kind: "ai-polyp", behind: "endoscopy-tower", setting: "clinic", hue: 232 },
    alt: "Màn hình nội soi có phần mềm trí tuệ nhân tạo đánh dấu vùng nghi ngờ",
    altEn: "Endoscopy screen with AI software marking a suspicious area",
  },
  "exhibition-stand": {
    scene: { kind: "or-integration", behind: "patient-monitor", setting: "clinic", hue: 32 },
    alt: "Hệ thống tích hợp phòng mổ trưng bày tại gian hàng",
    altEn: "Operating room integration system on display at a stand",
  },
};

/**
 * The grids the articles show, each composed once by the grid dialog's renderer from three of the
 * photos above (a grid is not cached between seeds: each one costs about a second of every seed).
 */
export const DEMO_GRIDS: Record<DemoGridName, [DemoPhotoName, DemoPhotoName, DemoPhotoName]> = {
  "endoscope-cycle": ["scope-bench", "reprocessor-room", "drying-cabinet"],
  "sterile-supply": ["washer-disinfector", "steam-sterilizer", "plasma-sterilizer"],
  "operating-theatre": ["theatre-table", "surgical-light", "exhibition-stand"],
};
