import { Icon } from "./icons";

/**
 * A list whose entries each start with a mark: a check (what a course covers, a job's duties) or a
 * dot (requirements). The mark is decoration; the text is the entry.
 */
export function MarkList({
  items,
  mark = "check",
  className = "",
}: {
  items: readonly string[];
  mark?: "check" | "dot";
  className?: string;
}) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          {mark === "check" ? (
            <Icon name="check" size={20} className="mt-0.5 shrink-0 text-primary" />
          ) : (
            <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
