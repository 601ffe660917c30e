import { useId, useState } from "react";
import Cropper from "react-easy-crop";
import { Button } from "~/components/ui/button";
import type { PixelArea } from "./crop";

/** The zoom of the crop frame, 1× to 3×, as a labelled slider (arrow keys move it too). */
function ZoomSlider({
  id,
  label,
  zoom,
  onZoomChange,
}: {
  id: string;
  label: string;
  zoom: number;
  onZoomChange: (zoom: number) => void;
}) {
  return (
    <div className="min-w-48 flex-1 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        onChange={(event) => onZoomChange(Number(event.target.value))}
        className="w-full flex-1 accent-primary"
      />
    </div>
  );
}

export interface CropAspect {
  label: string;
  value: number;
}

/**
 * The crop tools of the article image dialog and the grid's crop dialog: the frame, the aspect
 * choices (buttons that show which one is pressed) and the zoom. Reports the chosen area in image
 * pixels; the caller cuts it out.
 */
export function CropEditor({
  src,
  aspects,
  labels,
  onArea,
  crossOrigin = false,
  frameClassName,
}: {
  src: string;
  /** The first one is chosen at the start. */
  aspects: readonly CropAspect[];
  labels: { aspect: string; zoom: string; frame?: string };
  onArea: (area: PixelArea) => void;
  crossOrigin?: boolean;
  /** Size and corners of the dark box around the frame. */
  frameClassName: string;
}) {
  const id = useId();
  const [aspect, setAspect] = useState(aspects[0]?.value ?? 1);
  const [zoom, setZoom] = useState(1);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  return (
    <div className="space-y-4">
      <div className={`relative overflow-hidden bg-slate-900 ${frameClassName}`}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => onArea(pixels)}
          // Stored images load with CORS, so that the canvas can read them.
          mediaProps={crossOrigin ? { crossOrigin: "anonymous" } : undefined}
          cropperProps={labels.frame ? { "aria-label": labels.frame } : undefined}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-xs font-medium text-slate-600">{labels.aspect}</legend>
          {aspects.map((option) => (
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
        <ZoomSlider id={`${id}-zoom`} label={labels.zoom} zoom={zoom} onZoomChange={setZoom} />
      </div>
    </div>
  );
}
