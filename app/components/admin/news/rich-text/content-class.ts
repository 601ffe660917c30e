/** The editing area's typography: close to the public article's, so what you see is what is published. */
export const contentClass = [
  // rich-body: app.css's list delimiters and image alignment, as on the public page (decision 044).
  "rich-body min-h-[300px] px-4 py-3 text-base leading-relaxed text-slate-800 outline-none",
  "[&>*:first-child]:mt-0",
  "[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-slate-900",
  "[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_p]:my-3",
  "[&_a]:text-primary [&_a]:underline",
  "[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_li>p]:my-0",
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:font-semibold",
  "[&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_td]:align-top",
  "[&_th>p]:my-0 [&_td>p]:my-0 [&_.selectedCell]:bg-primary-50",
  "[&_hr]:my-6 [&_hr]:border-slate-300 [&_hr.ProseMirror-selectednode]:border-primary",
  "[&_img]:h-auto [&_img]:max-w-full [&>img]:mx-auto [&>img]:block",
].join(" ");
