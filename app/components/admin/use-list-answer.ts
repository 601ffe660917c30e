import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

/**
 * The message of a list's last row action. A row passes its own answer to `report` (a toggle, a
 * move: the row stays); a deletion's answer comes through the keyed fetcher every row deletes
 * with, since the deleted row is gone once the list reloads. A different list (`listKey`: its
 * scope, filters or page) starts without the previous one's message.
 */
export function useListAnswer<T>(deleteFetcherKey: string, listKey: string): [T | null, (answer: T) => void] {
  const [answer, setAnswer] = useState<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the list changes, on purpose
  useEffect(() => setAnswer(null), [listKey]);
  // The actions answer plain JSON: what arrives is T itself.
  const deletion = useFetcher({ key: deleteFetcherKey }).data as T | undefined;
  useEffect(() => {
    if (deletion) setAnswer(deletion);
  }, [deletion]);
  return [answer, setAnswer];
}
