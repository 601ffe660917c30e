import { useEffect, useMemo, useRef, useState } from "react";
import { uploadImage } from "~/components/admin/media/upload-request";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { gridProblemText, messages } from "~/i18n/messages/admin-grid";
import { computeGridLayout, gridRenderScale } from "~/lib/image-grid/layout";
import {
  defaultGridSettings,
  type GridRenderResponse,
  type GridSettings,
  MAX_CAPTION_LENGTH,
} from "~/lib/image-grid/settings";
import { autoPickTemplate, gridProblem, orientationOf } from "~/lib/image-grid/templates";
import { checkUploadCandidate, UPLOAD_MAX_MB, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import type { ImageGridDialogProps } from "../editor-contract";
import { GridCropDialog } from "./grid-crop-dialog";
import { type GridItem, GridPreview } from "./grid-preview";
import { GridSettingsPanel } from "./grid-settings-panel";
import { GridUploadArea } from "./grid-upload-area";

export const IMAGE_GRID_ENDPOINT = "/admin/api/image-grid";
const UPLOAD_FOLDER = "news";

interface FileError {
  name: string;
  message: string;
}

/** What a refused upload says: the upload rules' own message, or none for a failure without one. */
function ruleMessage(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  const rules: string[] = [
    UPLOAD_MESSAGES.invalidFile,
    UPLOAD_MESSAGES.nameTooLong,
    UPLOAD_MESSAGES.unsupported,
    UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_MB),
  ];
  return rules.includes(message) ? message : null;
}

/**
 * 'Chèn lưới hình ảnh': upload images (each stored through the upload endpoint, folder news),
 * arrange and style them on the shared layout, then have the server render one PNG, which the
 * editor inserts. Rendered by the rich-text toolbar while open, so it opens with the defaults.
 */
export function ImageGridDialog({ onClose, onInsert }: ImageGridDialogProps) {
  const t = useMessages(messages);
  const [items, setItems] = useState<GridItem[]>([]);
  const [settings, setSettings] = useState<GridSettings>(defaultGridSettings);
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [fileErrors, setFileErrors] = useState<FileError[]>([]);
  const [uploadFailed, setUploadFailed] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [generateFailed, setGenerateFailed] = useState<string | false>(false);
  const [cropping, setCropping] = useState<{ key: string; busy: boolean; error: string | null } | null>(null);
  const nextKey = useRef(0);
  // Local copies of the chosen files show in the preview at full quality without a download.
  const previews = useRef(new Set<string>());
  const localPreview = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  };
  const release = (url: string | undefined) => {
    if (url && previews.current.delete(url)) URL.revokeObjectURL(url);
  };
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const layout = useMemo(
    () =>
      computeGridLayout(
        settings,
        items.map((item) => item.image),
      ),
    [settings, items],
  );
  const tooLarge = items.length > 0 && gridRenderScale(layout) === null;
  const problem = gridProblem(settings.template, items.length) ?? (tooLarge ? ({ kind: "tooLarge" } as const) : null);
  const warning = problem && items.length > 0 ? gridProblemText(t, problem, settings.template) : null;
  const busy = generating || uploading !== null;

  const addFiles = async (files: File[]) => {
    setFileErrors([]);
    setUploadFailed(false);
    setGenerateFailed(false);
    const errors: FileError[] = [];
    const accepted = files.filter((file) => {
      const refusal = checkUploadCandidate(file, UPLOAD_MAX_MB);
      if (refusal) errors.push({ name: file.name, message: refusal });
      return !refusal;
    });
    const added: GridItem[] = [];
    let failed = false;
    setUploading({ done: 0, total: accepted.length });
    // One at a time, in the order chosen, so the grid keeps that order.
    for (const [index, file] of accepted.entries()) {
      try {
        const image = await uploadImage(file, { folder: UPLOAD_FOLDER, maxMb: UPLOAD_MAX_MB });
        nextKey.current += 1;
        added.push({ key: `grid-image-${nextKey.current}`, image, preview: localPreview(file) });
      } catch (error) {
        const message = ruleMessage(error);
        if (message) errors.push({ name: file.name, message });
        else failed = true;
      }
      setUploading({ done: index + 1, total: accepted.length });
    }
    setUploading(null);
    setFileErrors(errors);
    setUploadFailed(failed);
    if (added.length === 0) return;
    const next = [...items, ...added];
    setItems(next);
    const pick = autoPickTemplate(next.map((item) => orientationOf(item.image)));
    if (pick) setSettings((current) => ({ ...current, template: pick.template, columns: pick.columns }));
  };

  const remove = (key: string) => {
    release(items.find((item) => item.key === key)?.preview);
    setItems((current) => current.filter((item) => item.key !== key));
  };

  const replaceCropped = async (file: File) => {
    if (!cropping) return;
    setCropping({ ...cropping, busy: true, error: null });
    try {
      const image = await uploadImage(file, { folder: UPLOAD_FOLDER, maxMb: UPLOAD_MAX_MB });
      release(items.find((item) => item.key === cropping.key)?.preview);
      const preview = localPreview(file);
      setItems((current) => current.map((item) => (item.key === cropping.key ? { ...item, image, preview } : item)));
      setCropping(null);
    } catch (error) {
      setCropping({ ...cropping, busy: false, error: ruleMessage(error) ?? t.uploadFailed });
    }
  };

  const insert = async () => {
    if (items.length === 0 || problem || busy) return;
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
        setGenerating(false);
        setGenerateFailed(body && !body.ok ? body.error : t.generateFailed);
        return;
      }
      const { src, alt, width, height } = body.image;
      // Inserting clears the dialog and closes it.
      setItems([]);
      setSettings(defaultGridSettings());
      setGenerating(false);
      onInsert({ src, alt, width, height });
      onClose();
    } catch {
      setGenerating(false);
      setGenerateFailed(t.generateFailed);
    }
  };

  const cropItem = cropping ? items.find((item) => item.key === cropping.key) : undefined;
  const templateName = t.templates[settings.template];

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
            {items.length === 0 ? t.footerEmpty : t.footerCount(items.length, templateName)}
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
        <GridUploadArea collapsible={items.length > 0} busy={busy} onFiles={(files) => void addFiles(files)} />
        <div aria-live="polite" className="space-y-1 text-sm">
          {uploading && <p className="text-slate-600">{t.uploading(uploading.done, uploading.total)}</p>}
        </div>
        {(uploadFailed || fileErrors.length > 0 || generateFailed) && (
          <div
            role="alert"
            className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            {uploadFailed && <p>{t.uploadFailed}</p>}
            {generateFailed && <p>{generateFailed}</p>}
            {fileErrors.length > 0 && (
              <ul className="list-disc pl-5">
                {fileErrors.map((error, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two refused files may share a name
                  <li key={i}>{t.fileError(error.name, error.message)}</li>
                ))}
              </ul>
            )}
          </div>
        )}

        {items.length === 0 ? (
          <p className="text-sm text-slate-500">{t.noImages}</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-3">
              {warning && (
                <div
                  role="status"
                  className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
                >
                  {warning.title && <p className="font-semibold">{warning.title}</p>}
                  <p>{warning.text}</p>
                </div>
              )}
              <GridPreview
                items={items}
                layout={layout}
                style={settings.style}
                disabled={busy}
                onReorder={setItems}
                onRemove={remove}
                onCrop={(key) => setCropping({ key, busy: false, error: null })}
              />
              <Field label={t.captionLabel}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={2}
                    value={settings.caption}
                    maxLength={MAX_CAPTION_LENGTH}
                    disabled={generating}
                    placeholder={t.captionPlaceholder}
                    onChange={(event) => setSettings({ ...settings, caption: event.target.value })}
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
            <GridSettingsPanel settings={settings} disabled={generating} onChange={setSettings} />
          </div>
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
