import { healthResponse } from "./healthz.server";

/**
 * GET /healthz for the proxy and the orchestrator: 200 {"status":"ok",...} when the database
 * answers and storage takes a write, else 503 (see app/routes/healthz.server.ts). A resource
 * route: no page, no layout.
 */
export function loader() {
  return healthResponse();
}
