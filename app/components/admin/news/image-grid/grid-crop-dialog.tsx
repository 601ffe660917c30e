import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-grid";
import { CROP_ASPECTS, cropToFile, type PixelArea } from "../rich-text/crop";
import { CropEditor } from "../rich-text/crop-area";

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
  const original = width && height ? width / height : 4 / 3;
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
      <CropEditor
        src={src}
        aspects={[{ label: t.cropFree, value: original }, ...CROP_ASPECTS]}
        labels={{ aspect: t.cropAspect, zoom: t.cropZoom, frame: t.cropArea }}
        onArea={setArea}
        crossOrigin
        frameClassName="h-[50vh] min-h-64 rounded-lg"
      />
    </Modal>
  );
}
