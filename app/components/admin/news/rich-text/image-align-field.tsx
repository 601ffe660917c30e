import { useId } from "react";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { IMAGE_ALIGNMENTS, type ImageAlign } from "~/lib/image-align";

/**
 * 'Căn lề ảnh' in the image dialog: four native radio buttons (Tab reaches the group, the arrow
 * keys choose), drawn as one row of segments at least 40 px high.
 */
export function ImageAlignField({ value, onChange }: { value: ImageAlign; onChange: (align: ImageAlign) => void }) {
  const t = useMessages(messages);
  const name = useId();
  const hintId = useId();
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-medium text-slate-700">
        {t.imageAlign}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="grid grid-cols-2 gap-1 rounded-lg border border-slate-300 p-1 sm:grid-cols-4"
      >
        {IMAGE_ALIGNMENTS.map((align) => (
          <label
            key={align}
            className="flex min-h-10 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm text-slate-700 has-checked:bg-primary has-checked:font-medium has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary hover:bg-slate-100 has-checked:hover:bg-primary"
          >
            <input
              type="radio"
              name={name}
              value={align}
              checked={value === align}
              onChange={() => onChange(align)}
              className="sr-only"
            />
            {t.imageAlignOptions[align]}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {t.imageAlignHint}
      </p>
    </div>
  );
}
