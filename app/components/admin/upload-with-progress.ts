/** The JSON an upload endpoint answers: what it stored, or why it refused. */
type UploadAnswer<T> = ({ ok: true } & T) | { ok: false; error: string };

/**
 * Posts a form to an upload endpoint, reporting real progress from the browser's upload events
 * (fetch has none). Resolves with what `stored` takes from an accepted answer; rejects with the
 * server's reason ("" when the request itself failed).
 */
export function postWithProgress<T extends object, R>(
  url: string,
  form: FormData,
  stored: (answer: { ok: true } & T) => R,
  onProgress?: (percent: number) => void,
): Promise<R> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener("load", () => {
      const body = request.response as UploadAnswer<T> | null;
      if (request.status >= 200 && request.status < 300 && body?.ok) {
        onProgress?.(100);
        resolve(stored(body));
      } else {
        reject(new Error(body && !body.ok ? body.error : ""));
      }
    });
    request.addEventListener("error", () => reject(new Error("")));
    request.addEventListener("abort", () => reject(new Error("")));
    request.send(form);
  });
}
