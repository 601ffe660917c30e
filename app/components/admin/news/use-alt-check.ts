import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { articleImagesWithoutAlt, type ImageWithoutAlt } from "~/lib/body-alt";
import type { RichTextEditorHandle } from "./editor-contract";
import type { Lang } from "./news-form";

/** A body image nobody described: which body, its place there (from 1) and its address. */
export type ArticleImageWithoutAlt = ImageWithoutAlt & { lang: Lang };

/**
 * The alt check before a publication: the bodies' images without an alt attribute,
 * read from the form's values so the list follows every fix, whether the warning was raised, and
 * the way to each image: its body shown (`show`), then, once shown, the image selected and its
 * dialog opened through the body editor's handle.
 */
export function useAltCheck({
  content,
  contentEn,
  editors,
  show,
}: {
  content: string;
  contentEn: string;
  editors: Record<Lang, RefObject<RichTextEditorHandle | null>>;
  show: (lang: Lang) => void;
}) {
  const images = useMemo(() => articleImagesWithoutAlt({ content, contentEn }), [content, contentEn]);
  const [warned, setWarned] = useState(false);
  // A new object for each click, so the same image can be asked for again.
  const [jump, setJump] = useState<{ image: ArticleImageWithoutAlt } | null>(null);
  const warningRef = useRef<HTMLElement>(null);
  const { vi, en } = editors;

  useEffect(() => {
    if (!jump) return;
    const { lang, index } = jump.image;
    // After the render that shows its body (a hidden editor cannot scroll its image into view).
    const frame = requestAnimationFrame(() => (lang === "en" ? en : vi).current?.editImage(index));
    return () => cancelAnimationFrame(frame);
  }, [jump, vi, en]);

  /** True when nothing stands in the way; otherwise the warning shows and takes the focus. */
  function allowPublication(): boolean {
    if (images.length === 0) return true;
    setWarned(true);
    requestAnimationFrame(() => warningRef.current?.focus());
    return false;
  }

  function jumpTo(image: ArticleImageWithoutAlt) {
    show(image.lang);
    setJump({ image });
  }

  return { images, warned, warningRef, allowPublication, jumpTo, dismiss: () => setWarned(false) };
}
