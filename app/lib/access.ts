/**
 * Who may do what in the back office (decision 040): for every admin route of
 * app/routes.ts, by its pattern, the roles that may load it (GET, HEAD) and the roles that may act
 * on it (any other method). The admin guard (app/server/auth.server.ts) enforces this table for
 * every loader and action; the screens read it to hide what a role cannot do. A route without a
 * rule is refused to everyone (and fails access.test.ts).
 */
import { ROLES, type Role } from "./roles";

export interface RouteAccess {
  load: readonly Role[];
  act: readonly Role[];
}

const EVERYONE = ROLES;
const ADMIN: readonly Role[] = ["admin"];
/** The site's content: the catalogue, news, images, documents, the content settings. */
const CONTENT: readonly Role[] = ["admin", "editor"];
/** Buyers' requests and their exports. */
const INBOX: readonly Role[] = ["admin", "sales"];

const open: RouteAccess = { load: EVERYONE, act: EVERYONE };
const adminOnly: RouteAccess = { load: ADMIN, act: ADMIN };
const content: RouteAccess = { load: CONTENT, act: CONTENT };
/** The catalogue: everyone reads it, Kinh doanh cannot change it. */
const catalogue: RouteAccess = { load: EVERYONE, act: CONTENT };
const inbox: RouteAccess = { load: INBOX, act: INBOX };

export const ADMIN_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Every account: the way in, its own password, signing out; the dashboard shows what the role may see.
  "/admin": open,
  "/admin/dashboard": open,
  "/admin/account": open,
  "/admin/logout": open,
  "/admin/*": open,
  // The catalogue.
  "/admin/categories": catalogue,
  "/admin/products": catalogue,
  "/admin/products/:id/edit": catalogue,
  "/admin/products/new": content,
  "/admin/products/export.csv": catalogue,
  "/admin/products/export.xlsx": catalogue,
  "/admin/products/import": content,
  "/admin/products/import/format": content,
  "/admin/products/:id/revisions": content,
  "/admin/departments": catalogue,
  "/admin/departments/*": catalogue,
  // News, images, documents, the editors' presence and drafts.
  "/admin/news": content,
  "/admin/news/new": content,
  "/admin/news/:id/edit": content,
  "/admin/news/:id/revisions": content,
  "/admin/api/uploads": content,
  "/admin/api/documents": content,
  "/admin/api/images": content,
  "/admin/api/image-grid": content,
  "/admin/api/editing": content,
  // Deleted products and articles come back to their editors.
  "/admin/deleted": content,
  // The site's content settings; the quote form's settings (who is notified, the mail) are not content.
  "/admin/settings": content,
  "/admin/settings/:section": content,
  "/admin/settings/quotes": adminOnly,
  // Buyers' requests: their personal data stays with the people who answer them.
  "/admin/inquiries": inbox,
  "/admin/inquiries/export.csv": inbox,
  "/admin/inquiries/export.xlsx": inbox,
  "/admin/inquiries/:id": inbox,
  // The accounts, the site's addresses and the record of who did what.
  "/admin/users": adminOnly,
  "/admin/redirects": adminOnly,
  "/admin/audit": adminOnly,
};

/**
 * The rule of a route pattern, or null when there is none. React Router hands the middleware the
 * pattern without its leading slash ("admin/products/:id/edit"); the table writes it as a path.
 */
export function accessOf(pattern: string): RouteAccess | null {
  const key = `/${pattern.replace(/^\/+|\/+$/g, "")}`;
  return Object.hasOwn(ADMIN_ACCESS, key) ? (ADMIN_ACCESS[key] ?? null) : null;
}

export type AccessKind = "load" | "act";

/** Whether `role` may load (or act on) the route of `pattern`; no rule, no access. */
export function may(role: Role, pattern: string, kind: AccessKind = "load"): boolean {
  return accessOf(pattern)?.[kind].includes(role) ?? false;
}

/** GET and HEAD read; every other method acts. */
export const accessKindOf = (method: string): AccessKind => (method === "GET" || method === "HEAD" ? "load" : "act");
