import { apiErrorSchema, searchResponseSchema, synonymEndpoints } from '@shop/contracts';
import { normalizeForSearch } from '@shop/persian';
import request from 'supertest';
import { createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';

const { list, create, update, remove } = synonymEndpoints;
const path = (template: string, id: string) => template.replace(':id', id);

describe('search synonyms, managed by admins', () => {
  const context = useTestApp({ admin: true, shopper: true });

  const titles = async (q: string) => {
    const response = await request(context.app).get('/api/search').query({ q }).expect(200);
    return searchResponseSchema.parse(response.body).products.map((product) => product.title);
  };
  const listed = async () => {
    const response = await request(context.app)
      .get(list.path)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    return list.response.parse(response.body).synonyms;
  };

  it('a fresh shop has default groups, stored normalized (English, Finglish, colloquial and brand spellings)', async () => {
    const groups = await listed();
    expect(groups.length).toBeGreaterThan(50);
    for (const { terms } of groups) for (const term of terms) expect(normalizeForSearch(term)).toBe(term);
    const all = groups.flatMap((group) => group.terms);
    expect(all).toEqual(expect.arrayContaining(['lamp', 'power bank', 'سه راهی', 'شیایومی', 'ال جی']));
  });

  it('when an admin adds, edits and deletes a group, then search follows at once', async () => {
    const product = await createProduct(context.app, context.admin, { title: 'ترانسفورماتور جوش آزمایشی' });
    expect(await titles('welder')).toEqual([]);

    const created = await request(context.app)
      .post(create.path)
      .set('Authorization', context.admin.bearer)
      .send({ terms: ['ترانسفورماتور جوش', 'Welder', ' دستگاه جوش '] })
      .expect(200);
    const { synonym, message } = create.response.parse(created.body);
    expect(message).toBe('گروه مترادف‌ها ذخیره شد');
    expect(synonym.terms).toEqual(['ترانسفورماتور جوش', 'welder', 'دستگاه جوش']);
    expect((await listed()).find((group) => group._id === synonym._id)?.terms).toEqual(synonym.terms);
    expect(await titles('welder')).toEqual([product.title]);
    expect(await titles('دستگاه جوش')).toEqual([product.title]);

    const edited = await request(context.app)
      .put(path(update.path, synonym._id))
      .set('Authorization', context.admin.bearer)
      .send({ terms: ['ترانسفورماتور جوش', 'اینورتر جوشکاری'] })
      .expect(200);
    expect(update.response.parse(edited.body).synonym.terms).toEqual([
      'ترانسفورماتور جوش',
      'اینورتر جوشکاری',
    ]);
    expect(await titles('welder')).toEqual([]);
    expect(await titles('اینورتر جوشکاری')).toEqual([product.title]);

    await request(context.app)
      .delete(path(remove.path, synonym._id))
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect((await listed()).some((group) => group._id === synonym._id)).toBe(false);
    expect(await titles('اینورتر جوشکاری')).toEqual([]);
  });

  it.each([
    ['fewer than two different terms', { terms: ['لامپ', 'لامپ'] }, 'حداقل دو واژه متفاوت وارد کنید'],
    ['terms that are only punctuation', { terms: ['،', '!!'] }, 'حداقل دو واژه متفاوت وارد کنید'],
    ['no terms at all', {}, 'حداقل دو واژه متفاوت وارد کنید'],
    ['a term that is not text', { terms: ['لامپ', 5] }, 'هر واژه باید متن باشد'],
    ['a term too long', { terms: ['لامپ', 'ب'.repeat(51)] }, 'هر واژه حداکثر ۵۰ نویسه است'],
  ])(
    'when the group has %s, then a Persian 400 comes back and nothing is stored',
    async (_case, body, problem) => {
      const before = await listed();
      const response = await request(context.app)
        .post(create.path)
        .set('Authorization', context.admin.bearer)
        .send(body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).message).toBe(problem);
      expect(await listed()).toEqual(before);
    },
  );

  it('when a term already belongs to another group (in any spelling), then 409 names it and nothing changes', async () => {
    const before = await listed();
    const response = await request(context.app)
      .post(create.path)
      .set('Authorization', context.admin.bearer)
      .send({ terms: ['چراغ مطالعه', 'LAMP'] })
      .expect(409);
    expect(response.body.message).toBe('واژه «lamp» در گروه دیگری از مترادف‌ها آمده است');
    expect(await listed()).toEqual(before);
  });

  it('when the group does not exist, then edit and delete answer 404 in Persian', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const edited = await request(context.app)
        .put(path(update.path, id))
        .set('Authorization', context.admin.bearer)
        .send({ terms: ['الف', 'ب'] })
        .expect(404);
      expect(edited.body.message).toBe('گروه مترادف‌ها یافت نشد');
      await request(context.app)
        .delete(path(remove.path, id))
        .set('Authorization', context.admin.bearer)
        .expect(404);
    }
  });

  it('only admins may read or change synonyms', async () => {
    const [group] = await listed();
    const calls = [
      () => request(context.app).get(list.path),
      () =>
        request(context.app)
          .post(create.path)
          .send({ terms: ['الف', 'ب'] }),
      () =>
        request(context.app)
          .put(path(update.path, group!._id))
          .send({ terms: ['الف', 'ب'] }),
      () => request(context.app).delete(path(remove.path, group!._id)),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Authorization', context.shopper.bearer)).status).toBe(403);
    }
    expect((await listed()).find((other) => other._id === group!._id)).toEqual(group);
  });
});
