import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { networkName } from '../../../lib/networks.ts';
import { usePromocodes } from '../../../lib/use-promocodes.ts';
import { productsQuery, referralQuery } from '../api/products-api.ts';
import { linkFor } from '../promote.ts';
import { ProductCard } from './product-card.tsx';
import '../products.css';

/** /user/products: the brand's products with 'promote' (the blogger's own link) and 'get product'. */
export function ProductsPage() {
  const { t } = useLingui();
  const products = useQuery(productsQuery());
  const referral = useQuery(referralQuery());
  const promocodes = usePromocodes();
  const codes = promocodes.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const code = codes.find((c) => c.code === picked)?.code ?? codes[0]?.code ?? null;
  const referralLink = referral.data ?? null;

  return (
    <section className="page products">
      <PageTitle>{t`Products`}</PageTitle>
      <p className="muted">
        <Trans>Share a product with your promocode: sales with it are credited to you.</Trans>
      </p>
      {codes.length > 1 ? (
        <label className="field products__code">
          <span>{t`Promocode in your links`}</span>
          <select
            value={code ?? ''}
            onChange={(event) => setPicked(event.target.value)}
            data-testid="promo-pick"
          >
            {codes.map((c) => (
              <option key={c.id} value={c.code}>
                {c.code} · {networkName(c.network)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {!promocodes.isPending && codes.length === 0 ? (
        <p className="card products__hint" data-testid="promo-hint">
          {referralLink ? (
            <Trans>
              You have no promocode yet, so 'Promote' shares your referral link. Add a promocode on the{' '}
              <Link to="/user/promocodes">Promocodes</Link> page to share product links with your code.
            </Trans>
          ) : (
            <Trans>
              Add a promocode on the <Link to="/user/promocodes">Promocodes</Link> page, or set your referral
              link in the <Link to="/user/profile">profile</Link>, to promote products.
            </Trans>
          )}
        </p>
      ) : null}
      {products.isPending ? (
        <p className="muted" aria-busy="true">
          {t`Loading…`}
        </p>
      ) : products.isError ? (
        <div className="card empty-state" role="alert" data-testid="products-error">
          <p>{t`Could not load the products. Check the connection and try again.`}</p>
          <Button variant="light-gray" size="small" onClick={() => void products.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : products.data.length === 0 ? (
        <div className="card empty-state" data-testid="products-empty">
          <p>{t`No products yet. They will appear here as soon as the brand publishes them.`}</p>
        </div>
      ) : (
        <ul className="product-grid" aria-label={t`Products`}>
          {products.data.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              link={linkFor(product.shop_url, code, referralLink)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
