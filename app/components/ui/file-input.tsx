import type { Ref } from "react";

/**
 * The hidden file input behind a "choose" button or a drop zone: the button opens it through
 * `ref`, and what was chosen is handed on once. Its value is cleared at once, so choosing the
 * same file again (after a failed upload) is a new choice.
 */
export function FileInput({
  ref,
  accept,
  multiple = false,
  label,
  testId,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  /** Its name for assistive technology and tests (the visible control is the button). */
  label?: string;
  testId?: string;
  /** At least one file: an input closed without a choice hands nothing on. */
  onFiles: (files: [File, ...File[]]) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      multiple={multiple}
      accept={accept}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        const [first, ...rest] = event.target.files ?? [];
        event.target.value = "";
        if (first) onFiles([first, ...rest]);
      }}
    />
  );
}
