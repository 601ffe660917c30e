/**
 * The audit trail of the back office (decision 016). One place writes it: the admin layout's
 * middleware (auth.server.ts, adminGuard) runs every admin action inside an audit scope; a
 * screen's action dispatcher describes what it did after a success with one `audit({...})`
 * call, and the middleware stores those entries with who (the session's administrator), when
 * and from where (the client address as Express saw it, TRUST_PROXY respected), after the action
 * has answered. A write to an admin path whose screen does not describe itself (a screen added
 * later) is still recorded, by its path, when it answers without an error status.
 * Sign-ins (no session yet) are recorded by signIn() with `recordAudit`.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { AuditIntentKey } from "~/lib/audit-keys";
import { type AuditAction, type AuditEntity, type AuditRecord, recordAuditEntries } from "./services/audit-log.server";
import type { AdminIdentity } from "./services/sessions.server";

export interface AuditEntry {
  action: AuditAction;
  entityKind: AuditEntity;
  entityId?: string | number | null;
  /** A few words a reader recognises: the product's name, the article's title, the user's name. */
  summary?: string;
  /** The form's intent (save, toggle, move…), when there is one: the screen names each in Vietnamese. */
  intent?: AuditIntentKey;
}

interface Scope {
  entries: AuditEntry[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** Records what the current admin action did (no-op outside an admin action, e.g. in a unit test). */
export function audit(entry: AuditEntry): void {
  scopes.getStore()?.entries.push(entry);
}

/** Admin paths whose actions describe their own writes (each dispatcher calls audit() on success). */
const DESCRIBED =
  /^\/admin\/(products|news|categories|departments|settings|redirects|deleted|users|account|logout|inquiries|api\/(uploads|documents|images|image-grid|editing))(\/|\.data$|$)/;

/** An entry for a write nothing described: its path says what it was about. */
function entryForPath(pathname: string): AuditEntry {
  const path = pathname.replace(/\.data$/, "");
  const area = path.split("/")[2] ?? "";
  const kinds: Record<string, AuditEntity> = { settings: "settings", media: "media", users: "user" };
  const kind = kinds[area] ?? "other";
  return { action: kind === "settings" ? "settings" : "update", entityKind: kind, summary: path };
}

/** The client's address as Express saw it (the edge stamps it, edge/request-guard.ts; TRUST_PROXY decides). */
export type AddressOf = (request: Request) => string;

/**
 * Runs one admin request; for a write (any method but GET/HEAD), stores what it did afterwards.
 * A failing audit insert is logged and never turns a done write into an error.
 */
export async function runAudited(
  request: Request,
  adminOf: () => AdminIdentity | null,
  addressOf: AddressOf,
  next: () => Promise<Response>,
): Promise<Response> {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const scope: Scope = { entries: [] };
  const response = await scopes.run(scope, next);
  const pathname = new URL(request.url).pathname;
  const entries =
    scope.entries.length || DESCRIBED.test(pathname) || response.status >= 400
      ? scope.entries
      : [entryForPath(pathname)];
  const admin = adminOf();
  if (entries.length && admin) {
    const address = addressOf(request);
    await recordAudit(entries.map((entry) => ({ ...entry, userId: admin.id, username: admin.username, address })));
  }
  return response;
}

/** Stores entries now (sign-ins, which run before any session); failures are logged, not thrown. */
export async function recordAudit(entries: AuditRecord[]): Promise<void> {
  try {
    await recordAuditEntries(entries);
  } catch (error) {
    console.error("Audit log write failed:", error);
  }
}
