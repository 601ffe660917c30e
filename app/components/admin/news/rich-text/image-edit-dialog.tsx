import type { Editor } from "@tiptap/core";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { captionNode, findCaption } from "./caption";
import { CROP_ASPECTS, cropToFile, type PixelArea } from "./crop";
import { CropArea } from "./crop-area";
import { onEnter } from "./enter-key";
import type { LocalImages } from "./local-images";

const inputClass =
  "w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary";

/** Writes the alt text and replaces (or removes, when empty) the caption line beneath the image. */
export function applyImageDetails(editor: Editor, pos: number, alt: string, caption: string): boolean {
  return editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      const image = tr.doc.nodeAt(pos);
      if (image?.type.name !== "image") return false;
      tr.setNodeMarkup(pos, undefined, { ...image.attrs, alt: alt.trim() || null });
      const existing = findCaption(tr.doc, pos);
      const text = caption.trim();
      if (existing && !text) tr.delete(existing.from, existing.to);
      else if (existing) tr.replaceWith(existing.from, existing.to, captionNode(state.schema, text));
      else if (text) tr.insert(pos + image.nodeSize, captionNode(state.schema, text));
      return true;
    })
    .run();
}

/** Double click on an image: alt text and caption, or a crop to one of the fixed aspects. */
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
  const [alt, setAlt] = useState(typeof image?.attrs.alt === "string" ? image.attrs.alt : "");
  const [caption, setCaption] = useState(() => findCaption(editor.state.doc, pos)?.text ?? "");
  const [aspect, setAspect] = useState<number>(CROP_ASPECTS[0].value);
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [cropping, setCropping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const altId = useId();
  const captionId = useId();
  const hintId = useId();
  const zoomId = useId();

  function apply() {
    applyImageDetails(editor, pos, alt, caption);
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
      <div role="tablist" aria-label={t.editImageTitle} className="mb-4 flex gap-1 border-b border-slate-200">
        {(
          [
            ["details", t.tabDetails],
            ["crop", t.tabCrop],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary ${
              tab === id ? "border-primary text-primary" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === "details" ? (
        <div className="space-y-4">
          <img src={src} alt="" className="mx-auto max-h-48 rounded-md" />
          <div>
            <label htmlFor={altId} className="mb-1 block text-sm font-medium text-slate-700">
              {t.alt}
            </label>
            <input
              id={altId}
              data-autofocus
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              onKeyDown={onEnter(apply)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={captionId} className="mb-1 block text-sm font-medium text-slate-700">
              {t.caption}
            </label>
            <input
              id={captionId}
              value={caption}
              aria-describedby={hintId}
              onChange={(event) => setCaption(event.target.value)}
              onKeyDown={onEnter(apply)}
              className={inputClass}
            />
            <p id={hintId} className="mt-1 text-xs text-slate-500">
              {t.captionHint}
            </p>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t.aspect}</legend>
            {CROP_ASPECTS.map((option) => (
              <label
                key={option.label}
                className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-primary ${
                  aspect === option.value
                    ? "border-primary bg-primary-50 text-primary"
                    : "border-slate-300 text-slate-700"
                }`}
              >
                <input
                  type="radio"
                  name="crop-aspect"
                  className="sr-only"
                  checked={aspect === option.value}
                  onChange={() => setAspect(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <CropArea
            src={src}
            aspect={aspect}
            zoom={zoom}
            onZoomChange={setZoom}
            onArea={setArea}
            className="h-80 rounded-md"
          />
          <div className="flex items-center gap-3">
            <label htmlFor={zoomId} className="text-sm text-slate-700">
              {t.zoom}
            </label>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="flex-1"
            />
          </div>
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
