import { useT } from "~/i18n";

/**
 * The thin bar at the top of the window while a slow navigation loads. Its length
 * says nothing about the remaining time (React Router cannot know it): it runs as an
 * indeterminate sweep.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const t = useT();
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={t.loadingPage}
      data-navigation-progress=""
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary-100"
    >
      <div className="navigation-progress h-full w-1/3 bg-primary" />
    </div>
  );
}
