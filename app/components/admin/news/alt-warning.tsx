import { type Ref, useId } from "react";
import { Button } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import type { ArticleImageWithoutAlt } from "./use-alt-check";

/**
 * 'Ảnh chưa có mô tả (alt)': asked before a publication whose bodies hold images nobody described.
 * Each image has its button to fix it (its body opens, it is selected and its dialog
 * opens), and the publication can go on anyway. The list follows the bodies: once every image is
 * described or marked decorative, it says so.
 */
export function AltWarning({
  ref,
  images,
  action,
  disabled,
  onJump,
  onPublishAnyway,
}: {
  ref?: Ref<HTMLElement>;
  images: ArticleImageWithoutAlt[];
  /** What the publication is, lower case ('xuất bản', 'cập nhật', 'lên lịch đăng'). */
  action: string;
  disabled: boolean;
  onJump: (image: ArticleImageWithoutAlt) => void;
  onPublishAnyway: () => void;
}) {
  const t = useMessages(messages).altWarning;
  const titleId = useId();
  const textId = useId();
  if (images.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
        {t.fixed}
      </p>
    );
  }
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <p id={titleId} className="font-semibold">
        {t.title}
      </p>
      <p id={textId}>{t.text(images.length)}</p>
      <ul aria-label={t.list} className="flex flex-wrap gap-2">
        {images.map((image) => (
          <li key={`${image.lang}-${image.index}`}>
            <button
              type="button"
              onClick={() => onJump(image)}
              className="flex items-center gap-2 rounded-lg border border-amber-300 bg-white px-2 py-1.5 text-left font-medium text-slate-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {image.src && <img src={image.src} alt="" className="h-8 w-8 rounded object-cover" />}
              {t.jump(image.index, image.lang === "en")}
            </button>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={onPublishAnyway} disabled={disabled}>
          {t.anyway(action)}
        </Button>
      </div>
    </section>
  );
}
