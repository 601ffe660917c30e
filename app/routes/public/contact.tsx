import { PendingPage } from "~/components/site/pending-page";

// Filled by the public-site issue; until then the page answers with the shell and a short note.
export default function Page() {
  return <PendingPage />;
}
