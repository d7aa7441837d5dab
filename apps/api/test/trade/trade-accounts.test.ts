import { tradeEndpoints } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { customerGroups, outgoingSms, tradeApplications, users } from '../../src/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '../../src/modules/settings/defaults';
import { persianMessage } from '../request-list/list-fixtures';
import { HOUR, manualClock, MINUTE } from '../support/manual-clock';
import { sentTo } from '../support/sms-outbox';
import { useTestApp } from '../support/use-test-app';
import { createUser, type TestUser } from '../support/users';

const { groups, createGroup, apply, mine, applications, decide, setUserGroup } = tradeEndpoints;
const NOTHING = '00000000-0000-4000-8000-000000000000';

describe('trade accounts: groups, applications and the owner’s decisions', () => {
  const clock = manualClock(new Date('2026-12-01T08:00:00Z'));
  const context = useTestApp({ clock: clock.now, admin: true, shopper: true });
  beforeEach(() => clock.advance(MINUTE));

  const as = (user: TestUser) => ({ Authorization: user.bearer });
  const admin = () => as(context.admin);
  const listGroups = async () =>
    groups.response.parse((await request(context.app).get(groups.path).set(admin()).expect(200)).body).groups;
  const groupNamed = async (name: string) => (await listGroups()).find((group) => group.name === name)!;
  const applyAs = (user: TestUser, body: object = { businessName: 'برق‌کاران نور', city: 'اصفهان' }) =>
    request(context.app).post(apply.path).set(as(user)).send(body);
  const decideOn = (id: string, body: object, by: TestUser = context.admin) =>
    request(context.app).post(decide.path.replace(':id', id)).set(as(by)).send(body);
  const applicationOf = async (user: TestUser) => {
    const response = await applyAs(user).expect(200);
    return apply.response.parse(response.body).application;
  };
  const myAccount = async (user: TestUser) =>
    mine.response.parse((await request(context.app).get(mine.path).set(as(user)).expect(200)).body);
  const groupIdOf = async (user: TestUser) =>
    (await context.db.select({ groupId: users.groupId }).from(users).where(eq(users.id, user.id)))[0]!
      .groupId;
  const smsTexts = (user: TestUser) =>
    sentTo(context.config.dataDir, user.phone).map((line) => (line as { text?: string }).text);

  it('when the owner lists groups, then the seeded «همکار» and «عمده‌فروش» come with their member counts', async () => {
    const before = await listGroups();
    expect(before.map((group) => group.name)).toEqual(expect.arrayContaining(['همکار', 'عمده‌فروش']));
    const partner = before.find((group) => group.name === 'همکار')!;
    const first = await createUser(context.db);
    const second = await createUser(context.db);
    for (const user of [first, second]) {
      await request(context.app)
        .put(setUserGroup.path.replace(':id', user.id))
        .set(admin())
        .send({ groupId: partner.id })
        .expect(200);
    }
    expect((await groupNamed('همکار')).members).toBe(partner.members + 2);
    expect((await groupNamed('عمده‌فروش')).members).toBe(before.find((g) => g.name === 'عمده‌فروش')!.members);
  });

  it('when the owner adds a group, then it is listed with no members; the same name again, or the consumers’ name, is refused in Persian', async () => {
    const made = createGroup.response.parse(
      (
        await request(context.app)
          .post(createGroup.path)
          .set(admin())
          .send({ name: ' پیمانکار ' })
          .expect(200)
      ).body,
    ).group;
    expect(made).toMatchObject({ name: 'پیمانکار', members: 0 });
    expect(await listGroups()).toContainEqual(made);

    const again = await request(context.app).post(createGroup.path).set(admin()).send({ name: 'پیمانکار' });
    expect(again.status).toBe(409);
    expect(persianMessage(again.body)).toBe('گروهی به نام «پیمانکار» هست');
    const consumers = await request(context.app)
      .post(createGroup.path)
      .set(admin())
      .send({ name: 'مصرف‌کننده' });
    expect(consumers.status).toBe(409);
    expect(
      await context.db.select().from(customerGroups).where(eq(customerGroups.name, 'پیمانکار')),
    ).toHaveLength(1);
  });

  it('when a shopper applies, then his application waits with his phone and name; a second one is refused while it waits', async () => {
    const shopper = await createUser(context.db, { name: 'رضا برقکار' });
    expect(await myAccount(shopper)).toEqual({ application: null, group: null });
    const response = await applyAs(shopper, {
      businessName: 'برق‌کاران نور',
      city: 'اصفهان',
      economicCode: '۱۲۳۴۵۶۷۸۹۰',
      note: '',
    }).expect(200);
    const application = apply.response.parse(response.body).application;
    expect(application).toMatchObject({
      userId: shopper.id,
      phone: shopper.phone,
      name: 'رضا برقکار',
      businessName: 'برق‌کاران نور',
      city: 'اصفهان',
      economicCode: '۱۲۳۴۵۶۷۸۹۰',
      note: null,
      status: 'pending',
      groupName: null,
      refusalReason: null,
      decidedAt: null,
    });
    expect(await myAccount(shopper)).toEqual({ application, group: null });

    const again = await applyAs(shopper);
    expect(again.status).toBe(409);
    expect(persianMessage(again.body)).toBe('درخواست قبلی شما در حال بررسی است');
    expect(
      await context.db.select().from(tradeApplications).where(eq(tradeApplications.userId, shopper.id)),
    ).toHaveLength(1);
  });

  it('when the owner lists applications by status, then they come newest first with the shopper’s phone and name', async () => {
    const older = await applicationOf(await createUser(context.db, { name: 'اول' }));
    clock.advance(MINUTE);
    const newer = await applicationOf(await createUser(context.db, { name: 'دوم' }));
    const read = async (query: object) =>
      applications.response.parse(
        (await request(context.app).get(applications.path).query(query).set(admin()).expect(200)).body,
      ).applications;
    const pending = await read({ status: 'pending' });
    expect(pending.every((application) => application.status === 'pending')).toBe(true);
    const ids = pending.map((application) => application.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(pending.find((application) => application.id === newer.id)).toMatchObject({
      name: 'دوم',
      phone: newer.phone,
    });
    expect((await read({ status: 'approved' })).map((application) => application.id)).not.toContain(newer.id);
    // An unknown status is no filter.
    expect((await read({ status: 'x' })).map((application) => application.id)).toContain(older.id);
  });

  it('when the owner approves an application into a group, then the shopper is in it, sees it, and gets the SMS; a second decision is refused', async () => {
    const shopper = await createUser(context.db);
    const application = await applicationOf(shopper);
    const partner = await groupNamed('همکار');
    const response = await decideOn(application.id, { decision: 'approve', groupId: partner.id }).expect(200);
    const decided = decide.response.parse(response.body).application;
    expect(decided).toMatchObject({
      id: application.id,
      status: 'approved',
      groupName: 'همکار',
      refusalReason: null,
    });
    expect(decided.decidedAt).toBe(clock.now().toISOString());

    expect(await groupIdOf(shopper)).toBe(partner.id);
    expect(await myAccount(shopper)).toEqual({
      application: decided,
      group: { id: partner.id, name: 'همکار' },
    });
    expect(smsTexts(shopper)).toEqual([
      'برق‌آفرین: حساب همکار شما تایید شد؛ از این پس قیمت همکار را می‌بینید.',
    ]);
    const [row] = await context.db
      .select()
      .from(tradeApplications)
      .where(eq(tradeApplications.id, application.id));
    expect(row).toMatchObject({ decidedBy: context.admin.id, groupId: partner.id });

    const again = await decideOn(application.id, { decision: 'refuse', reason: 'دیرتر' });
    expect(again.status).toBe(409);
    expect(persianMessage(again.body)).toBe(
      'این درخواست پیش‌تر بررسی شده است (تایید شد)؛ صفحه را دوباره باز کنید',
    );
    expect(await groupIdOf(shopper)).toBe(partner.id);
    expect(smsTexts(shopper)).toHaveLength(1);

    const inGroup = await applyAs(shopper);
    expect(inGroup.status).toBe(409);
    expect(persianMessage(inGroup.body)).toBe('حساب شما هم‌اکنون در گروه «همکار» است');
  });

  it('when the owner refuses an application with a reason, then the shopper stays a consumer, reads the reason in an SMS and may apply again', async () => {
    const shopper = await createUser(context.db);
    const application = await applicationOf(shopper);
    const response = await decideOn(application.id, {
      decision: 'refuse',
      reason: '  جواز کسب پیوست نشده است  ',
    }).expect(200);
    expect(decide.response.parse(response.body).application).toMatchObject({
      status: 'refused',
      refusalReason: 'جواز کسب پیوست نشده است',
      groupName: null,
    });
    expect(await groupIdOf(shopper)).toBeNull();
    expect(smsTexts(shopper)).toEqual([
      'برق‌آفرین: درخواست حساب همکار شما پذیرفته نشد: جواز کسب پیوست نشده است',
    ]);
    expect((await myAccount(shopper)).application?.status).toBe('refused');
    clock.advance(MINUTE);
    const second = await applicationOf(shopper);
    expect((await myAccount(shopper)).application?.id).toBe(second.id);
  });

  it('when a decision is malformed or names what does not exist, then it is refused in Persian and the application still waits', async () => {
    const shopper = await createUser(context.db);
    const application = await applicationOf(shopper);
    const refusals: [object, number, string?][] = [
      [{ decision: 'approve', groupId: NOTHING }, 400, 'گروه انتخاب‌شده وجود ندارد'],
      [{ decision: 'refuse', reason: '   ' }, 400],
      [{ decision: 'maybe' }, 400],
      [{}, 400],
    ];
    for (const [body, status, message] of refusals) {
      const response = await decideOn(application.id, body);
      expect(response.status).toBe(status);
      const said = persianMessage(response.body);
      if (message) expect(said).toBe(message);
    }
    const unknown = await decideOn(NOTHING, { decision: 'refuse', reason: 'نه' });
    expect(unknown.status).toBe(404);
    expect(persianMessage(unknown.body)).toBe('درخواست یافت نشد');
    expect((await myAccount(shopper)).application?.status).toBe('pending');
    expect(await groupIdOf(shopper)).toBeNull();
    expect(smsTexts(shopper)).toEqual([]);
  });

  it('when two admins decide the same application at once, then one decision stands, the other is refused, and one SMS goes', async () => {
    const other = await createUser(context.db, { role: 'admin' });
    const shopper = await createUser(context.db);
    const application = await applicationOf(shopper);
    const wholesale = await groupNamed('عمده‌فروش');
    const answers = await Promise.all([
      decideOn(application.id, { decision: 'approve', groupId: wholesale.id }),
      decideOn(application.id, { decision: 'refuse', reason: 'تکراری' }, other),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = decide.response.parse(answers.find((answer) => answer.status === 200)!.body).application;
    const [row] = await context.db
      .select()
      .from(tradeApplications)
      .where(eq(tradeApplications.id, application.id));
    expect(row!.status).toBe(won.status);
    expect(await groupIdOf(shopper)).toBe(won.status === 'approved' ? wholesale.id : null);
    expect(smsTexts(shopper)).toHaveLength(1);
    expect(
      await context.db.select().from(outgoingSms).where(eq(outgoingSms.phone, shopper.phone)),
    ).toHaveLength(1);
  });

  it('when the shop’s hourly SMS budget is spent, then decisions still stand but no SMS goes', async () => {
    await request(context.app)
      .put('/api/settings')
      .set(admin())
      .send({ ...DEFAULT_SHOP_SETTINGS, smsPerHour: 1 })
      .expect(200);
    clock.advance(2 * HOUR);
    const first = await createUser(context.db);
    const second = await createUser(context.db);
    const partner = await groupNamed('همکار');
    for (const shopper of [first, second]) {
      const application = await applicationOf(shopper);
      await decideOn(application.id, { decision: 'approve', groupId: partner.id }).expect(200);
      expect(await groupIdOf(shopper)).toBe(partner.id);
    }
    expect(smsTexts(first)).toHaveLength(1);
    expect(smsTexts(second)).toEqual([]);
    expect(await context.db.select().from(outgoingSms).where(eq(outgoingSms.phone, second.phone))).toEqual(
      [],
    );
    await request(context.app).put('/api/settings').set(admin()).send(DEFAULT_SHOP_SETTINGS).expect(200);
    clock.advance(2 * HOUR);
  });

  it('when the owner moves an account between groups, then it moves, and back to consumers with null; no such account is a 404', async () => {
    const shopper = await createUser(context.db);
    const wholesale = await groupNamed('عمده‌فروش');
    const path = setUserGroup.path.replace(':id', shopper.id);
    const moved = await request(context.app)
      .put(path)
      .set(admin())
      .send({ groupId: wholesale.id })
      .expect(200);
    expect(setUserGroup.response.parse(moved.body)).toEqual({ userId: shopper.id, groupId: wholesale.id });
    expect((await myAccount(shopper)).group).toEqual({ id: wholesale.id, name: 'عمده‌فروش' });

    await request(context.app).put(path).set(admin()).send({ groupId: null }).expect(200);
    expect(await groupIdOf(shopper)).toBeNull();

    const missingGroup = await request(context.app).put(path).set(admin()).send({ groupId: NOTHING });
    expect(missingGroup.status).toBe(400);
    expect(persianMessage(missingGroup.body)).toBe('گروه انتخاب‌شده وجود ندارد');
    const nobody = await request(context.app)
      .put(setUserGroup.path.replace(':id', NOTHING))
      .set(admin())
      .send({ groupId: null });
    expect(nobody.status).toBe(404);
    expect(persianMessage(nobody.body)).toBe('کاربر یافت نشد');
    expect(await groupIdOf(shopper)).toBeNull();
  });
});
