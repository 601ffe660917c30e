import type { vi } from "~/i18n/messages/pages";

export type PhotoId = keyof typeof vi.about.photos;

export interface GalleryPhoto {
  id: PhotoId;
  src: string;
  width: number;
  height: number;
  featured: boolean;
}

const featured: PhotoId[] = ["office-hanoi", "warehouse", "training-room", "installation"];
const others: PhotoId[] = [
  "exhibition-booth",
  "endoscopy-suite",
  "operating-room",
  "sterilization",
  "team-meeting",
  "delivery",
  "laboratory",
  "hospital-handover",
  "seminar",
  "maintenance",
  "showroom",
  "office-hcm",
];

/**
 * The about page's gallery: 4 featured and 12 other photos, in viewing order. The pictures are
 * illustrations drawn as SVG (public/gallery/), all 800 x 600; titles and texts are in the catalogue.
 */
export const GALLERY_PHOTOS: readonly GalleryPhoto[] = [
  ...featured.map((id) => ({ id, featured: true })),
  ...others.map((id) => ({ id, featured: false })),
].map((photo) => ({ ...photo, src: `/gallery/${photo.id}.svg`, width: 800, height: 600 }));
