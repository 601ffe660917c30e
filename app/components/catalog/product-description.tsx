import { descriptionPoints } from "~/lib/product-description";

/** A description as prose, or as bullet points where the editor separated points (•, |, ·, ;, new lines). */
export function ProductDescription({ text }: { text: string }) {
  const points = descriptionPoints(text);
  if (points.length === 0) return null;
  if (points.length === 1) return <p className="leading-relaxed text-slate-700">{points[0]}</p>;
  return (
    <ul className="space-y-2 text-slate-700">
      {points.map((point, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: points can repeat; their order is fixed
        <li key={index} className="flex gap-2.5 leading-relaxed">
          <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
