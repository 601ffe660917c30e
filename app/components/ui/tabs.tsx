import type { KeyboardEvent, ReactNode } from "react";

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

const LOOKS = {
  /** A line under the selected tab (dialogs, the uploader). */
  underline: {
    list: "flex flex-wrap gap-1 border-b border-slate-200",
    tab: "-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary",
    on: "border-primary text-primary",
    off: "border-transparent text-slate-600 hover:text-slate-900",
  },
  /** A white pill on a grey track (an editor's sections). */
  pill: {
    list: "flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1",
    tab: "rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary",
    on: "bg-white text-primary shadow-sm",
    off: "text-slate-600 hover:text-slate-900",
  },
} as const;

/**
 * A tab list as WAI-ARIA describes it: the selected tab is marked, and ←/→ (Home/End) move the
 * selection. With `idPrefix`, tab `x` gets the id `{idPrefix}-x-tab` and controls the panel
 * `{idPrefix}-x`, so the panel can name it (`aria-labelledby`). Content placed as `children`
 * follows the tab list in the same row (e.g. a button that is not a tab).
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  look = "underline",
  className = "",
  children,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  idPrefix?: string;
  look?: keyof typeof LOOKS;
  className?: string;
  children?: ReactNode;
}) {
  const style = LOOKS[look];
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === "ArrowRight"
        ? (at + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons[next]?.focus();
  }
  const list = (
    <div
      role="tablist"
      aria-label={label}
      className={children ? "flex flex-wrap gap-1" : `${style.list} ${className}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={idPrefix ? `${idPrefix}-${tab.id}-tab` : undefined}
          aria-controls={idPrefix ? `${idPrefix}-${tab.id}` : undefined}
          aria-selected={selected === tab.id}
          tabIndex={selected === tab.id ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          className={`${style.tab} ${selected === tab.id ? style.on : style.off}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
  if (!children) return list;
  return (
    <div className={`${style.list} ${className}`}>
      {list}
      {children}
    </div>
  );
}
