/**
 * Request headers the HTTP edge (server/) sets for the app. The edge overwrites whatever a client
 * sent under these names, so the app may believe them. The build's entry (app/entry.server.tsx)
 * exports them and edge/main.ts takes them from there: one copy of the names, the app's.
 */

/** The Content-Security-Policy nonce chosen for this request (edge/response-headers.ts). */
export const CSP_NONCE_HEADER = "x-csp-nonce";

/** The client's address as Express read it under TRUST_PROXY (edge/request-guard.ts). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
