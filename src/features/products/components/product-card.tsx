import { useLingui } from '@lingui/react/macro';
import type { Product } from '#contract/products.ts';
import { Button } from '../../../components/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { shareOrCopy } from '../promote.ts';

/** One product: picture, title, description, price; 'promote' shares the blogger's link, 'get' opens the shop. */
export function ProductCard({ product, link }: { product: Product; link: string | null }) {
  const { t, i18n } = useLingui();
  return (
    <li className="card product-card" data-testid="product-card">
      {product.image_url ? (
        <img
          className="product-card__image"
          src={product.image_url}
          alt=""
          width={480}
          height={320}
          loading="lazy"
        />
      ) : (
        <div className="product-card__image product-card__image--none" aria-hidden="true" />
      )}
      <div className="product-card__body">
        <h2 className="product-card__title">{product.title}</h2>
        {product.description ? <p className="product-card__text">{product.description}</p> : null}
        <p className="product-card__price" data-testid="product-price">
          {formatMoney(i18n.locale, product.price_minor, product.currency)}
        </p>
        <div className="button-row product-card__actions">
          <Button
            size="small"
            disabled={!link}
            onClick={() => link && void shareOrCopy(link, product.title)}
            aria-label={t`Promote: ${product.title}`}
          >
            {t`Promote`}
          </Button>
          <a
            className="btn btn--transparent btn--small"
            href={product.shop_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Get product: ${product.title} (opens the shop in a new tab)`}
          >
            {t`Get product`}
          </a>
        </div>
      </div>
    </li>
  );
}
