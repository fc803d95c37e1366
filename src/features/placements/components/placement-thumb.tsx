import { useState } from 'react';
import type { Placement } from '#contract/placements.ts';
import { useBlobUrl } from '../../../lib/use-blob-url.ts';
import { fetchMaterial } from '../api/placements-api.ts';

type MaterialFile = Placement['files'][number];

/** Images up to this size are shown whole; a larger one keeps the icon (a card is no gallery). */
const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Of a video, only its head is fetched: its first frame is the poster, the rest is not needed. */
const VIDEO_HEAD_BYTES = 2 * 1024 * 1024;

/** Whether a card can show this file as a picture at all. */
export const hasThumb = (file: MaterialFile | undefined): file is MaterialFile =>
  !!file?.uploaded && (file.type.startsWith('video/') || file.size <= IMAGE_MAX_BYTES);

/**
 * The first material as a small picture: the image, or a video's first frame. While it loads, and if it
 * cannot be shown (a video whose index sits at its end, a network error), `fallback` (the icon) stays.
 */
export function PlacementThumb({
  placementId,
  file,
  fallback,
}: {
  placementId: string;
  file: MaterialFile;
  fallback: React.ReactNode;
}) {
  const video = file.type.startsWith('video/');
  // A Blob the browser cannot decode (a video whose index sits at its end) keeps the fallback too.
  const [broken, setBroken] = useState(false);
  const { url, failed } = useBlobUrl(
    (signal) => fetchMaterial(placementId, file.id, signal, video ? VIDEO_HEAD_BYTES : undefined),
    `${placementId}/${file.id}/${video}`,
  );

  if (!url || failed || broken) return <>{fallback}</>;
  return video ? (
    <video
      className="placement-thumb"
      data-testid="placement-thumb"
      src={`${url}#t=0.1`}
      preload="metadata"
      muted
      playsInline
      onError={() => setBroken(true)}
    />
  ) : (
    <img
      className="placement-thumb"
      data-testid="placement-thumb"
      src={url}
      alt=""
      onError={() => setBroken(true)}
    />
  );
}
