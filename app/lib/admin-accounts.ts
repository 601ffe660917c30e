/** View models of the account, administrators and redirects screens (the browser gets only these). */
import type { Role } from "./roles";
import type { FieldErrors } from "./validation/form-errors";

export interface AdminUserRow {
  id: number;
  username: string;
  role: Role;
  /** Formatted on the server (Vietnam time), so server and browser render the same text. */
  created: string;
  lastLogin: string | null;
  isSelf: boolean;
}

export type RedirectKindKey = "product" | "category" | "department" | "article";

export interface RedirectRow {
  id: number;
  kind: RedirectKindKey;
  /** The old public address (Vietnamese; the same path under /en redirects too). */
  fromPath: string;
  /** Where it leads today; null: the item was deleted (410). */
  toPath: string | null;
  created: string;
}

/** One page of the redirects screen. */
export interface RedirectListView {
  rows: RedirectRow[];
  /** Every redirect that matches the search. */
  total: number;
  page: number;
  pageCount: number;
  /** The search as typed (old or new address). */
  q: string;
}

/** What an action of these screens answers: a message for the page, errors for the form's fields. */
export type AccountsActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; errors?: FieldErrors };
