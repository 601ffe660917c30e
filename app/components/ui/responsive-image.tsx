import type { ImageView } from "~/lib/views";

/** An image with its intrinsic size (no layout shift) and WebP renditions when there are some. */
export function ResponsiveImage({
  image,
  sizes,
  className,
  eager = false,
  loading = eager ? "eager" : "lazy",
}: {
  image: ImageView;
  sizes: string;
  className?: string;
  /** The page's largest image: fetched at once, at high priority. */
  eager?: boolean;
  /** When to fetch it; lazy (when it comes near the screen) unless `eager`. */
  loading?: "eager" | "lazy";
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt}
      loading={loading}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
