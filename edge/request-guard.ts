/**
 * Checks every request before React Router sees it (mounted in edge/app.ts):
 * - a state-changing request (POST, PUT, PATCH, DELETE) must come from this site: its Origin,
 *   or when the browser sent none its Referer, must be this server's own origin (or
 *   PUBLIC_SITE_URL's); otherwise 403. A request with neither header is refused too: every
 *   browser sends Origin with a POST, so only scripts lack both, and they have no business here.
 * - the client's address, as Express determined it, is passed on in a header the client cannot
 *   forge (the login rate limit counts per address).
 */
import type { RequestHandler } from "express";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface OriginCheck {
  method: string;
  origin: string | undefined;
  referer: string | undefined;
  /** The Host header the request arrived with (host[:port]). */
  host: string | undefined;
  /** Further origins that are the site's own, e.g. PUBLIC_SITE_URL behind a proxy. */
  trustedOrigins?: readonly string[];
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** True when the request may proceed: it changes nothing, or it comes from this site. */
export function isSameSiteRequest({ method, origin, referer, host, trustedOrigins = [] }: OriginCheck): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return true;
  const claimed = origin !== undefined && origin !== "" ? origin : referer;
  if (!claimed || claimed === "null") return false;
  const source = originOf(claimed);
  if (!source) return false;
  // Scheme aside (a TLS-terminating proxy may talk plain HTTP to us), the host must be ours.
  if (host && new URL(source).host === host.toLowerCase()) return true;
  return trustedOrigins.some((trusted) => originOf(trusted) === source);
}

export function requestGuard(options: {
  /** The header the app reads the address from (the app's CLIENT_ADDRESS_HEADER, from the build). */
  addressHeader: string;
  trustedOrigins?: readonly string[];
}): RequestHandler {
  return (req, res, next) => {
    const allowed = isSameSiteRequest({
      method: req.method,
      origin: req.get("origin"),
      referer: req.get("referer"),
      host: req.get("host"),
      trustedOrigins: options.trustedOrigins,
    });
    if (!allowed) {
      res.status(403).type("text/plain").send("Forbidden: cross-site request");
      return;
    }
    req.headers[options.addressHeader] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  };
}
