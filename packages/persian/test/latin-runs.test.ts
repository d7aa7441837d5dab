import { latinRuns } from '../src';

const latin = (text: string) =>
  latinRuns(text)
    .filter((run) => run.latin)
    .map((run) => run.text);

describe('latinRuns', () => {
  it('when a title mixes Persian with brands and model codes, then each Latin run stands apart, in order', () => {
    expect(latinRuns('هدفون سیمی Sony مدل MDR-ZX110')).toEqual([
      { text: 'هدفون سیمی ', latin: false },
      { text: 'Sony', latin: true },
      { text: ' مدل ', latin: false },
      { text: 'MDR-ZX110', latin: true },
    ]);
  });

  it.each([
    ['اسپیکر بلوتوثی JBL مدل Flip 6', ['JBL', 'Flip 6']],
    ['سیم‌لخت‌کن اتوماتیک Knipex 12 62 180', ['Knipex 12 62 180']],
    ['مولتی متر دیجیتال UNI-T مدل UT33D+', ['UNI-T', 'UT33D+']],
    ['باتری قلمی (Varta Longlife) بسته ۴ عددی', ['Varta Longlife']],
    ['کابل 2.5 متری', []],
    ['Philips', ['Philips']],
  ])('when the title is %s, then its Latin runs are %j', (title, runs) => {
    expect(latin(title)).toEqual(runs);
  });

  it('when the runs are joined again, then they are the title exactly', () => {
    const title = 'تلویزیون ۵۵ اینچ 4K Samsung مدل 55DU8000 (مدل 2024)';
    expect(
      latinRuns(title)
        .map((run) => run.text)
        .join(''),
    ).toBe(title);
    expect(latin(title)).toEqual(['4K Samsung', '55DU8000']);
  });
});
