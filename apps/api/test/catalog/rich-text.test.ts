import { categoryEndpoints, productEndpoints } from '@shop/contracts';
import request from 'supertest';
import { useTestApp } from '../support/use-test-app';
import { createCategory, createProduct, withForm } from '../support/catalog-client';

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/steal">x</a>',
  '<p onclick="alert(1)">x</p>',
  '<p style="background-image:url(javascript:alert(1))">x</p>',
  '<p style="color: red; position: fixed; top: 0; width: 100%">x</p>',
  '<span style="color: expression(alert(1))">x</span>',
  '<span style="background-color: url(data:image/svg+xml,x)">x</span>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<textarea><script>alert(1)</script></textarea>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="https://ok.example" onmouseover="alert(1)" target="_self" rel="opener">x</a>',
  '<p class="ql-align-center evil" id="x" data-x="1">x</p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<ol><li data-list="javascript:alert(1)" onclick="x">x</li></ol>',
];

const ALLOWED_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ol',
  'ul',
  'li',
  'a',
  'span',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'rel', 'target', 'data-list', 'class', 'style']);
const ALLOWED_CLASS = /^ql-(align-(center|right|justify)|direction-rtl)$/;
const ALLOWED_STYLE = /^(color|background-color):[^;:()]*(\([\d\s.,%]*\))?$/;

/** Every tag, attribute, URL, class and style left in stored HTML is one the editor itself produces. */
function expectOnlyEditorMarkup(html: string) {
  expect(html).not.toMatch(
    /<script|<iframe|<object|<embed|<svg|<math|<style|<img|<form|<input|<meta|<link|<base/i,
  );
  for (const [, tag = '', attributes = ''] of html.matchAll(/<\/?([a-z][a-z0-9]*)([^>]*)>/gi)) {
    expect(ALLOWED_TAGS).toContain(tag.toLowerCase());
    for (const [, name = '', value = ''] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED_ATTRIBUTES).toContain(name);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/[^/]|tel:|mailto:)/);
      if (name === 'target') expect(value).toBe('_blank');
      if (name === 'rel') expect(value).toBe('noopener noreferrer');
      if (name === 'class') for (const item of value.split(' ')) expect(item).toMatch(ALLOWED_CLASS);
      if (name === 'style')
        for (const item of value.split(';').filter(Boolean)) expect(item.trim()).toMatch(ALLOWED_STYLE);
    }
  }
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
}

describe('rich-text descriptions', () => {
  const context = useTestApp({ admin: true });

  it('when the editor toolbar formats text, then all of it is kept', async () => {
    const quill = [
      '<h1>عنوان</h1><h2>زیرعنوان</h2><h3>ریز</h3>',
      '<p class="ql-align-right ql-direction-rtl"><strong>پررنگ</strong> <em>کج</em> <u>زیرخط</u> <s>خط‌خورده</s> ',
      '<span style="color: rgb(230, 0, 0);">قرمز</span> <span style="background-color: #ffff00;">زرد</span></p>',
      '<ol><li data-list="ordered">یک</li><li data-list="bullet">دو</li></ol><ul><li>سه</li></ul>',
      '<p class="ql-align-center ql-direction-rtl"><a href="https://example.com/p?q=1" target="_blank" rel="noopener noreferrer">پیوند</a> ',
      '<a href="tel:02100000000">تلفن</a> <a href="mailto:shop@example.com">ایمیل</a><br></p>',
    ].join('');
    const product = await createProduct(context.app, context.admin, { description: quill });
    expect(product.description).toBe(
      quill
        .replace('color: rgb(230, 0, 0);', 'color:rgb(230, 0, 0)')
        .replace('background-color: #ffff00;', 'background-color:#ffff00')
        .replace('<a href="tel:02100000000">', '<a href="tel:02100000000" rel="noopener noreferrer">')
        .replace(
          '<a href="mailto:shop@example.com">',
          '<a href="mailto:shop@example.com" rel="noopener noreferrer">',
        )
        .replace('<br>', '<br />'),
    );
    expectOnlyEditorMarkup(product.description);
  });

  describe(`when a description carries one of ${XSS_PAYLOADS.length} attacks, then nothing of it survives create or edit`, () => {
    it.each(XSS_PAYLOADS)('%s', async (payload) => {
      const created = await createProduct(context.app, context.admin, {
        description: `<p>متن امن</p>${payload}`,
      });
      expectOnlyEditorMarkup(created.description);
      expect(created.description).toContain('<p>متن امن</p>');

      const response = await withForm(
        request(context.app).put(`/api/product/${created._id}`).set('Authorization', context.admin.bearer),
        {
          title: created.title,
          price: '1000',
          // Safe text first: an unclosed <style> or <textarea> rightly swallows everything after it.
          description: `<p>ویرایش</p>${payload}<p>و</p>${payload}`,
        },
      ).expect(200);
      expectOnlyEditorMarkup(productEndpoints.update.response.parse(response.body).product.description);
      const fetched = productEndpoints.get.response.parse(
        (await request(context.app).get(`/api/product/${created._id}`).expect(200)).body,
      );
      expectOnlyEditorMarkup(fetched.product.description);
      expect(fetched.product.description).toContain('<p>ویرایش</p>');
    });
  });

  it('when a category description carries attacks, then it is sanitized the same way', async () => {
    const category = await createCategory(context.app, context.admin, {
      description: `<p>دسته</p>${XSS_PAYLOADS.join('')}`,
    });
    expectOnlyEditorMarkup(category.description);
    const response = await withForm(
      request(context.app).put(`/api/category/${category._id}`).set('Authorization', context.admin.bearer),
      {
        title: category.title,
        description: `<p>تازه</p>${XSS_PAYLOADS.join('<p>و</p>')}`,
      },
    ).expect(200);
    expectOnlyEditorMarkup(categoryEndpoints.update.response.parse(response.body).category.description);
  });
});
