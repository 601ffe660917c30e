/** CSP nonces for rendered pages (a held page uses hashes instead: inline-scripts.ts). */
import { randomBytes } from "node:crypto";

// Random bytes drawn 4 KB at a time: one call per nonce cost about 20 µs of an answer's time
// under load (the CSPRNG's call overhead), a slice of a pool about 0.1 µs. Each byte is used once.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolAt = 0;

/** A CSP nonce: 128 random bits in base64. */
export function freshNonce(): string {
  if (poolAt + 16 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  const nonce = pool.subarray(poolAt, poolAt + 16).toString("base64");
  poolAt += 16;
  return nonce;
}
