import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CATEGORY_IMAGE_MAX_BYTES, categoryName, type Category } from '@shop/contracts/plain';
import { openDialog } from '../../../../lib/dialog';
import { useEditableCategory } from '../api/get-editable-category';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { AttributesEditor } from '../components/attributes-editor';
import {
  FreshAfterCreate,
  OnceLoaded,
  useAdminForm,
  type FieldErrors,
} from '../../../../components/admin/admin-form';
import {
  FormFooter,
  ImageField,
  isBlank,
  isImage,
  TitleAndDescription,
} from '../../../../components/admin/form-parts';
import { Form } from '../../../../components/form';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';

type CategoryField = 'title' | 'description' | 'image';
interface CategoryValues {
  title: string;
  description: string;
  image: File | null;
}

const LOAD_FAILED = 'خطا در دریافت اطلاعات دسته بندی';
const CATCH_ALL_HINT =
  'محصولات هر دسته‌ای که حذف شود به این دسته می‌آیند؛ برای همین حذف نمی‌شود، اما نامش را می‌توانید تغییر دهید.';

function checkCategory({ title, description, image }: CategoryValues, isNew: boolean) {
  const found: FieldErrors<CategoryField> = {};
  if (isBlank(title)) found.title = 'عنوان الزامی است.';
  if (isBlank(description)) found.description = 'توضیحات الزامی است.';
  if (isNew && !image) found.image = 'عکس الزامی است.';
  if (image && !isImage(image)) found.image = 'لطفا یک فایل از نوع عکس بارگزاری کنید.';
  else if (image && image.size > CATEGORY_IMAGE_MAX_BYTES)
    found.image = 'سایز عکس باید کمتر از 5 مگابایت باشد.';
  return found;
}

/** A title left as shown keeps its stored form: the catch-all shown as «سایر» stays `others` until renamed. */
function categoryFormData({ title, description, image }: CategoryValues, category?: Category): FormData {
  const form = new FormData();
  const typed = title.trim();
  form.append('title', category && typed === categoryName(category.title) ? category.title : typed);
  form.append('description', description);
  if (image) form.append('image', image);
  return form;
}

/** A new category (the form, emptied after each create) or a stored one (its form, once it has loaded). */
function CategoryForm({ category, onCreated }: { category?: Category; onCreated?: () => void }) {
  const navigate = useNavigate();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useAdminForm<CategoryValues, CategoryField>({
    title: category ? categoryName(category.title) : '',
    description: category?.description ?? '',
    image: null,
  });
  const { values, errors, busy, edit, submit } = form;
  const onSubmit = submit({
    check: () => checkCategory(values, !category),
    send: () => {
      const body = categoryFormData(values, category);
      return category ? update.mutateAsync({ id: category._id, form: body }) : create.mutateAsync(body);
    },
    saved: category ? 'دسته بندی با موفقیت ویرایش شد' : 'دسته بندی با موفقیت ایجاد شد',
    failed: {
      fallback: category
        ? 'ویرایش دسته بندی ناموفق بود. دوباره تلاش کنید.'
        : 'ایجاد دسته بندی جدید ناموفق بود. دوباره تلاش کنید.',
    },
    then: () => (category ? navigate(-1) : onCreated?.()),
  });

  return (
    <Form onSubmit={onSubmit} className="form panel form-panel wide">
      <TitleAndDescription form={form} titleHint={category?.catchAll ? CATCH_ALL_HINT : undefined} />
      <ImageField
        label={category ? 'عکس (اختیاری)' : 'عکس'}
        hint="فرمت‌های مجاز: JPG، PNG، GIF؛ حداکثر ۵ مگابایت"
        error={errors.image}
        image={values.image}
        current={category && { file: category.image, alt: `عکس فعلی ${categoryName(category.title)}` }}
        onChange={(image) => edit({ image }, 'image')}
      />
      <FormFooter busy={busy} label={category ? 'ذخیره تغییرات' : 'ایجاد دسته‌بندی'} canCancel={!!category} />
    </Form>
  );
}

function EditCategory({ id }: { id: string }) {
  const query = useEditableCategory(id);
  useEffect(() => {
    if (query.isError) void openDialog({ title: 'خطا', message: LOAD_FAILED, icon: 'error' });
  }, [query.isError]);
  return (
    <OnceLoaded query={query} failed={LOAD_FAILED}>
      {(data) => (
        <>
          <CategoryForm key={id} category={data.category} />
          <AttributesEditor categoryId={id} />
        </>
      )}
    </OnceLoaded>
  );
}

export default function CategoryFormPage() {
  const { id } = useParams();
  return (
    <AdminScreen title={id ? 'ویرایش دسته‌بندی' : 'دسته‌بندی جدید'}>
      {id ? (
        <EditCategory id={id} />
      ) : (
        <FreshAfterCreate>{(onCreated) => <CategoryForm onCreated={onCreated} />}</FreshAfterCreate>
      )}
    </AdminScreen>
  );
}
