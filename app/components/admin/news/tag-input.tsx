import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { CLOSE_PATH, StrokeIcon } from "~/components/ui/stroke-icon";
import { useMessages } from "~/i18n";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import { canAddTag, hasTag } from "~/lib/validation/news";

/**
 * Tags: added with Enter or the add button (trimmed, never twice), each removable. A tag already
 * there (the add button stays disabled for it) is said so on Enter ("Thẻ này đã có") and cleared
 * from the box, so it never runs into the next one typed.
 */
export function TagInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const t = useMessages(newsAdminMessages);
  const [draft, setDraft] = useState("");
  const [duplicate, setDuplicate] = useState(false);
  const id = useId();
  const add = () => {
    if (draft.trim() && hasTag(value, draft)) {
      setDuplicate(true);
      setDraft("");
      return;
    }
    if (!canAddTag(value, draft)) return;
    onChange([...value, draft.trim()]);
    setDraft("");
  };
  const message = duplicate ? t.tagExists : error;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={draft}
          placeholder={t.tagPlaceholder}
          onChange={(event) => {
            setDraft(event.target.value);
            setDuplicate(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter adds the tag instead of submitting the form.
            event.preventDefault();
            add();
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <Button variant="outline" onClick={add} disabled={!canAddTag(value, draft)}>
          {t.addTag}
        </Button>
      </div>
      {value.length ? (
        <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="flex max-w-full items-center gap-1 rounded-full bg-primary/10 py-1 pl-3 pr-1 text-sm text-primary"
            >
              <span className="break-all">{tag}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== tag))}
                className="rounded-full p-1 hover:bg-primary/20"
                aria-label={t.removeTag(tag)}
              >
                <StrokeIcon className="h-3 w-3" strokeWidth={3} d={CLOSE_PATH} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{t.noTags}</p>
      )}
      {message && (
        <p id={`${id}-message`} role={duplicate ? "alert" : undefined} className="mt-1 text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
