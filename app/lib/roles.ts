/**
 * Staff roles (decision 040): what each kind of account may do in the back office.
 * Quản trị viên: everything. Biên tập viên: the catalogue, news, images, documents and the site's
 * content settings. Kinh doanh: buyers' requests and their exports, the catalogue read-only.
 */
export const ROLES = ["admin", "editor", "sales"] as const;
export type Role = (typeof ROLES)[number];
