/** The admin frame's data: who is signed in and as what, today, and the quote requests' navigation entry. */

import { may } from "~/lib/access";
import { inboxState } from "~/server/services/quote-inbox.server";
import type { AdminIdentity } from "~/server/services/sessions.server";

export async function getAdminLayout(admin: AdminIdentity) {
  // Buyers' requests are not every role's business: no entry, and nothing counted, for the others.
  const inbox = may(admin.role, "/admin/inquiries") ? await inboxState() : null;
  return {
    username: admin.username,
    role: admin.role,
    today: new Date().toISOString(),
    // Old requests stay reachable after the form is switched off (decision 029).
    inquiries: { shown: inbox ? inbox.enabled || inbox.anyStored : false, newCount: inbox?.newCount ?? 0 },
  };
}
