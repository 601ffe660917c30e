/**
 * The mark after a required field's label: seen, not read (the control's `required` says it to
 * screen readers); the form explains it once above its fields.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 font-bold text-red-700">
      *
    </span>
  );
}
