import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving a form with unsaved changes: in-app navigations (links, back button) go
 * through React Router's blocker and a confirmation; closing or reloading the tab gets the
 * browser's own prompt. Pass `dirty` false once the form is saved so that its redirect passes.
 * `onLeave` runs when the editor confirms leaving in the app (the changes are given up:
 * a draft so discarded is not offered again).
 */
export function useUnsavedChanges(dirty: boolean, message: string, onLeave?: () => void) {
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // Ask once per blocked navigation: the blocker object changes before its reset lands.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (blocker.state !== "blocked") {
      asked.current = null;
      return;
    }
    if (asked.current === blocker.location.key) return;
    asked.current = blocker.location.key;
    if (window.confirm(message)) {
      onLeaveRef.current?.();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
