import { apiErrorSchema, tradeEndpoints, usersEndpoints } from '@shop/contracts';
import { toPersianDigits } from '@shop/persian';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { customerGroups, users } from '../../src/db/schema';
import { useTestApp } from '../support/use-test-app';
import { createUser } from '../support/users';

const { getUser, listUsers, updateMe } = usersEndpoints;
const profilePath = (id: string) => getUser.path.replace(':id', id);

describe('profiles', () => {
  const context = useTestApp();

  it('when users read their own profile, then they get phone, name, role and date, and never the password hash', async () => {
    const user = await createUser(context.db, { name: 'مریم' });
    const response = await request(context.app)
      .get(profilePath(user.id))
      .set('Authorization', user.bearer)
      .expect(200);
    const { user: profile } = getUser.response.parse(response.body);
    expect(profile).toMatchObject({ _id: user.id, phone: user.phone, name: 'مریم', role: 'user' });
    expect(JSON.stringify(response.body)).not.toMatch(/password|\$2[aby]\$|tokenVersion/i);
  });

  it('when a second user asks for the first user’s profile, then 403', async () => {
    const first = await createUser(context.db);
    const second = await createUser(context.db);
    const response = await request(context.app)
      .get(profilePath(first.id))
      .set('Authorization', second.bearer)
      .expect(403);
    expect(apiErrorSchema.parse(response.body).message).toBe(
      'فقط صاحب حساب یا مدیر فروشگاه می‌تواند این حساب را ببیند',
    );
  });

  it('when an admin asks for any profile, then it comes back; an unknown id is 404', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const user = await createUser(context.db);
    await request(context.app).get(profilePath(user.id)).set('Authorization', admin.bearer).expect(200);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await request(context.app)
        .get(profilePath(id))
        .set('Authorization', admin.bearer)
        .expect(404);
      expect(apiErrorSchema.parse(missing.body).message).toBe('کاربر یافت نشد');
    }
  });

  it('when nobody is signed in, then 401', async () => {
    const user = await createUser(context.db);
    await request(context.app).get(profilePath(user.id)).expect(401);
  });

  it('when users set their display name, then it is trimmed, stored and shown', async () => {
    const user = await createUser(context.db);
    const response = await request(context.app)
      .patch(updateMe.path)
      .set('Authorization', user.bearer)
      .send({ name: '  علی رضایی  ' })
      .expect(200);
    expect(updateMe.response.parse(response.body).user.name).toBe('علی رضایی');
    const profile = await request(context.app)
      .get(profilePath(user.id))
      .set('Authorization', user.bearer)
      .expect(200);
    expect(getUser.response.parse(profile.body).user.name).toBe('علی رضایی');
  });

  it.each([
    ['blank', '   ', 'نام را وارد کنید'],
    ['61 characters', 'ن'.repeat(61), 'نام حداکثر ۶۰ کاراکتر است'],
  ])('when the name is %s, then 400 explains it', async (_kind, name, message) => {
    const user = await createUser(context.db);
    const response = await request(context.app)
      .patch(updateMe.path)
      .set('Authorization', user.bearer)
      .send({ name })
      .expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe(message);
  });

  it('when the name is exactly 60 characters, then it is accepted', async () => {
    const user = await createUser(context.db);
    await request(context.app)
      .patch(updateMe.path)
      .set('Authorization', user.bearer)
      .send({ name: 'ن'.repeat(60) })
      .expect(200);
  });
});

describe('the admin’s users list', () => {
  const context = useTestApp({ admin: { phone: '09990000000' } });

  const list = (query: Record<string, string | number> = {}) =>
    request(context.app).get(listUsers.path).query(query).set('Authorization', context.admin.bearer);

  /** Accounts created one second apart, oldest first. */
  async function createAccounts(count: number, name = 'کاربر') {
    const created = [];
    for (let i = 0; i < count; i += 1) {
      const user = await createUser(context.db, { name: `${name} ${i}` });
      await context.db
        .update(users)
        .set({ createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, created.length)) })
        .where(eq(users.id, user.id));
      created.push(user);
    }
    return created;
  }

  it('when an admin lists users, then they come newest first with the total', async () => {
    const created = await createAccounts(3, 'ترتیب');
    const response = await list({ q: 'ترتیب' }).expect(200);
    const body = listUsers.response.parse(response.body);
    expect(body.total).toBe(3);
    expect(body.users.map((user) => user._id)).toEqual(created.map((user) => user.id).reverse());
  });

  it('when q holds phone digits (in any script), then users whose phone contains them are found', async () => {
    const [user] = await createAccounts(1, 'تلفن');
    const digits = user!.phone.slice(4, 11);
    for (const q of [digits, toPersianDigits(digits)]) {
      const body = listUsers.response.parse((await list({ q }).expect(200)).body);
      expect(body.users.map((found) => found._id)).toEqual([user!.id]);
    }
  });

  it('when q is a part of a name, then users with that name are found, ignoring case', async () => {
    const user = await createUser(context.db, { name: 'Reza Electric' });
    const body = listUsers.response.parse((await list({ q: 'electric' }).expect(200)).body);
    expect(body.users.map((found) => found._id)).toEqual([user.id]);
    // A % is a character to look for, not a wildcard (and no digits, so no random phone can match).
    expect(listUsers.response.parse((await list({ q: 'Electric%' }).expect(200)).body).total).toBe(0);
  });

  it('when the owner moves an account into a customer group, then the list shows its group, and null once moved back', async () => {
    const user = await createUser(context.db, { name: 'Group Listed' });
    const [group] = await context.db.select().from(customerGroups).where(eq(customerGroups.name, 'همکار'));
    const move = (groupId: string | null) =>
      request(context.app)
        .put(tradeEndpoints.setUserGroup.path.replace(':id', user.id))
        .set('Authorization', context.admin.bearer)
        .send({ groupId })
        .expect(200);
    const listed = async () =>
      listUsers.response.parse((await list({ q: 'Group Listed' }).expect(200)).body).users[0]!.groupId;
    expect(await listed()).toBeNull();
    await move(group!.id);
    expect(await listed()).toBe(group!.id);
    await move(null);
    expect(await listed()).toBeNull();
  });

  it('when a name or a query is typed on an Arabic keyboard, then ي and ك match ی and ک', async () => {
    const user = await createUser(context.db);
    const saved = await request(context.app)
      .patch(updateMe.path)
      .set('Authorization', user.bearer)
      .send({ name: 'كريم نيكويي' })
      .expect(200);
    expect(updateMe.response.parse(saved.body).user.name).toBe('کریم نیکویی');
    for (const q of ['كريم', 'کریم', 'نیکو']) {
      const body = listUsers.response.parse((await list({ q }).expect(200)).body);
      expect(body.users.map((found) => found._id)).toEqual([user.id]);
    }
  });

  it('when page and pageSize are given, then that page comes back; the page size defaults to 50 and stops at 200', async () => {
    await createAccounts(55, 'صفحه');
    const first = listUsers.response.parse((await list({ q: 'صفحه' }).expect(200)).body);
    expect(first.users).toHaveLength(50);
    expect(first.total).toBe(55);
    const second = listUsers.response.parse((await list({ q: 'صفحه', page: 2 }).expect(200)).body);
    expect(second.users).toHaveLength(5);
    const all = [...first.users, ...second.users].map((user) => user._id);
    expect(new Set(all).size).toBe(55);
    const third = listUsers.response.parse(
      (await list({ q: 'صفحه', page: 3, pageSize: 20 }).expect(200)).body,
    );
    expect(third.users.map((user) => user._id)).toEqual(all.slice(40, 55));

    const tooBig = await list({ pageSize: 201 }).expect(400);
    expect(apiErrorSchema.parse(tooBig.body).message).toBe('اندازه صفحه حداکثر ۲۰۰ است');
    await list({ page: 0 }).expect(400);
  });
});
