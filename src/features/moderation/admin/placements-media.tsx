import { useLingui } from '@lingui/react/macro';
import type { Placement } from '#contract/placements.ts';
import { useBlobUrl } from '../../../lib/use-blob-url.ts';
import { fetchPlacementFile } from './moderation-admin-api.ts';

type MaterialFile = Placement['files'][number];

/** Previews of the uploaded materials: images inline, videos with controls, loaded with the staff token. */
export function PlacementsMedia({ placementId, files }: { placementId: string; files: MaterialFile[] }) {
  const { t } = useLingui();
  if (files.length === 0) return <p className="admin-muted">{t`No materials`}</p>;
  return (
    <ul className="placement-media">
      {files.map((file) => (
        <li key={file.id}>
          {file.uploaded ? (
            <MediaPreview placementId={placementId} file={file} />
          ) : (
            <span className="admin-muted">{t`${file.name}: not uploaded yet`}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MediaPreview({ placementId, file }: { placementId: string; file: MaterialFile }) {
  const { t } = useLingui();
  const { url, failed } = useBlobUrl(
    (signal) => fetchPlacementFile(placementId, file.id, signal),
    `${placementId}/${file.id}`,
  );

  if (failed) return <span className="admin-muted">{t`${file.name}: could not load`}</span>;
  if (!url) return <span className="placement-media__pending" role="status" aria-label={t`Loading…`} />;
  return file.type.startsWith('video/') ? (
    // biome-ignore lint/a11y/useMediaCaption: blogger material under review has no captions
    <video src={url} controls preload="metadata" title={file.name} />
  ) : (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img src={url} alt={file.name} loading="lazy" />
    </a>
  );
}
