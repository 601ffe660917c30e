/** View models of the second factor: the browser gets only these. */
import type { AccountsActionResult } from "./admin-accounts";

/** A QR code drawn on the server: one SVG path of its dark modules, in a square of `size` modules. */
export interface QrCodeView {
  size: number;
  path: string;
}

/** A TOTP enrolment under way: the QR code and the same secret as text, for manual entry. */
export interface TotpEnrolmentView {
  qr: QrCodeView;
  /** Base32, in groups of four for reading. */
  secret: string;
}

export interface PasskeyRow {
  id: number;
  name: string;
  created: string;
  lastUsed: string | null;
}

/** The account screen's 'Xác thực hai bước' card. */
export interface SecondFactorCardView {
  enabled: boolean;
  required: boolean;
  totpSince: string | null;
  enrolment: TotpEnrolmentView | null;
  passkeys: PasskeyRow[];
  recoveryCodes: number;
}

/** The administrators screen's card: the site's rule and each account's factor. */
export interface SecondFactorUsersView {
  required: boolean;
  accounts: { id: number; username: string; enabled: boolean; isSelf: boolean }[];
}

/** What the second factor's actions answer: recovery codes (shown once), or a passkey's options. */
export type SecondFactorActionResult = AccountsActionResult & {
  recoveryCodes?: string[];
  /** PublicKeyCredentialCreationOptionsJSON, handed as is to the browser's WebAuthn call. */
  passkeyOptions?: unknown;
};

/** Names of passkeys: what the owner types, trimmed. */
export const PASSKEY_NAME_MAX = 60;
