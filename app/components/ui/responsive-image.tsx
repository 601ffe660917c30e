import type { ImageView } from "~/lib/views";

/** An image with its intrinsic size (no layout shift) and WebP renditions when there are some. */
export function ResponsiveImage({
  image,
  sizes,
  className,
  eager = false,
}: {
  image: ImageView;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
