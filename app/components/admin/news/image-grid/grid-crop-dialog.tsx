import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-grid";
import { CROP_ASPECTS, cropToFile, type PixelArea } from "../rich-text/crop";
import { CropArea } from "../rich-text/crop-area";

interface GridCropDialogProps {
  src: string;
  width: number | null;
  height: number | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  /** The cropped area as a PNG named cropped-image.png. */
  onCropped: (file: File) => void;
}

/** Crops one grid image; the result replaces it (uploaded by the caller). */
export function GridCropDialog({ src, width, height, busy, error, onCancel, onCropped }: GridCropDialogProps) {
  const t = useMessages(messages);
  const id = useId();
  const original = width && height ? width / height : 4 / 3;
  const [aspect, setAspect] = useState<number>(original);
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = async () => {
    if (!area) return;
    setFailed(false);
    try {
      onCropped(await cropToFile(src, area));
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal
      title={t.cropTitle}
      closeLabel={t.close}
      onClose={onCancel}
      size="xl"
      footer={
        <div className="flex flex-wrap items-center justify-end gap-3">
          {(error || failed) && (
            <p role="alert" className="mr-auto text-sm text-red-600">
              {error ?? t.generateFailed}
            </p>
          )}
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button onClick={() => void apply()} disabled={busy || !area}>
            {busy ? t.cropSaving : t.cropApply}
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        <CropArea
          src={src}
          aspect={aspect}
          zoom={zoom}
          onZoomChange={setZoom}
          onArea={setArea}
          label={t.cropArea}
          crossOrigin
          className="h-[50vh] min-h-64 rounded-lg"
        />
        <div className="flex flex-wrap items-end gap-4">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="mb-1 text-xs font-medium text-slate-600">{t.cropAspect}</legend>
            {[{ label: t.cropFree, value: original }, ...CROP_ASPECTS].map((option) => (
              <Button
                key={option.label}
                size="sm"
                variant={aspect === option.value ? "primary" : "outline"}
                aria-pressed={aspect === option.value}
                onClick={() => setAspect(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </fieldset>
          <div className="min-w-48 flex-1 space-y-1">
            <label htmlFor={`${id}-zoom`} className="block text-xs font-medium text-slate-600">
              {t.cropZoom}
            </label>
            <input
              id={`${id}-zoom`}
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="w-full accent-primary"
            />
          </div>
        </div>
      </div>
    </Modal>
  );
}
