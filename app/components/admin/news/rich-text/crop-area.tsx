import { useState } from "react";
import Cropper from "react-easy-crop";
import type { PixelArea } from "./crop";

/** The crop frame over an image, at a fixed aspect; reports the chosen area in image pixels. */
export function CropArea({
  src,
  aspect,
  zoom,
  onZoomChange,
  onArea,
  label,
  crossOrigin = false,
  className,
}: {
  src: string;
  aspect: number;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  onArea: (area: PixelArea) => void;
  /** The frame's accessible name. */
  label?: string;
  /** Load the image with CORS (stored images, so that the canvas can read them). */
  crossOrigin?: boolean;
  /** Size and corners of the dark box around the frame. */
  className: string;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  return (
    <div className={`relative overflow-hidden bg-slate-900 ${className}`}>
      <Cropper
        image={src}
        crop={crop}
        zoom={zoom}
        aspect={aspect}
        onCropChange={setCrop}
        onZoomChange={onZoomChange}
        onCropComplete={(_area, pixels) => onArea(pixels)}
        mediaProps={crossOrigin ? { crossOrigin: "anonymous" } : undefined}
        cropperProps={label ? { "aria-label": label } : undefined}
      />
    </div>
  );
}

/** The zoom of a CropArea, 1× to 3×, as a labelled slider (arrow keys move it too). */
export function ZoomSlider({
  id,
  label,
  zoom,
  onZoomChange,
  stacked = false,
}: {
  id: string;
  label: string;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  /** The label above the slider (a toolbar of its own) rather than beside it. */
  stacked?: boolean;
}) {
  return (
    <div className={stacked ? "min-w-48 flex-1 space-y-1" : "flex items-center gap-3"}>
      <label htmlFor={id} className={stacked ? "block text-xs font-medium text-slate-600" : "text-sm text-slate-700"}>
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
