import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '#contract/messages.ts';
import { PRODUCT_IMAGE_TYPES, type Product, ProductBody } from '#contract/products.ts';
import { CheckboxField, Field, SelectField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { formValues, useContractForm } from '../../../lib/forms.ts';
import { marketOptions, siteMarket } from '../../../lib/markets.ts';
import { toast } from '../../../lib/toasts.ts';
import { productsKeys } from '../api/products-api.ts';
import { adminProductsKey, createProduct, updateProduct, uploadProductImage } from './products-admin-api.ts';

/** "1 290,50" or "1290.5" → 129050 minor units; anything else is left for the schema to refuse. */
export function toMinor(text: string): number | string {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return text;
  return Math.round(Number(clean) * 100);
}

/** The price typed as "1 290,50" and the position as digits become the numbers the schema checks. */
function readProduct(element: HTMLFormElement) {
  const values = formValues(element);
  const position = /^\d+$/.test(String(values.position)) ? Number(values.position) : values.position;
  return { input: { ...values, price_minor: toMinor(String(values.price_minor)), position } };
}

const fromMinor = (minor: number) => (minor / 100).toFixed(minor % 100 === 0 ? 0 : 2);

/** Create or edit one product; the picture is uploaded after the product is saved. */
export function ProductForm({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useContractForm(
    ProductBody,
    async (data, element) => {
      const file = (element.elements.namedItem('image') as HTMLInputElement | null)?.files?.[0];
      const saved = product ? await updateProduct(product.id, data) : await createProduct(data);
      if (file) await uploadProductImage(saved.id, file);
      toast.success(i18n._(Msg.changes_saved));
      await queryClient.invalidateQueries({ queryKey: adminProductsKey });
      await queryClient.invalidateQueries({ queryKey: productsKeys.all });
      onClose();
    },
    { read: readProduct },
  );
  const { errors } = form;

  return (
    <form className="form card admin-products__form" {...form.props} data-testid="product-form">
      <h2>{product ? t`Edit product` : t`New product`}</h2>
      <SelectField
        name="locale"
        label={t`Market`}
        defaultValue={product?.locale ?? siteMarket(i18n.locale)}
        options={marketOptions(i18n)}
        errors={errors.locale}
      />
      <Field
        name="title"
        label={t`Title`}
        defaultValue={product?.title}
        maxLength={120}
        errors={errors.title}
      />
      <label className="field">
        <span>{t`Description`}</span>
        <textarea name="description" rows={3} maxLength={1000} defaultValue={product?.description} />
        {errors.description ? <small className="field__error">{errors.description.join(' ')}</small> : null}
      </label>
      <Field
        name="price_minor"
        label={t`Price`}
        inputMode="decimal"
        defaultValue={product ? fromMinor(product.price_minor) : ''}
        errors={errors.price_minor}
      />
      <Field
        name="shop_url"
        label={t`Shop link`}
        type="url"
        defaultValue={product?.shop_url}
        errors={errors.shop_url}
      />
      <Field
        name="product_code"
        label={t`Product code`}
        hint={t`As the brand's sales arrive with it; the commission plan's product rates use it.`}
        defaultValue={product?.product_code}
        errors={errors.product_code}
      />
      <Field
        name="position"
        label={t`Position`}
        inputMode="numeric"
        defaultValue={String(product?.position ?? 0)}
        errors={errors.position}
      />
      <CheckboxField name="published" label={t`Published`} defaultChecked={product?.published ?? false} />
      <label className="field">
        <span>{t`Picture (JPEG, PNG or WebP, up to 5 MB)`}</span>
        <input name="image" type="file" accept={PRODUCT_IMAGE_TYPES.join(',')} />
      </label>
      <FormSubmit form={form} label={<Trans>Save</Trans>} onCancel={onClose} />
    </form>
  );
}
