import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Msg } from '#contract/messages.ts';
import type { Product } from '#contract/products.ts';
import { Button } from '../../../components/button.tsx';
import { LoadingOrRetry } from '../../../components/loading-or-retry.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { handleError } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { MARKET_LABELS } from '../../../lib/markets.ts';
import { toast } from '../../../lib/toasts.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { ProductForm } from './product-form.tsx';
import { adminProductsKey, adminProductsQuery, deleteProduct, updateProduct } from './products-admin-api.ts';
import '../products.css';
import { productsKeys } from '../api/products-api.ts';

const bodyOf = ({ id: _id, currency: _c, image_url: _i, ...body }: Product) => body;

/** Admin → Products: every product of both catalogs; admins create, edit, publish, give pictures, delete. */
export function AdminProductsPage() {
  const { t } = useLingui();
  const isAdmin = useAuth().user?.role === 'admin';
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(adminProductsQuery());
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (id: string, work: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await work();
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: adminProductsKey });
      await queryClient.invalidateQueries({ queryKey: productsKeys.all });
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  if (editing)
    return (
      <section className="page admin-page admin-products">
        <PageTitle>{t`Products`}</PageTitle>
        <ProductForm product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      </section>
    );

  return (
    <section className="page admin-page admin-products">
      <PageTitle>{t`Products`}</PageTitle>
      {isAdmin ? (
        <div className="button-row">
          <Button size="small" onClick={() => setEditing('new')}>
            <Trans>New product</Trans>
          </Button>
        </div>
      ) : null}
      {isPending || isError ? (
        <LoadingOrRetry isPending={isPending} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p className="admin-muted">{t`No products yet.`}</p>
      ) : (
        <table className="admin-table" data-testid="admin-products">
          <thead>
            <tr>
              <th>{t`Picture`}</th>
              <th>{t`Title`}</th>
              <th>{t`Market`}</th>
              <th>{t`Price`}</th>
              <th>{t`Product code`}</th>
              <th>{t`Status`}</th>
              {isAdmin ? <th>{t`Actions`}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p.id} data-testid="admin-product-row">
                <td data-label={t`Picture`}>
                  {p.image_url ? <img className="admin-products__thumb" src={p.image_url} alt="" /> : '—'}
                </td>
                <td data-label={t`Title`}>
                  {p.position}. {p.title}
                </td>
                <td data-label={t`Market`}>{i18n._(MARKET_LABELS[p.locale])}</td>
                <td data-label={t`Price`}>{formatMoney(i18n.locale, p.price_minor, p.currency)}</td>
                <td data-label={t`Product code`}>
                  <code>{p.product_code}</code>
                </td>
                <td data-label={t`Status`}>{p.published ? t`Published` : t`Hidden`}</td>
                {isAdmin ? (
                  <td data-label={t`Actions`}>
                    <div className="admin-products__row-actions">
                      <Button size="tiny" variant="light-gray" onClick={() => setEditing(p)}>
                        {t`Edit`}
                      </Button>
                      <Button
                        size="tiny"
                        variant="light-gray"
                        loading={busy === p.id}
                        disabled={busy === p.id}
                        onClick={() =>
                          void run(
                            p.id,
                            () => updateProduct(p.id, { ...bodyOf(p), published: !p.published }),
                            i18n._(Msg.changes_saved),
                          )
                        }
                      >
                        {p.published ? t`Unpublish` : t`Publish`}
                      </Button>
                      {confirming === p.id ? (
                        <>
                          <Button
                            size="tiny"
                            variant="warned"
                            disabled={busy === p.id}
                            onClick={() => void run(p.id, () => deleteProduct(p.id), i18n._(Msg.deleted))}
                          >
                            {t`Yes, delete`}
                          </Button>
                          <Button size="tiny" variant="transparent" onClick={() => setConfirming(null)}>
                            {t`Cancel`}
                          </Button>
                        </>
                      ) : (
                        <Button size="tiny" variant="transparent" onClick={() => setConfirming(p.id)}>
                          {t`Delete`}
                        </Button>
                      )}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
