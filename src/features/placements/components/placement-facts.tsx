import { useLingui } from '@lingui/react/macro';
import { Eye, Film, Image, Ticket } from 'lucide-react';
import type { Placement } from '#contract/placements.ts';
import { formatCount } from '../../../lib/format.ts';
import { hasThumb, PlacementThumb } from './placement-thumb.tsx';

/** What the placement promotes with: its material (as a thumbnail once uploaded), promocode and reach. */
export function PlacementFacts({ placement: p }: { placement: Placement }) {
  const { t, i18n } = useLingui();
  const [first, ...rest] = p.files;
  const MaterialIcon = first?.type.startsWith('video/') ? Film : Image;
  const others = rest.length;
  const more = others > 0 ? ` ${t`+${others} more`}` : '';
  const icon = <MaterialIcon size={16} aria-hidden="true" />;
  const thumb = hasThumb(first);
  return (
    <dl className="placement-facts" data-testid="placement-facts">
      <div data-testid="placement-material" className={thumb ? 'placement-facts__material' : undefined}>
        <dt>
          {thumb ? <PlacementThumb placementId={p.id} file={first} fallback={icon} /> : icon}
          <span className="visually-hidden">{t`Material`}</span>
        </dt>
        <dd className="placement-facts__name">{first ? `${first.name}${more}` : t`No material`}</dd>
      </div>
      <div data-testid="placement-promocode">
        <dt>
          <Ticket size={16} aria-hidden="true" />
          <span className="visually-hidden">{t`Promocode`}</span>
        </dt>
        <dd>{p.promocode || t`No promocode`}</dd>
      </div>
      <div data-testid="placement-reach">
        <dt>
          <Eye size={16} aria-hidden="true" />
          <span className="visually-hidden">{t`Estimated reach`}</span>
        </dt>
        <dd>{formatCount(i18n.locale, p.reach)}</dd>
      </div>
    </dl>
  );
}
