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
