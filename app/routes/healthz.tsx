import { healthResponse } from "./healthz.server";

/**
 * GET /healthz for the proxy, the orchestrator and monitoring: each part's state in JSON
 * (database, storage, mail outbox), 503 while the database cannot be reached, else 200 with
 * status "ok" or "degraded" (see app/routes/healthz.server.ts). A resource route: no page, no layout.
 */
export function loader() {
  return healthResponse();
}
