import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryName, productEndpoints } from '@shop/contracts';
import { toLatinDigits } from '@shop/persian';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { callEndpoint, queryKeyFor } from '../../../lib/endpoint-call';
import { openDialog } from '../../../lib/dialog';
import { formatToman } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminOnly } from '../../auth/components/admin-only';
import { useCategories } from '../../catalog/api/list-categories';
import {
  Field,
  FilePreviews,
  isBlank,
  isImage,
  RichTextField,
  useFreshForm,
  useLeaveGuard,
} from '../components/form-parts';
import { GalleryEditor, galleryOrder, type GalleryItem } from '../components/gallery-editor';

type Errors = Partial<
  Record<'title' | 'description' | 'price' | 'originalPrice' | 'image' | 'gallery', string>
>;

const priceValue = (typed: string) => Number(toLatinDigits(typed).replace(/[^\d]/g, ''));

function ProductForm({ id, onCreated }: { id?: string; onCreated: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data: categoryList } = useCategories();
  const existing = useQuery({
    queryKey: queryKeyFor(productEndpoints.get, { params: { id: id ?? '' } }),
    queryFn: () => callEndpoint(productEndpoints.get, { params: { id: id! } }),
    enabled: !!id,
  });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [originalPrice, setOriginalPrice] = useState('');
  const [inStock, setInStock] = useState(true);
  const [isPopular, setIsPopular] = useState(false);
  const [categoryId, setCategoryId] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [gallery, setGallery] = useState<GalleryItem[]>([]);
  const chosenFiles = useRef(0);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty && !busy);
  usePageMeta(id ? 'ویرایش محصول' : 'محصول جدید');

  useEffect(() => {
    const product = existing.data?.product;
    if (!product) return;
    setTitle(product.title);
    setDescription(product.description);
    setPrice(String(product.price));
    setOriginalPrice(product.originalPrice ? String(product.originalPrice) : '');
    setInStock(product.stock > 0);
    setIsPopular(product.isPopular);
    setCategoryId(product.categoryId ?? '');
    setGallery(product.gallery.map((name, index) => ({ key: `stored-${index}`, name })));
  }, [existing.data]);

  const touched = (field?: keyof Errors) => {
    setDirty(true);
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (isBlank(title)) found.title = 'عنوان الزامی است';
    if (isBlank(price)) found.price = 'قیمت الزامی است';
    if (isBlank(description)) found.description = 'توضیحات الزامی است';
    if (!id && !image) found.image = 'عکس الزامی است';
    if (image && !isImage(image)) found.image = 'لطفا یک فایل عکس بارگذاری کنید';
    if (gallery.some(({ file }) => file && !isImage(file)))
      found.gallery = 'تمام فایلهای گالری باید عکس باشند';
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append('title', title.trim());
    form.append('description', description);
    form.append('price', price.trim());
    form.append('originalPrice', originalPrice.trim());
    form.append('stock', String(inStock));
    form.append('isPopular', String(isPopular));
    form.append('categoryId', categoryId);
    if (image) form.append('image', image);
    const files = gallery.flatMap(({ file }) => (file ? [file] : []));
    for (const file of files) form.append('gallery', file);
    const stored = existing.data?.product.gallery ?? [];
    for (const name of stored.filter((name) => !gallery.some((item) => item.name === name)))
      form.append('removedGallery', name);
    for (const token of galleryOrder(gallery, files)) form.append('galleryOrder', token);
    setBusy(true);
    try {
      if (id) await callEndpoint(productEndpoints.update, { params: { id }, body: form });
      else await callEndpoint(productEndpoints.create, { body: form });
      await Promise.all(
        [
          productEndpoints.list.path,
          productEndpoints.get.path,
          productEndpoints.getWithRelated.path,
          productEndpoints.popular.path,
          '/api/search',
        ].map((path) => client.invalidateQueries({ queryKey: [path] })),
      );
      setDirty(false);
      await openDialog({
        title: id ? 'محصول با موفقیت ویرایش شد!' : 'محصول با موفقیت ایجاد شد!',
        icon: 'success',
      });
      if (id) navigate('/admin/products');
      else onCreated();
    } catch (error) {
      if (error instanceof ApiClientError) setErrors(error.details as Errors);
      await openDialog({
        title: id ? 'ویرایش محصول ناموفق بود' : 'ایجاد محصول ناموفق بود',
        message: errorMessage(error),
        icon: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const choose = (files: File[]) =>
    setGallery([...gallery, ...files.map((file) => ({ key: `chosen-${++chosenFiles.current}`, file }))]);
  const shownPrice = priceValue(price);

  return (
    <div className="page">
      <p className="eyebrow">پنل مدیریت</p>
      <h1>{id ? 'ویرایش محصول' : 'محصول جدید'}</h1>
      <form onSubmit={submit} className="form panel form-panel wide" noValidate>
        <Field label="عنوان" error={errors.title}>
          {(fieldId) => (
            <input
              id={fieldId}
              value={title}
              onChange={(e) => (setTitle(e.target.value), touched('title'))}
            />
          )}
        </Field>
        <RichTextField
          label="توضیحات"
          value={description}
          error={errors.description}
          onChange={(html, byUser) => {
            setDescription(html);
            if (byUser) touched('description');
          }}
        />
        <Field label="قیمت (تومان)" error={errors.price}>
          {(fieldId) => (
            <>
              <input
                id={fieldId}
                inputMode="numeric"
                dir="ltr"
                value={price}
                onChange={(e) => (setPrice(e.target.value), touched('price'))}
              />
              {shownPrice > 0 && <p className="hint">{formatToman(shownPrice)}</p>}
            </>
          )}
        </Field>
        <Field label="قیمت قبل از تخفیف (اختیاری)" error={errors.originalPrice}>
          {(fieldId) => (
            <input
              id={fieldId}
              inputMode="numeric"
              dir="ltr"
              value={originalPrice}
              onChange={(e) => (setOriginalPrice(e.target.value), touched('originalPrice'))}
            />
          )}
        </Field>
        <fieldset className="field">
          <legend>موجودی</legend>
          <label className="field-inline">
            <input
              type="radio"
              name="stock"
              checked={inStock}
              onChange={() => (setInStock(true), touched())}
            />{' '}
            موجود
          </label>
          <label className="field-inline">
            <input
              type="radio"
              name="stock"
              checked={!inStock}
              onChange={() => (setInStock(false), touched())}
            />{' '}
            ناموجود
          </label>
        </fieldset>
        <label className="field-inline checkbox">
          <input
            type="checkbox"
            checked={isPopular}
            onChange={(e) => (setIsPopular(e.target.checked), touched())}
          />
          <span>نمایش در صفحه اصلی</span>
        </label>
        <Field label="دسته‌بندی (اختیاری)">
          {(fieldId) => (
            <select
              id={fieldId}
              value={categoryId}
              onChange={(e) => (setCategoryId(e.target.value), touched())}
            >
              <option value="">بدون دسته‌بندی</option>
              {categoryList?.categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {categoryName(category.title)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={id ? 'عکس اصلی (اختیاری)' : 'عکس اصلی'} error={errors.image}>
          {(fieldId) => (
            <>
              <input
                id={fieldId}
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                onChange={(e) => (setImage(e.target.files?.[0] ?? null), touched('image'))}
              />
              <p className="hint">فرمت‌های مجاز: JPG، PNG، GIF، WebP؛ حداکثر ۱۰ مگابایت</p>
              <FilePreviews files={image ? [image] : []} />
            </>
          )}
        </Field>
        <Field label="گالری تصاویر" error={errors.gallery}>
          {(fieldId) => (
            <>
              <input
                id={fieldId}
                type="file"
                multiple
                accept="image/jpeg,image/png,image/gif,image/webp"
                onChange={(e) => {
                  choose([...(e.target.files ?? [])]);
                  // Emptied, so the list below is the one record of the chosen files and more can be added.
                  e.target.value = '';
                  touched('gallery');
                }}
              />
              <GalleryEditor items={gallery} onChange={(items) => (setGallery(items), touched('gallery'))} />
            </>
          )}
        </Field>
        <div className="form-row">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'در حال ذخیره...' : id ? 'ذخیره تغییرات' : 'ایجاد محصول'}
          </button>
          {id && (
            <button type="button" className="text-button" onClick={() => navigate('/dashboard')}>
              انصراف
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

export default function ProductFormPage() {
  const { id } = useParams();
  const fresh = useFreshForm();
  return (
    <AdminOnly>
      <ProductForm key={fresh.key} id={id} onCreated={fresh.clear} />
    </AdminOnly>
  );
}
