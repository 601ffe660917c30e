import { useRouteLoaderData } from "react-router";
import { type AccessKind, may } from "~/lib/access";
import type { Role } from "~/lib/roles";

/** The signed-in account's role, from the admin frame's data (routes/admin/layout.server.ts). */
export function useRole(): Role | null {
  return useRouteLoaderData<{ role: Role }>("routes/admin/layout")?.role ?? null;
}

/**
 * Whether the signed-in account may act on (or load) the route of `pattern` (lib/access.ts): a
 * screen hides the buttons of what its role cannot do. The server refuses them anyway.
 */
export function useMay(pattern: string, kind: AccessKind = "act"): boolean {
  const role = useRole();
  return role !== null && may(role, pattern, kind);
}
