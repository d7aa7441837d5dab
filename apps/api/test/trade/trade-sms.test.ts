import { tradeEndpoints } from '@shop/contracts';
import request from 'supertest';
import {
  fakeKavenegarEnv,
  FAKE_KAVENEGAR_ORDER_TEMPLATES,
  startFakeKavenegar,
} from '../support/fake-kavenegar';
import { useTestApp } from '../support/use-test-app';
import { createUser, type TestUser } from '../support/users';

const { apply, decide, groups, mine } = tradeEndpoints;

describe('a trade account’s decision by SMS through Kavenegar', () => {
  let kavenegar: Awaited<ReturnType<typeof startFakeKavenegar>>;
  beforeAll(async () => {
    kavenegar = await startFakeKavenegar();
  });
  afterAll(() => kavenegar.close());
  const context = useTestApp(() => ({
    env: fakeKavenegarEnv(kavenegar.baseUrl),
    admin: true,
  }));
  beforeEach(() => kavenegar.setMode('ok'));

  const applicationOf = async (shopper: TestUser) =>
    apply.response.parse(
      (
        await request(context.app)
          .post(apply.path)
          .set('Authorization', shopper.bearer)
          .send({ businessName: 'تاسیسات امید', city: 'شیراز' })
          .expect(200)
      ).body,
    ).application;
  const decideOn = (id: string, body: object) =>
    request(context.app)
      .post(decide.path.replace(':id', id))
      .set('Authorization', context.admin.bearer)
      .send(body);
  const messagesTo = (phone: string) => kavenegar.messages.filter((message) => message.receptor === phone);

  it('when the owner approves and refuses, then Kavenegar gets each template with the group or the reason as its token, spaces as «_»', async () => {
    const listed = groups.response.parse(
      (await request(context.app).get(groups.path).set('Authorization', context.admin.bearer)).body,
    );
    const partner = listed.groups.find((group) => group.name === 'همکار')!;
    const approved = await createUser(context.db);
    await decideOn((await applicationOf(approved)).id, { decision: 'approve', groupId: partner.id }).expect(
      200,
    );
    const refused = await createUser(context.db);
    await decideOn((await applicationOf(refused)).id, {
      decision: 'refuse',
      reason: 'مدارک  ناقص است',
    }).expect(200);

    expect(messagesTo(approved.phone)).toEqual([
      {
        receptor: approved.phone,
        template: FAKE_KAVENEGAR_ORDER_TEMPLATES['trade-approved'],
        tokens: ['همکار'],
      },
    ]);
    expect(messagesTo(refused.phone)).toEqual([
      {
        receptor: refused.phone,
        template: FAKE_KAVENEGAR_ORDER_TEMPLATES['trade-refused'],
        tokens: ['مدارک_ناقص_است'],
      },
    ]);
  });

  it('when Kavenegar fails, then the decision stands all the same', async () => {
    const shopper = await createUser(context.db);
    const application = await applicationOf(shopper);
    kavenegar.setMode('error');
    const response = await decideOn(application.id, { decision: 'refuse', reason: 'نامشخص' }).expect(200);
    expect(decide.response.parse(response.body).application.status).toBe('refused');
    const account = mine.response.parse(
      (await request(context.app).get(mine.path).set('Authorization', shopper.bearer).expect(200)).body,
    );
    expect(account.application).toMatchObject({ status: 'refused', refusalReason: 'نامشخص' });
  });
});
