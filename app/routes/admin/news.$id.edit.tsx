import { PendingScreen } from "~/components/admin/pending-screen";
import { vi } from "~/i18n/messages/admin";

// Guarded by the admin layout; the screen itself arrives with a later issue.
export function meta() {
  return [{ title: vi.pageTitle(vi.pending.newsEdit) }];
}

export default function Screen() {
  return <PendingScreen title={vi.pending.newsEdit} />;
}
