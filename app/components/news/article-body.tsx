import { useMessages } from "~/i18n";
import { messages as newsMessages } from "~/i18n/messages/news";
import type { ArticleBody as Body } from "~/lib/article-views";

/** Readable typography for stored article HTML, as descendant selectors (no plugin). */
const proseClass = [
  // rich-body: app.css's list delimiters and image alignment (decision 044).
  "rich-body text-lg leading-relaxed text-slate-700",
  "[&>*:first-child]:mt-0",
  "[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-slate-900",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_p]:my-4",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a:hover]:text-primary-700",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1",
  "[&_blockquote]:my-6 [&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-primary",
  "[&_blockquote]:bg-primary-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:italic [&_blockquote]:text-slate-800",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "max-sm:[&_table]:block max-sm:[&_table]:overflow-x-auto",
  "[&_caption]:mb-2 [&_caption]:text-sm [&_caption]:text-slate-500",
  "[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  // A body image is centred, as its caption line is: a resized image keeps its caption under it;
  // one aligned left, right or to the column's width is placed by app.css (decision 044).
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&>img]:mx-auto [&>img]:block",
  "[&_figure]:my-8 [&_figure_img]:my-0",
  "[&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:text-[0.9em]",
  "[&_mark]:bg-yellow-100 [&_mark]:px-0.5",
].join(" ");

/** The article's content: sanitised HTML, paragraphs of plain text, or a note that it is coming. */
export function ArticleBody({ body }: { body: Body }) {
  const t = useMessages(newsMessages);
  if (body.kind === "empty") {
    return <p className="rounded-xl bg-slate-50 px-5 py-8 text-center text-slate-600">{t.contentSoon}</p>;
  }
  if (body.kind === "paragraphs") {
    return (
      <div className={proseClass}>
        {body.paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in document order
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <div
      className={proseClass}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize.server.ts)
      dangerouslySetInnerHTML={{ __html: body.html }}
    />
  );
}
