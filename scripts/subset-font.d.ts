// subset-font 2.9 ships no types: the one call scripts/site-font.ts makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "sfnt"; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
