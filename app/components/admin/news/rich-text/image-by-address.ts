import { imageFromAddress } from "~/components/admin/media/upload-request";
import { UPLOAD_MAX_MB } from "~/lib/upload-rules";

/** How long an image stored from an address may take to show before it counts as broken. */
export const IMAGE_PROBE_TIMEOUT_MS = 15_000;

/** The part of an <img> a probe needs (a fake one in unit tests). */
export interface ProbedImage {
  onload: ((event: Event) => void) | null;
  onerror: ((event: Event | string) => void) | null;
  src: string;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
}

/** True when `src` loads as a picture with a size: a 404, an HTML page or an empty file do not. */
export function probeImage(
  src: string,
  create: () => ProbedImage = () => new Image(),
  timeoutMs = IMAGE_PROBE_TIMEOUT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    const image = create();
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(loaded: boolean) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(loaded && image.naturalWidth > 0 && image.naturalHeight > 0);
    }
    image.onload = () => finish(true);
    image.onerror = () => finish(false);
    image.src = src;
  });
}

export type AddressOutcome = { ok: true; src: string } | { ok: false; reason: string };

/**
 * An image given by its address in the editor: the server fetches it and stores it
 * in the library (a 404, something that is not an image or one over the upload size is refused
 * there, with its reason), then the stored copy must load here with a size. Only then is it
 * inserted: a refusal inserts nothing, never an invisible zero-size image.
 */
export async function imageByAddress(
  url: string,
  steps: { store: typeof imageFromAddress; probe: (src: string) => Promise<boolean> } = {
    store: imageFromAddress,
    probe: probeImage,
  },
): Promise<AddressOutcome> {
  let src: string;
  try {
    src = (await steps.store(url, { folder: "news", maxMb: UPLOAD_MAX_MB })).url;
  } catch (problem) {
    return { ok: false, reason: problem instanceof Error ? problem.message : "" };
  }
  return (await steps.probe(src)) ? { ok: true, src } : { ok: false, reason: "" };
}

/** The specification's message ('URL không hợp lệ'), followed by the server's reason when it gave one. */
export function invalidImageMessage(specMessage: string, reason: string): string {
  if (!reason || reason.startsWith(specMessage)) return reason || specMessage;
  return `${specMessage}. ${reason}`;
}
