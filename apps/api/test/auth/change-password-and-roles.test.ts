import { apiErrorSchema, authEndpoints, usersEndpoints } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../../src/db/schema';
import { useTestApp } from '../support/use-test-app';
import { createUser } from '../support/users';

const { changePassword, login, validateToken } = authEndpoints;

describe('changing a password and roles', () => {
  const context = useTestApp();

  it('when a user changes their password, then this session goes on, every other one ends, and only the new password works', async () => {
    const user = await createUser(context.db);
    const otherDevice = user.bearer;
    const browser = request.agent(context.app);
    await browser.post(login.path).send({ phone: user.phone, password: user.password }).expect(200);

    const wrong = await browser
      .post(changePassword.path)
      .set('Origin', context.config.publicUrl)
      .send({ currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' })
      .expect(400);
    expect(apiErrorSchema.parse(wrong.body).details).toEqual({ currentPassword: 'رمز عبور فعلی اشتباه است' });

    const changed = await browser
      .post(changePassword.path)
      .set('Origin', context.config.publicUrl)
      .send({ currentPassword: user.password, newPassword: 'a-brand-new-password' })
      .expect(200);
    expect(changePassword.response.parse(changed.body).message).toContain('رمز عبور تغییر کرد');

    await browser.get(validateToken.path).expect(200);
    await request(context.app).get(validateToken.path).set('Authorization', otherDevice).expect(401);
    await request(context.app)
      .post(login.path)
      .send({ phone: user.phone, password: user.password })
      .expect(401);
    await request(context.app)
      .post(login.path)
      .send({ phone: user.phone, password: 'a-brand-new-password' })
      .expect(200);
  });

  it('when nobody is signed in, then changing a password answers 401', async () => {
    await request(context.app)
      .post(changePassword.path)
      .send({ currentPassword: 'x', newPassword: 'a-brand-new-password' })
      .expect(401);
  });

  it('when an admin promotes and demotes another account, then its role is stored; their own is refused; shoppers get 403', async () => {
    const admin = await createUser(context.db, { role: 'admin' });
    const shopper = await createUser(context.db);
    const path = (id: string) => usersEndpoints.setRole.path.replace(':id', id);

    const promoted = await request(context.app)
      .patch(path(shopper.id))
      .set('Authorization', admin.bearer)
      .send({ role: 'admin' })
      .expect(200);
    expect(usersEndpoints.setRole.response.parse(promoted.body).user.role).toBe('admin');
    const [stored] = await context.db.select().from(users).where(eq(users.id, shopper.id));
    expect(stored?.role).toBe('admin');
    await request(context.app)
      .patch(path(shopper.id))
      .set('Authorization', admin.bearer)
      .send({ role: 'user' })
      .expect(200);

    const own = await request(context.app)
      .patch(path(admin.id))
      .set('Authorization', admin.bearer)
      .send({ role: 'user' })
      .expect(403);
    expect(apiErrorSchema.parse(own.body).message).toBe('نقش حساب خودتان را نمی‌توانید تغییر دهید');
    await request(context.app)
      .patch(path(admin.id))
      .set('Authorization', shopper.bearer)
      .send({ role: 'user' })
      .expect(403);
    await request(context.app).patch(path(admin.id)).send({ role: 'user' }).expect(401);
  });
});
