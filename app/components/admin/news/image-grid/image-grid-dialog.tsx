import { useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { messages as editorMessages } from "~/i18n/messages/admin-editor";
import { messages } from "~/i18n/messages/admin-grid";
import { chosenAlt } from "~/lib/body-alt";
import { computeGridLayout, gridRenderScale } from "~/lib/image-grid/layout";
import { defaultGridSettings, type GridRenderResponse, type GridSettings } from "~/lib/image-grid/settings";
import { autoPickTemplate, gridProblem, orientationOf } from "~/lib/image-grid/templates";
import type { ImageGridDialogProps } from "../editor-contract";
import { AltTextFields } from "../rich-text/alt-text-fields";
import { GridAlerts } from "./grid-alerts";
import { GridArrangement } from "./grid-arrangement";
import { GridCropDialog } from "./grid-crop-dialog";
import { GridUploadArea } from "./grid-upload-area";
import { ruleMessage, useGridImages } from "./use-grid-images";

export const IMAGE_GRID_ENDPOINT = "/admin/api/image-grid";

/**
 * 'Chèn lưới hình ảnh': upload images (each stored through the upload endpoint, folder news),
 * arrange and style them on the shared layout, then have the server render one PNG, which the
 * editor inserts with the alt text chosen here (suggested from the images and the caption, or
 * the grid marked decorative). Rendered by the rich-text toolbar while open, so it
 * opens with the defaults.
 */
export function ImageGridDialog({ onClose, onInsert }: ImageGridDialogProps) {
  const t = useMessages(messages);
  const editorTexts = useMessages(editorMessages);
  const [settings, setSettings] = useState<GridSettings>(defaultGridSettings);
  const [generating, setGenerating] = useState(false);
  const [generateFailed, setGenerateFailed] = useState<string | false>(false);
  const [cropping, setCropping] = useState<{ key: string; busy: boolean; error: string | null } | null>(null);
  const images = useGridImages((all) => {
    const pick = autoPickTemplate(all.map((item) => orientationOf(item.image)));
    if (pick) setSettings((current) => ({ ...current, template: pick.template, columns: pick.columns }));
  });
  const { items } = images;
  // The grid's alt: the suggestion (as the server records it) until the editor writes their own.
  const [altText, setAltText] = useState<string | null>(null);
  const [decorative, setDecorative] = useState(false);
  const [altRefused, setAltRefused] = useState(false);
  const altInput = useRef<HTMLInputElement>(null);
  const alt = { text: altText ?? t.alt(items.length, settings.caption.trim()), decorative };
  const chosen = chosenAlt(alt.text, alt.decorative);
  // A layout whose picture would pass the megapixel cap even at scale 1 is refused here, as on the server.
  const tooLarge = useMemo(
    () =>
      items.length > 0 &&
      gridRenderScale(
        computeGridLayout(
          settings,
          items.map((item) => item.image),
        ),
      ) === null,
    [settings, items],
  );
  const problem = gridProblem(settings.template, items.length) ?? (tooLarge ? ({ kind: "tooLarge" } as const) : null);
  const busy = generating || images.uploading !== null;

  const addFiles = (files: File[]) => {
    setGenerateFailed(false);
    void images.addFiles(files);
  };

  const replaceCropped = async (file: File) => {
    if (!cropping) return;
    setCropping({ ...cropping, busy: true, error: null });
    try {
      await images.replace(cropping.key, file);
      setCropping(null);
    } catch (error) {
      setCropping({ ...cropping, busy: false, error: ruleMessage(error) ?? t.uploadFailed });
    }
  };

  const insert = async () => {
    if (items.length === 0 || problem || busy) return;
    if (chosen === null) {
      setAltRefused(true);
      altInput.current?.focus();
      return;
    }
    setGenerating(true);
    setGenerateFailed(false);
    try {
      const response = await fetch(IMAGE_GRID_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ settings, imageIds: items.map((item) => item.image.id) }),
      });
      const body = (await response.json().catch(() => null)) as GridRenderResponse | null;
      if (!response.ok || !body?.ok) {
        // The server's own refusal text (a layout too large, say), else the spec's message.
        setGenerating(false);
        setGenerateFailed(body && !body.ok ? body.error : t.generateFailed);
        return;
      }
      const { src, width, height } = body.image;
      // Inserting clears the dialog and closes it.
      images.setItems([]);
      setSettings(defaultGridSettings());
      setAltText(null);
      setDecorative(false);
      setAltRefused(false);
      setGenerating(false);
      onInsert({ src, alt: chosen, width, height });
      onClose();
    } catch {
      setGenerating(false);
      setGenerateFailed(t.generateFailed);
    }
  };

  const cropItem = cropping ? items.find((item) => item.key === cropping.key) : undefined;

  return (
    <Modal
      title={t.title}
      closeLabel={t.close}
      onClose={() => {
        if (!cropping) onClose();
      }}
      size="6xl"
      tall
      footer={
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="mr-auto text-sm text-slate-600" data-testid="grid-footer-status">
            {items.length === 0 ? t.footerEmpty : t.footerCount(items.length, t.templates[settings.template])}
          </p>
          <Button variant="outline" onClick={onClose} disabled={generating}>
            {t.cancel}
          </Button>
          <Button onClick={() => void insert()} disabled={items.length === 0 || busy || problem !== null}>
            {generating ? t.generating : t.insert}
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        <GridUploadArea collapsible={items.length > 0} busy={busy} onFiles={addFiles} />
        <GridAlerts
          uploading={images.uploading}
          uploadFailed={images.uploadFailed}
          generateFailed={generateFailed}
          fileErrors={images.fileErrors}
        />
        {items.length === 0 ? (
          <p className="text-sm text-slate-500">{t.noImages}</p>
        ) : (
          <GridArrangement
            items={items}
            settings={settings}
            problem={problem}
            busy={busy}
            generating={generating}
            onSettings={setSettings}
            onReorder={images.setItems}
            onRemove={images.remove}
            onCrop={(key) => setCropping({ key, busy: false, error: null })}
          >
            <AltTextFields
              label={t.altLabel}
              hint={t.altHint}
              value={alt}
              onChange={(next) => {
                if (next.text !== alt.text) setAltText(next.text);
                setDecorative(next.decorative);
              }}
              problem={altRefused && chosen === null ? editorTexts.altMissing : null}
              announce
              inputRef={altInput}
              onSubmit={() => void insert()}
            />
          </GridArrangement>
        )}
      </div>
      {cropping && cropItem && (
        <GridCropDialog
          src={cropItem.preview ?? cropItem.image.url}
          width={cropItem.image.width}
          height={cropItem.image.height}
          busy={cropping.busy}
          error={cropping.error}
          onCancel={() => setCropping(null)}
          onCropped={(file) => void replaceCropped(file)}
        />
      )}
    </Modal>
  );
}
