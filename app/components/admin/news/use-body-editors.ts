import { useRef, useState } from "react";
import type { RichTextEditorHandle } from "./editor-contract";

interface Bodies {
  content: string;
  contentEn: string;
}

/**
 * The two rich-text bodies: uncontrolled editors, so they start from HTML handed once (the
 * article, or a restored draft as a new generation that remounts them), and their local images
 * are uploaded through their handles before a save.
 */
export function useBodyEditors(initial: Bodies) {
  const vi = useRef<RichTextEditorHandle>(null);
  const en = useRef<RichTextEditorHandle>(null);
  const [start, setStart] = useState<Bodies>({ content: initial.content, contentEn: initial.contentEn });
  const [generation, setGeneration] = useState(0);

  /** Starts both editors again from these bodies. */
  function restart(bodies: Bodies) {
    setStart({ content: bodies.content, contentEn: bodies.contentEn });
    setGeneration((n) => n + 1);
  }

  /** Both bodies with their local images in storage; rejects when one upload fails (the editors keep them). */
  async function upload(current: Bodies): Promise<Bodies> {
    const [content, contentEn] = await Promise.all([vi.current?.uploadLocalImages(), en.current?.uploadLocalImages()]);
    return { content: content ?? current.content, contentEn: contentEn ?? current.contentEn };
  }

  return { vi, en, start, generation, restart, upload };
}
