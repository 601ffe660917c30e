import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import { formatAdminDateTime } from "~/lib/admin-date";
import type { MediaItem } from "~/lib/media";

/** An unused image: when the pruning pass removes it, or that its history keeps it. */
function OrphanFate({ removableAt }: { removableAt: MediaItem["removableAt"] }) {
  const t = useMessages(mediaMessages);
  if (removableAt === undefined) return null;
  if (removableAt === null) return <p className="text-xs text-slate-500">{t.keptByHistory}</p>;
  const at = new Date(removableAt);
  return (
    <p className="text-xs text-red-700">
      {at.getTime() <= Date.now() ? (
        t.removedNext
      ) : (
        <time dateTime={removableAt}>{t.removedFrom(formatAdminDateTime(at))}</time>
      )}
    </p>
  );
}

/** 'Đang dùng ở 3 sản phẩm' with a link to each use, or 'Chưa dùng ở đâu' and when it goes. */
export function ImageUsages({ item }: { item: Pick<MediaItem, "usages" | "removableAt"> }) {
  const t = useMessages(mediaMessages);
  const { usages } = item;
  if (usages.length === 0) {
    return (
      <div>
        <p className="text-xs text-slate-500">{t.unused}</p>
        <OrphanFate removableAt={item.removableAt} />
      </div>
    );
  }
  return (
    <details className="max-w-full text-xs text-amber-800">
      <summary className="cursor-pointer">{t.inUse(usages)}</summary>
      <ul className="mt-1 space-y-0.5">
        {usages.map((usage) => {
          const label = usage.label || t.settingsUsage;
          const text = usage.via === "draft" ? t.draftUsage(label) : label;
          return (
            <li key={`${usage.kind}-${usage.id}-${usage.via ?? ""}`} className="truncate">
              {usage.href ? (
                <a href={usage.href} className="underline">
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
