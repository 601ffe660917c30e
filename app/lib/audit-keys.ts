/**
 * What the audit log records (the database's checks, the service and the screen's filters read
 * these lists; no imports, so that the schema can use them).
 */
export const AUDIT_ACTION_KEYS = [
  "create",
  "update",
  "delete",
  "publish",
  "unpublish",
  "reorder",
  "upload",
  "settings",
  "login",
  "login_failed",
  "logout",
  "password",
  "user_add",
  "user_remove",
] as const;
export type AuditActionKey = (typeof AUDIT_ACTION_KEYS)[number];

export const AUDIT_ENTITY_KEYS = [
  "product",
  "category",
  "department",
  "article",
  "media",
  "document",
  "redirect",
  "settings",
  "user",
  "session",
  "other",
] as const;
export type AuditEntityKey = (typeof AUDIT_ENTITY_KEYS)[number];

/**
 * The form intents an entry may name (how the change was made: the editor's save, the list's
 * toggle...). The audit screen shows each by its Vietnamese name; an older entry's unknown intent
 * is not shown.
 */
export const AUDIT_INTENT_KEYS = [
  "save",
  "toggle",
  "publish",
  "move",
  "place",
  "delete",
  "restore",
  "add",
  "remove",
  "password",
  "note",
  "status",
  "resend",
  "role",
] as const;
export type AuditIntentKey = (typeof AUDIT_INTENT_KEYS)[number];
