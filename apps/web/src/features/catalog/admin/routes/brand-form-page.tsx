import { useNavigate, useParams } from 'react-router-dom';
import { BRAND_LOGO_MAX_BYTES, pagePath, type Brand } from '@shop/contracts/plain';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { useEditableBrand } from '../api/get-editable-brand';
import { useCreateBrand } from '../api/create-brand';
import { useUpdateBrand } from '../api/update-brand';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import {
  FreshAfterCreate,
  OnceLoaded,
  useAdminForm,
  type FieldErrors,
} from '../../../../components/admin/admin-form';
import { Field, FormFooter, ImageField, isBlank, isImage } from '../../../../components/admin/form-parts';
import { Form } from '../../../../components/form';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';

type BrandField = 'nameFa' | 'nameEn' | 'logo';
interface BrandValues {
  nameFa: string;
  nameEn: string;
  logo: File | null;
  removeLogo: boolean;
}

const PERSIAN_LETTER = /[\u0600-\u06FF]/;
const LATIN_NAME = /^[A-Za-z0-9][A-Za-z0-9 .&'+-]*$/;

/** The form's own checks, the API's rules (contracts' brandFormSchema) in the same words. */
function checkBrand({ nameFa, nameEn, logo }: BrandValues): FieldErrors<BrandField> {
  const found: FieldErrors<BrandField> = {};
  if (isBlank(nameFa)) found.nameFa = 'نام فارسی برند الزامی است';
  else if (!PERSIAN_LETTER.test(nameFa)) found.nameFa = 'نام فارسی باید با حروف فارسی نوشته شود';
  if (isBlank(nameEn)) found.nameEn = 'نام لاتین برند الزامی است';
  else if (!LATIN_NAME.test(nameEn.trim())) found.nameEn = 'نام لاتین فقط حروف و ارقام لاتین دارد';
  if (logo && !isImage(logo)) found.logo = 'لوگو باید یک فایل عکس باشد';
  else if (logo && logo.size > BRAND_LOGO_MAX_BYTES) found.logo = 'حجم لوگو باید کمتر از ۵ مگابایت باشد';
  return found;
}

function brandFormData({ nameFa, nameEn, logo, removeLogo }: BrandValues): FormData {
  const form = new FormData();
  form.append('nameFa', nameFa.trim());
  form.append('nameEn', nameEn.trim());
  if (logo) form.append('logo', logo);
  else if (removeLogo) form.append('removeLogo', 'true');
  return form;
}

/** A new brand (the form, emptied after each create) or a stored one (its form, once it has loaded). */
function BrandForm({ brand, onCreated }: { brand?: Brand; onCreated?: () => void }) {
  const navigate = useNavigate();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const form = useAdminForm<BrandValues, BrandField>({
    nameFa: brand?.nameFa ?? '',
    nameEn: brand?.nameEn ?? '',
    logo: null,
    removeLogo: false,
  });
  const { values, errors, busy, edit, submit } = form;
  const onSubmit = submit({
    check: () => checkBrand(values),
    send: () => {
      const body = brandFormData(values);
      return brand ? update.mutateAsync({ id: brand._id, form: body }) : create.mutateAsync(body);
    },
    saved: brand ? 'برند با موفقیت ویرایش شد' : 'برند با موفقیت ایجاد شد',
    failed: { title: brand ? 'ویرایش برند ناموفق بود' : 'ایجاد برند ناموفق بود' },
    then: () => (brand ? navigate(pagePath('dashboard')) : onCreated?.()),
  });

  return (
    <Form onSubmit={onSubmit} className="form panel form-panel wide">
      <Field label="نام فارسی" error={errors.nameFa}>
        {(id) => (
          <input id={id} value={values.nameFa} onChange={(e) => edit({ nameFa: e.target.value }, 'nameFa')} />
        )}
      </Field>
      <Field label="نام لاتین" error={errors.nameEn}>
        {(id) => (
          <input
            id={id}
            dir="ltr"
            value={values.nameEn}
            onChange={(e) => edit({ nameEn: e.target.value }, 'nameEn')}
          />
        )}
      </Field>
      {brand?.logo && !values.logo && (
        <div className="field">
          <span>لوگوی فعلی</span>
          {!values.removeLogo && (
            <ResponsiveImage
              className="brand-thumb"
              file={brand.logo}
              alt={`لوگوی فعلی ${brand.nameFa}`}
              sizes="96px"
              width={96}
              height={96}
            />
          )}
          <label className="field-inline checkbox">
            <input
              type="checkbox"
              checked={values.removeLogo}
              onChange={(e) => edit({ removeLogo: e.target.checked })}
            />
            <span>حذف لوگو</span>
          </label>
        </div>
      )}
      <ImageField
        label={brand?.logo ? 'لوگوی تازه (اختیاری)' : 'لوگو (اختیاری)'}
        hint="فرمت‌های مجاز: JPG، PNG، GIF، WebP؛ حداکثر ۵ مگابایت"
        error={errors.logo}
        image={values.logo}
        onChange={(logo) => edit({ logo }, 'logo')}
      />
      <FormFooter busy={busy} label={brand ? 'ذخیره تغییرات' : 'ایجاد برند'} canCancel={!!brand} />
    </Form>
  );
}

function EditBrand({ id }: { id: string }) {
  const query = useEditableBrand(id);
  return <OnceLoaded query={query}>{(data) => <BrandForm key={id} brand={data.brand} />}</OnceLoaded>;
}

export default function BrandFormPage() {
  const { id } = useParams();
  return (
    <AdminScreen title={id ? 'ویرایش برند' : 'برند جدید'}>
      {id ? (
        <EditBrand id={id} />
      ) : (
        <FreshAfterCreate>{(onCreated) => <BrandForm onCreated={onCreated} />}</FreshAfterCreate>
      )}
    </AdminScreen>
  );
}
