/**
 * The browser's half of a passkey: @simplewebauthn/browser, loaded only when a passkey is used
 * (the admin's first paint does not carry it). A refusal or a cancelled prompt answers null: the
 * page says so in words, nothing is logged.
 */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Runs one WebAuthn ceremony; its answer as JSON text, or null when it did not complete. */
async function ceremony(run: (browser: typeof import("@simplewebauthn/browser")) => Promise<unknown>) {
  try {
    return JSON.stringify(await run(await import("@simplewebauthn/browser")));
  } catch {
    return null;
  }
}

/** Signs the server's challenge with a passkey. */
export function signWithPasskey(options: unknown): Promise<string | null> {
  return ceremony(({ startAuthentication }) =>
    startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"] }),
  );
}

/** Creates a passkey for the server's registration options. */
export function createPasskey(options: unknown): Promise<string | null> {
  return ceremony(({ startRegistration }) =>
    startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"] }),
  );
}
