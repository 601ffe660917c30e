import { useEffect, useState } from "react";
import { type Location, useNavigation } from "react-router";

/** A navigation answered sooner than this shows no loading feedback at all: no flicker. */
export const SLOW_NAVIGATION_MS = 300;

/**
 * The location being loaded, once its navigation has taken longer than SLOW_NAVIGATION_MS;
 * null while idle or during the first moments of a navigation.
 */
export function useSlowNavigation(): Location | null {
  const navigation = useNavigation();
  const pending = navigation.state === "idle" ? null : navigation.location;
  const [slowKey, setSlowKey] = useState<string | null>(null);
  const key = pending?.key ?? null;
  useEffect(() => {
    setSlowKey(null);
    if (key === null) return;
    const timer = window.setTimeout(() => setSlowKey(key), SLOW_NAVIGATION_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return pending && pending.key === slowKey ? pending : null;
}
