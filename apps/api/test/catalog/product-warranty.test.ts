import { apiErrorSchema, productEndpoints } from '@shop/contracts';
import request from 'supertest';
import { createProduct, withForm, type FormFields } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

describe('a product’s own warranty', () => {
  const context = useTestApp({ admin: true });

  const readProduct = async (id: string) =>
    productEndpoints.getWithRelated.response.parse(
      (await request(context.app).get(`/api/product/get-one/${id}`).expect(200)).body,
    ).product;
  const edit = (id: string, fields: FormFields) =>
    withForm(
      request(context.app).put(`/api/product/${id}`).set('Authorization', context.admin.bearer),
      fields,
    );

  it('when the owner writes a warranty, then the product page reads it as written; sent empty, the product has none', async () => {
    const created = await createProduct(context.app, context.admin, { warranty: '  ۱۸ ماه گارانتی شرکتی ' });
    expect(created.warranty).toBe('۱۸ ماه گارانتی شرکتی');
    expect((await readProduct(created._id)).warranty).toBe('۱۸ ماه گارانتی شرکتی');

    // An edit that leaves the field out keeps it; one that sends it empty removes it.
    const fields = { title: created.title + ' نو', description: '<p>توضیحات تازه</p>' };
    await edit(created._id, fields).expect(200);
    expect((await readProduct(created._id)).warranty).toBe('۱۸ ماه گارانتی شرکتی');
    await edit(created._id, { ...fields, warranty: '' }).expect(200);
    expect((await readProduct(created._id)).warranty).toBeNull();
  });

  it('when a product is created without one, then it has none (no shop-wide warranty is assumed)', async () => {
    const created = await createProduct(context.app, context.admin);
    expect((await readProduct(created._id)).warranty).toBeNull();
  });

  it('when the warranty is longer than 80 characters, then 400 names the field in Persian and nothing changes', async () => {
    const created = await createProduct(context.app, context.admin, { warranty: '۱۲ ماهه' });
    const response = await edit(created._id, {
      title: created.title,
      description: '<p>توضیحات</p>',
      warranty: 'گ'.repeat(81),
    }).expect(400);
    const body = apiErrorSchema.parse(response.body);
    expect(body.details?.warranty).toBe('گارانتی حداکثر ۸۰ نویسه است');
    expect((await readProduct(created._id)).warranty).toBe('۱۲ ماهه');
  });
});
