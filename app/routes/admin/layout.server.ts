/** The admin frame's data: who is signed in, today, and the quote requests' navigation entry. */

import { inboxState } from "~/server/services/quote-inbox.server";
import type { AdminIdentity } from "~/server/services/sessions.server";

export async function getAdminLayout(admin: AdminIdentity) {
  const inbox = await inboxState();
  return {
    username: admin.username,
    today: new Date().toISOString(),
    // Old requests stay reachable after the form is switched off (decision 029).
    inquiries: { shown: inbox.enabled || inbox.anyStored, newCount: inbox.newCount },
  };
}
