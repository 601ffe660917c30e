/**
 * A held page answered with a fresh CSP nonce per response (issue 27.4, decision 012) while its
 * gzip body stays compressed once: the deflate stream is cut at each place the nonce appears,
 * each piece between them compressed on its own (a sync flush, so it ends on a byte), and the
 * nonce itself sits in a stored (uncompressed) block. An answer copies the held bytes, writes
 * the new nonce over the old one in the plain and the gzip body, and patches gzip's CRC-32,
 * which is linear: the change the new nonce makes to it is computed from the nonce's 22 bytes
 * alone, never from the whole page. Brotli has no stored block that leaves the rest of the
 * stream independent of it, so a page with a nonce is held in gzip and plain only.
 */
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const deflateRaw = promisify(zlib.deflateRaw);

// Random bytes drawn 4 KB at a time: one call per nonce cost about 20 µs of a cached answer's
// time under load (the CSPRNG's call overhead), a slice of a pool about 0.1 µs. Each byte is used once.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolAt = 0;

function randomSlice(length: number): Buffer {
  if (poolAt + length > pool.length) {
    pool = randomBytes(Math.max(POOL_BYTES, length));
    poolAt = 0;
  }
  const slice = pool.subarray(poolAt, poolAt + length);
  poolAt += length;
  return slice;
}

/** A CSP nonce as the edge makes them: 128 random bits in base64. */
export function freshNonce(): string {
  return randomSlice(16).toString("base64");
}

/** A fresh nonce as long as `like` (the edge's own form when `like` has it). */
export function nonceLike(like: string): string {
  if (like.length === 24 && like.endsWith("==")) return freshNonce();
  return randomSlice(Math.ceil((like.length * 3) / 4))
    .toString("base64")
    .slice(0, like.length);
}

/** A nonce as it stands in an ETag (base64url, no padding: ETag characters only). */
export function nonceInTag(nonce: string): string {
  return nonce.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The nonce an ETag names, given one of the same form (`like`); null when it cannot be one. */
export function nonceFromTag(part: string, like: string): string | null {
  const padding = like.length - like.replace(/=+$/, "").length;
  if (part.length !== like.length - padding || !/^[\w-]+$/.test(part)) return null;
  return part.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat(padding);
}

export interface NonceSlots {
  /** The nonce the page was rendered with (every slot holds it in the held bytes). */
  nonce: string;
  /** Where it starts in the plain body. */
  identityAt: number[];
  /** The gzip body, the rendered nonce in stored blocks, and where each copy of it starts. */
  gzip: Buffer;
  gzipAt: number[];
  /** CRC-32 of the plain body as rendered. */
  crc: number;
  /** x^(8·n) mod the CRC polynomial summed over each slot (n: bytes after it), see `crcFor`. */
  shift: number;
}

/** Where `nonce` appears in `body`. */
export function nonceSlots(body: Buffer, nonce: string): number[] {
  const at: number[] = [];
  for (let from = body.indexOf(nonce); from !== -1; from = body.indexOf(nonce, from + nonce.length)) at.push(from);
  return at;
}

// gzip's member header: deflate, no name, no time, Unix.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** The held form of a page whose body contains `nonce` (null when it does not, or it is longer than a stored block). */
export async function holdWithNonce(identity: Buffer, nonce: string, level = 6): Promise<NonceSlots | null> {
  const identityAt = nonceSlots(identity, nonce);
  const length = Buffer.byteLength(nonce);
  if (identityAt.length === 0 || length !== nonce.length || length > 0xffff) return null;
  const pieces: Buffer[] = [];
  let from = 0;
  for (const at of identityAt) {
    pieces.push(identity.subarray(from, at));
    from = at + length;
  }
  pieces.push(identity.subarray(from));
  // Each piece may refer back to what precedes it (its window, as the browser will have it), except
  // the nonces: there the window holds 0xFF, a byte UTF-8 never has, so no match can include them.
  const window = Buffer.from(identity);
  for (const at of identityAt) window.fill(0xff, at, at + length);
  const compressed = await Promise.all(
    pieces.map((piece, i) => {
      const start = piece.byteOffset - identity.byteOffset;
      const dictionary = window.subarray(Math.max(0, start - 32_768), start);
      const last = i === pieces.length - 1;
      if (piece.length === 0 && !last) return Buffer.alloc(0);
      return deflateRaw(piece, {
        level,
        ...(dictionary.length > 0 ? { dictionary } : {}),
        ...(last ? {} : { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      });
    }),
  );
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(length, 1);
  stored.writeUInt16LE(~length & 0xffff, 3);
  const parts: Buffer[] = [GZIP_HEADER];
  const gzipAt: number[] = [];
  let offset = GZIP_HEADER.length;
  for (const piece of compressed.slice(0, -1)) {
    parts.push(piece, stored, Buffer.from(nonce, "latin1"));
    offset += piece.length + stored.length;
    gzipAt.push(offset);
    offset += length;
  }
  const crc = zlib.crc32(identity);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(identity.length % 2 ** 32, 4);
  parts.push(compressed.at(-1) as Buffer, trailer);
  // The CRC register's shift over n zero bytes is a product by x^(8n): summed over the slots once.
  const zeros = Buffer.alloc(identity.length);
  let shift = 0;
  for (const at of identityAt) shift ^= advance(ONE, zeros.subarray(at + length));
  return { nonce, identityAt, gzip: Buffer.concat(parts), gzipAt, crc, shift };
}

/** The polynomial 1 in zlib's reflected bit order. */
const ONE = 0x80000000;

/** The raw CRC register after `bytes` from `register` (no pre- or post-inversion). */
function advance(register: number, bytes: Buffer): number {
  return ~zlib.crc32(bytes, ~register >>> 0) >>> 0;
}

/** a·b modulo the CRC-32 polynomial, reflected (zlib's multmodp). */
function multiply(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let bit = ONE; a !== 0 && bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= factor;
      a &= ~bit;
    }
    factor = factor & 1 ? (factor >>> 1) ^ 0xedb88320 : factor >>> 1;
  }
  return product >>> 0;
}

/**
 * CRC-32 of the plain body with `nonce` in every slot: CRC is linear, so it changes by the CRC
 * register of (old XOR new) shifted past what follows each slot.
 */
export function crcFor(slots: NonceSlots, nonce: string): number {
  const difference = Buffer.from(nonce, "latin1");
  for (let i = 0; i < difference.length; i++) difference[i] = (difference[i] ?? 0) ^ slots.nonce.charCodeAt(i);
  return (slots.crc ^ multiply(advance(0, difference), slots.shift)) >>> 0;
}

/** A copy of `held` with `nonce` written at each of `at`. */
export function writeNonce(held: Buffer, at: readonly number[], nonce: string): Buffer {
  const copy = Buffer.allocUnsafe(held.length);
  held.copy(copy);
  for (const position of at) copy.write(nonce, position, "latin1");
  return copy;
}

/** The gzip body with `nonce` in every slot. */
export function gzipWithNonce(slots: NonceSlots, nonce: string): Buffer {
  const body = writeNonce(slots.gzip, slots.gzipAt, nonce);
  body.writeUInt32LE(crcFor(slots, nonce), body.length - 8);
  return body;
}
