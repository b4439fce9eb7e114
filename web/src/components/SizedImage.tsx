/** A picture with its intrinsic size (no layout shift), e.g. an ArticleImage. */
interface SizedImageSource {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * An <img> with its width and height, decoded off the main thread: lazy-loaded, or fetched first when `priority`
 * (the hero image of a page, its Largest Contentful Paint).
 */
export function SizedImage({ image, className, priority }: { image: SizedImageSource; className?: string; priority?: boolean }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      decoding="async"
    />
  );
}
