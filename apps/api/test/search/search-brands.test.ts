import { brandEndpoints, searchResponseSchema } from '@shop/contracts';
import request from 'supertest';
import { createBrand, createProduct, withForm } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

describe('search knows the brands of the brands table', () => {
  const context = useTestApp({ admin: true });

  const titles = async (query: Record<string, string>) => {
    const response = await request(context.app).get('/api/search').query(query).expect(200);
    return searchResponseSchema.parse(response.body).products.map((product) => product.title);
  };

  it('when an admin adds a brand no synonym group knows, then its Persian and Latin names find the same products, titled with either or neither', async () => {
    const brand = await createBrand(context.app, context.admin, { nameFa: 'نورآفرین', nameEn: 'Noorafarin' });
    const latin = await createProduct(context.app, context.admin, {
      title: 'چراغ خیابانی Noorafarin مدل S1',
    });
    const persian = await createProduct(context.app, context.admin, { title: 'چراغ پارکی نورآفرین' });
    const untitled = await createProduct(context.app, context.admin, {
      title: 'چراغ حیاطی دوازده ولت',
      brandId: brand._id,
    });
    await createProduct(context.app, context.admin, { title: 'چراغ مطالعه بی‌نام' });

    const expected = [latin.title, persian.title, untitled.title].sort();
    expect((await titles({ q: 'نورآفرین' })).sort()).toEqual(expected);
    expect((await titles({ q: 'noorafarin' })).sort()).toEqual(expected);
    expect((await titles({ q: 'NOORAFARIN' })).sort()).toEqual(expected);
    expect(await titles({ q: 'چراغ حیاطی noorafarin' })).toEqual([untitled.title]);
    expect(await titles({ searchItem: 'نورآف' })).toContain(untitled.title);
  });

  it('when a brand is renamed, then search follows at once; a word inside a brand name does not name the brand', async () => {
    const brand = await createBrand(context.app, context.admin, {
      nameFa: 'پارس تابلو',
      nameEn: 'Pars Tableau',
    });
    const product = await createProduct(context.app, context.admin, {
      title: 'جعبه تقسیم روکار',
      brandId: brand._id,
    });
    expect(await titles({ q: 'pars tableau' })).toEqual([product.title]);
    expect(await titles({ q: 'تابلو' })).not.toContain(product.title);

    await withForm(
      request(context.app)
        .put(brandEndpoints.update.path.replace(':id', brand._id))
        .set('Authorization', context.admin.bearer),
      { nameFa: 'تابلوسازان', nameEn: 'Tablosazan' },
    ).expect(200);
    expect(await titles({ q: 'tablosazan' })).toEqual([product.title]);
    expect(await titles({ q: 'تابلوسازان' })).toEqual([product.title]);
    expect(await titles({ q: 'pars tableau' })).toEqual([]);
  });
});
