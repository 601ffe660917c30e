import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import { TabList } from "~/components/ui/tabs";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { chosenAlt } from "~/lib/body-alt";
import { type ImageAlign, imageAlignOf } from "~/lib/image-align";
import { type AltChoice, AltTextFields } from "./alt-text-fields";
import { captionNode, findCaption } from "./caption";
import { CROP_ASPECTS, cropToFile, type PixelArea } from "./crop";
import { CropEditor } from "./crop-area";
import { onEnter } from "./enter-key";
import { ImageAlignField } from "./image-align-field";
import type { LocalImages } from "./local-images";

/**
 * Writes the alt ("" for a decorative image, null for none) and the alignment (unchanged when not
 * given), and replaces (or removes, when empty) the caption line beneath the image.
 */
export function applyImageDetails(
  editor: Editor,
  pos: number,
  alt: string | null,
  caption: string,
  align?: ImageAlign,
): boolean {
  return editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      const image = tr.doc.nodeAt(pos);
      if (image?.type.name !== "image") return false;
      tr.setNodeMarkup(pos, undefined, { ...image.attrs, alt, align: align ?? image.attrs.align });
      const existing = findCaption(tr.doc, pos);
      const text = caption.trim();
      if (existing && !text) tr.delete(existing.from, existing.to);
      else if (existing) tr.replaceWith(existing.from, existing.to, captionNode(state.schema, text));
      else if (text) tr.insert(pos + image.nodeSize, captionNode(state.schema, text));
      return true;
    })
    .run();
}

/** Double click on an image: alt text (or decorative), caption and alignment, or a crop to one of the fixed aspects. */
export function ImageEditDialog({
  editor,
  pos,
  localImages,
  onClose,
}: {
  editor: Editor;
  pos: number;
  localImages: LocalImages;
  onClose: () => void;
}) {
  const t = useMessages(messages);
  const image = editor.state.doc.nodeAt(pos);
  const src = typeof image?.attrs.src === "string" ? image.attrs.src : "";
  const [tab, setTab] = useState<"details" | "crop">("details");
  const [alt, setAlt] = useState<AltChoice>(() => altChoiceOf(image?.attrs.alt));
  const [caption, setCaption] = useState(() => findCaption(editor.state.doc, pos)?.text ?? "");
  const [align, setAlign] = useState<ImageAlign>(() => imageAlignOf(image?.attrs.align));
  const [area, setArea] = useState<PixelArea | null>(null);
  const [cropping, setCropping] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function apply() {
    applyImageDetails(editor, pos, chosenAlt(alt.text, alt.decorative), caption, align);
    onClose();
  }

  async function applyCrop() {
    if (!area) return;
    setCropping(true);
    setError(null);
    try {
      const file = await cropToFile(src, area);
      const url = localImages.add(file);
      editor
        .chain()
        .focus()
        .command(({ tr }) => {
          const node = tr.doc.nodeAt(pos);
          if (node?.type.name !== "image") return false;
          tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: url });
          return true;
        })
        .run();
      onClose();
    } catch {
      setError(t.cropFailed);
      setCropping(false);
    }
  }

  const footer = (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onClose}>
        {t.cancel}
      </Button>
      {tab === "details" ? (
        <Button onClick={apply}>{t.apply}</Button>
      ) : (
        <Button onClick={() => void applyCrop()} disabled={!area || cropping}>
          {cropping ? t.cropping : t.applyCrop}
        </Button>
      )}
    </div>
  );

  return (
    <Modal title={t.editImageTitle} closeLabel={t.close} onClose={onClose} footer={footer} size="lg">
      <TabList
        label={t.editImageTitle}
        className="mb-4"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: "details", label: t.tabDetails },
          { id: "crop", label: t.tabCrop },
        ]}
      />
      {tab === "details" ? (
        <div className="space-y-4">
          <img src={src} alt="" className="mx-auto max-h-48 rounded-md" />
          <AltTextFields
            label={t.alt}
            value={alt}
            onChange={setAlt}
            // Not a refusal: an image may stay undescribed, and a publication asks about it.
            problem={chosenAlt(alt.text, alt.decorative) === null ? t.altMissingEdit : null}
            autoFocus
            onSubmit={apply}
          />
          <Field label={t.caption} hint={t.captionHint}>
            {(control) => (
              <input
                {...control}
                value={caption}
                onChange={(event) => setCaption(event.target.value)}
                onKeyDown={onEnter(apply)}
                className={inputClass}
              />
            )}
          </Field>
          <ImageAlignField value={align} onChange={setAlign} />
        </div>
      ) : (
        <div className="space-y-3">
          <CropEditor
            src={src}
            aspects={CROP_ASPECTS}
            labels={{ aspect: t.aspect, zoom: t.zoom }}
            onArea={setArea}
            frameClassName="h-80 rounded-md"
          />
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}

/** The dialog's starting point from the node's alt: "" is decorative, a number (TipTap reads "2024" so) is text. */
function altChoiceOf(alt: unknown): AltChoice {
  if (alt === "") return { text: "", decorative: true };
  return { text: typeof alt === "string" || typeof alt === "number" ? String(alt) : "", decorative: false };
}
