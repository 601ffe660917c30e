import { Icon, type IconName } from "./icons";

/**
 * A row of centred cards, each an icon in a circle, a title and a line of text (the about
 * page's values, the recruitment page's reasons, the training modes). `filled`: white cards
 * with the icon on the brand colour, for a tinted section.
 */
export function IconCards({
  items,
  icons,
  filled = false,
}: {
  items: readonly { title: string; description: string }[];
  /** One per item, in order; an item past the list gets a check mark. */
  icons: readonly IconName[];
  filled?: boolean;
}) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li
          key={item.title}
          className={`rounded-2xl p-7 text-center ring-1 ring-slate-200 ${filled ? "bg-white shadow-sm" : ""}`}
        >
          <span
            className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${
              filled ? "bg-primary text-white" : "bg-primary-50 text-primary"
            }`}
          >
            <Icon name={icons[index] ?? "check"} size={26} />
          </span>
          <h3 className="mt-5 text-lg font-bold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
