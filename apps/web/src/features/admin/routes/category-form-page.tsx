import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_IMAGE_MAX_BYTES, categoryEndpoints } from '@shop/contracts';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { callEndpoint, queryKeyFor } from '../../../lib/endpoint-call';
import { openDialog } from '../../../lib/dialog';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminOnly } from '../../auth/components/admin-only';
import {
  Field,
  FilePreviews,
  isBlank,
  isImage,
  RichTextField,
  useFreshForm,
  useLeaveGuard,
} from '../components/form-parts';

type Errors = Partial<Record<'title' | 'description' | 'image', string>>;

function CategoryForm({ id, onCreated }: { id?: string; onCreated: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({
    queryKey: queryKeyFor(categoryEndpoints.get, { params: { id: id ?? '' } }),
    queryFn: () => callEndpoint(categoryEndpoints.get, { params: { id: id! } }),
    enabled: !!id,
  });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty && !busy);
  usePageMeta(id ? 'ویرایش دسته‌بندی' : 'دسته‌بندی جدید');

  useEffect(() => {
    if (existing.data) {
      setTitle(existing.data.category.title);
      setDescription(existing.data.category.description);
    }
  }, [existing.data]);
  useEffect(() => {
    if (existing.isError)
      void openDialog({ title: 'خطا', message: 'خطا در دریافت اطلاعات دسته بندی', icon: 'error' });
  }, [existing.isError]);

  const edit =
    <T,>(setter: (value: T) => void, field: keyof Errors) =>
    (value: T) => {
      setter(value);
      setDirty(true);
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const validate = (): Errors => {
    const found: Errors = {};
    if (isBlank(title)) found.title = 'عنوان الزامی است.';
    if (isBlank(description)) found.description = 'توضیحات الزامی است.';
    if (!id && !image) found.image = 'عکس الزامی است.';
    if (image && !isImage(image)) found.image = 'لطفا یک فایل از نوع عکس بارگزاری کنید.';
    else if (image && image.size > CATEGORY_IMAGE_MAX_BYTES)
      found.image = 'سایز عکس باید کمتر از 5 مگابایت باشد.';
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
    if (image) form.append('image', image);
    setBusy(true);
    try {
      if (id) {
        await callEndpoint(categoryEndpoints.update, { params: { id }, body: form });
      } else {
        await callEndpoint(categoryEndpoints.create, { body: form });
      }
      await client.invalidateQueries({ queryKey: [categoryEndpoints.getAll.path] });
      await client.invalidateQueries({ queryKey: [categoryEndpoints.get.path] });
      setDirty(false);
      await openDialog({
        title: id ? 'دسته بندی با موفقیت ویرایش شد' : 'دسته بندی با موفقیت ایجاد شد',
        icon: 'success',
      });
      if (id) navigate(-1);
      else onCreated();
    } catch (error) {
      if (error instanceof ApiClientError) setErrors(error.details as Errors);
      const fallback = id
        ? 'ویرایش دسته بندی ناموفق بود. دوباره تلاش کنید.'
        : 'ایجاد دسته بندی جدید ناموفق بود. دوباره تلاش کنید.';
      await openDialog({
        title: 'خطا',
        message: errorMessage(error, fallback),
        icon: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <p className="eyebrow">پنل مدیریت</p>
      <h1>{id ? 'ویرایش دسته‌بندی' : 'دسته‌بندی جدید'}</h1>
      <form onSubmit={submit} className="form panel form-panel wide" noValidate>
        <Field label="عنوان" error={errors.title}>
          {(fieldId) => (
            <input id={fieldId} value={title} onChange={(e) => edit(setTitle, 'title')(e.target.value)} />
          )}
        </Field>
        <RichTextField
          label="توضیحات"
          value={description}
          error={errors.description}
          onChange={(html, byUser) =>
            byUser ? edit(setDescription, 'description')(html) : setDescription(html)
          }
        />
        <Field label={id ? 'عکس (اختیاری)' : 'عکس'} error={errors.image}>
          {(fieldId) => (
            <>
              <input
                id={fieldId}
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                onChange={(e) => edit(setImage, 'image')(e.target.files?.[0] ?? null)}
              />
              <p className="hint">فرمت‌های مجاز: JPG، PNG، GIF؛ حداکثر ۵ مگابایت</p>
              <FilePreviews files={image ? [image] : []} />
            </>
          )}
        </Field>
        <div className="form-row">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'در حال ذخیره...' : id ? 'ذخیره تغییرات' : 'ایجاد دسته‌بندی'}
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

export default function CategoryFormPage() {
  const { id } = useParams();
  const fresh = useFreshForm();
  return (
    <AdminOnly>
      <CategoryForm key={fresh.key} id={id} onCreated={fresh.clear} />
    </AdminOnly>
  );
}
