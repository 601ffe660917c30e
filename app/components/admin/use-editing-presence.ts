import { useEffect, useState } from "react";
import { EDITING_ENDPOINT, EDITING_HEARTBEAT_MS, type EditingAnswer, type EditingKind } from "~/lib/editor-presence";

/** Posts one intent about an item to the editing endpoint (presence and server drafts). */
export function postEditing(
  intent: "heartbeat" | "leave" | "draft" | "discard",
  kind: EditingKind,
  id: number,
  {
    draft,
    version,
    base,
    keepalive = false,
  }: { draft?: string; version?: string; base?: string; keepalive?: boolean } = {},
) {
  const body = new FormData();
  body.set("intent", intent);
  body.set("kind", kind);
  body.set("id", String(id));
  if (draft !== undefined) body.set("draft", draft);
  if (version) body.set("version", version);
  if (base !== undefined) body.set("base", base);
  // A plain fetch, not a fetcher: a fetcher's action would reload the editor's data every 30 s.
  return fetch(EDITING_ENDPOINT, { method: "POST", body, keepalive });
}

/**
 * While an existing item's editor is open: tells the server every 30 s, and answers the names of
 * the other admins who have the same item open. A new item (no id) has nobody else.
 */
export function useEditingPresence(kind: EditingKind, id: number | null | undefined): string[] {
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    if (!id) return;
    let live = true;
    const beat = async () => {
      const answer = (await postEditing("heartbeat", kind, id)
        .then((response) => (response.ok ? (response.json() as Promise<EditingAnswer>) : null))
        .catch(() => null)) as EditingAnswer | null;
      // A failed heartbeat changes nothing on screen: the notice is a courtesy, not a lock.
      if (live && answer?.ok) setOthers(answer.others);
    };
    void beat();
    const timer = window.setInterval(() => void beat(), EDITING_HEARTBEAT_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
      void postEditing("leave", kind, id, { keepalive: true }).catch(() => undefined);
    };
  }, [kind, id]);
  return others;
}
