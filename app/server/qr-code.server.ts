/**
 * QR codes drawn on the server (the `qrcode` package makes the matrix): one SVG path, no script,
 * nothing loaded from elsewhere, so the enrolment secret never leaves the page it is shown on.
 */
import QRCode from "qrcode";
import type { QrCodeView } from "~/lib/second-factor";

export function qrCodeOf(text: string): QrCodeView {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 2;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * quiet, path };
}
