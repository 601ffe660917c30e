import { vi } from "~/i18n/messages/admin";

/** The admin's texts. The back office is Vietnamese (the sign-in screen keeps the specification's English). */
export function useAdminT() {
  return vi;
}

export type AdminMessages = typeof vi;
