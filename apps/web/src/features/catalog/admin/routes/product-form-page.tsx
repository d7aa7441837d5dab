import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pagePath, type Product } from '@shop/contracts/plain';
import { useCreateProduct } from '../api/create-product';
import { useEditableProduct } from '../api/get-editable-product';
import { useUpdateProduct } from '../api/update-product';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { ProductDocumentsEditor } from '../components/product-documents-editor';
import { OnceLoaded, useAdminForm } from '../../../../components/admin/admin-form';
import { FormFooter, ImageField, TitleAndDescription } from '../../../../components/admin/form-parts';
import { useAttributes } from '../../../../shell/api/list-attributes';
import { BrandSelect, CategorySelect, PriceField } from '../../../../components/admin/catalog-fields';
import { GalleryField, SaleUnitFields, SpecFields, WarrantyField } from '../components/product-fields';
import { StockField } from '../components/stock-field';
import { CreatedProduct } from '../components/created-product';
import { VariantsSection } from '../components/variant-editor';
import { imageChoices, tieableAttributes } from '../components/variant-values';
import {
  checkProduct,
  productFormData,
  productValues,
  type ProductField,
  type ProductValues,
} from '../components/product-form-values';
import { Form } from '../../../../components/form';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';
import '../product-form.css';

/** A new product (the form, emptied after each create) or a stored one (its form, once it has loaded). */
function ProductForm({ product, onCreated }: { product?: Product; onCreated?: (made: Product) => void }) {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useAdminForm<ProductValues, ProductField>(productValues(product));
  const { values, errors, busy, edit, submit } = form;
  const attributes = useAttributes(values.categoryId);
  // No category: no attributes, so the values (if any) go; a category's, once they have loaded.
  const specAttributes = values.categoryId ? attributes.data?.attributes : [];
  const optionAttributes = useMemo(() => tieableAttributes(attributes.data?.attributes), [attributes.data]);
  // A new product's images have no stored names yet: its variants show the main image.
  const images = useMemo(() => (product ? imageChoices(values.gallery) : null), [product, values.gallery]);
  const withOptions = values.options.length > 0;
  const onSubmit = submit({
    check: () => checkProduct(values, !product, specAttributes),
    send: async () => {
      const body = productFormData(values, product, specAttributes);
      if (product) return void (await update.mutateAsync({ id: product._id, form: body }));
      return (await create.mutateAsync(body)).newProduct;
    },
    saved: product ? 'محصول با موفقیت ویرایش شد!' : 'محصول با موفقیت ایجاد شد!',
    failed: { title: product ? 'ویرایش محصول ناموفق بود' : 'ایجاد محصول ناموفق بود' },
    then: (made) => (made ? onCreated?.(made) : navigate(pagePath('adminProducts'))),
  });

  return (
    <Form onSubmit={onSubmit} className={`form panel form-panel wide${withOptions ? ' with-variants' : ''}`}>
      <TitleAndDescription form={form} />
      <SaleUnitFields values={values} errors={errors} onChange={edit} />
      {/* With options, each variant has its price and stock in the table below. */}
      {!withOptions && (
        <>
          <PriceField
            label="قیمت (تومان)"
            value={values.price}
            error={errors.price}
            showAmount
            onChange={(price) => edit({ price }, 'price')}
          />
          <PriceField
            label="قیمت قبل از تخفیف (اختیاری)"
            value={values.originalPrice}
            error={errors.originalPrice}
            onChange={(originalPrice) => edit({ originalPrice }, 'originalPrice')}
          />
          <StockField
            value={values.stock}
            unit={values.unit}
            error={errors.stock}
            onChange={(stock) => edit({ stock }, 'stock')}
          />
        </>
      )}
      <label className="field-inline checkbox">
        <input
          type="checkbox"
          checked={values.isPopular}
          onChange={(e) => edit({ isPopular: e.target.checked })}
        />
        <span>نمایش در صفحه اصلی</span>
      </label>
      <BrandSelect
        value={values.brandId}
        error={errors.brandId}
        onChange={(brandId) => edit({ brandId }, 'brandId')}
      />
      <CategorySelect value={values.categoryId} onChange={(categoryId) => edit({ categoryId })} />
      <WarrantyField
        value={values.warranty}
        error={errors.warranty}
        onChange={(warranty) => edit({ warranty }, 'warranty')}
      />
      <SpecFields
        attributes={values.categoryId ? specAttributes : undefined}
        values={values.specs}
        errors={errors}
        onChange={(id, value) => edit({ specs: { ...values.specs, [id]: value } }, `specs.${id}`)}
      />
      <ImageField
        label={product ? 'عکس اصلی (اختیاری)' : 'عکس اصلی'}
        hint="فرمت‌های مجاز: JPG، PNG، GIF، WebP؛ حداکثر ۱۰ مگابایت"
        error={errors.image}
        image={values.image}
        current={product && { file: product.image, alt: `عکس اصلی فعلی ${product.title}` }}
        onChange={(image) => edit({ image }, 'image')}
      />
      <GalleryField
        items={values.gallery}
        error={errors.gallery}
        onChange={(gallery) => edit({ gallery }, 'gallery')}
      />
      {/* After the gallery: a variant shows one of the images above. */}
      <VariantsSection
        options={values.options}
        variants={values.variants}
        defaults={{ price: values.price, originalPrice: values.originalPrice }}
        attributes={values.categoryId ? optionAttributes : undefined}
        images={images}
        errors={errors}
        edit={edit}
      />
      <FormFooter busy={busy} label={product ? 'ذخیره تغییرات' : 'ایجاد محصول'} canCancel={!!product} />
    </Form>
  );
}

function EditProduct({ id }: { id: string }) {
  const query = useEditableProduct(id);
  return (
    <OnceLoaded query={query}>
      {(data) => (
        <>
          <ProductForm key={id} product={data.product} />
          {/* Its own form, beside the product's: each change is saved at once. */}
          <ProductDocumentsEditor productId={id} />
        </>
      )}
    </OnceLoaded>
  );
}

/** A new product's form, drawn fresh and empty after each create, with the product just made above it. */
function NewProduct() {
  const [created, setCreated] = useState<{ round: number; product?: Product }>({ round: 0 });
  return (
    <>
      {created.product && <CreatedProduct key={created.product._id} product={created.product} />}
      <ProductForm
        key={created.round}
        onCreated={(product) => setCreated(({ round }) => ({ round: round + 1, product }))}
      />
    </>
  );
}

export default function ProductFormPage() {
  const { id } = useParams();
  return (
    <AdminScreen title={id ? 'ویرایش محصول' : 'محصول جدید'}>
      {id ? <EditProduct id={id} /> : <NewProduct />}
    </AdminScreen>
  );
}
