import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, get, loginAs, type TestApp } from './helpers/app.js';
import { createNews, createPage, insertMedia, NEWS, PAGES, usagesOf } from './helpers/content.js';

/**
 * HTML written by editors is cut down to the allow-list on write; the public API then serves exactly what
 * was stored. Each attack is checked in the database row and in the public answer.
 */
let t: TestApp;
let adminToken: string;
let image: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  image = await insertMedia(t, { alt: 'Library alt' });
});
afterAll(async () => t?.close());

const ATTACKS: Array<[string, string]> = [
  ['script element', '<p>a</p><script>alert(1)</script><SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['event handlers', '<p onclick="alert(1)" onmouseover=alert(1)>a</p><img src="/api/v1/media/{{image}}/large" alt="x" onerror="alert(1)"><a href="https://ok.example" onfocus="alert(1)">l</a>'],
  ['javascript: URL', '<a href="javascript:alert(1)">l</a>'],
  ['encoded javascript:', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">l</a><a href="&#x6A;avascript&colon;alert(1)">l</a><a href="javascript&#58;alert(1)">l</a>'],
  ['javascript: with whitespace and case', '<a href=" JaVa\tScRiPt:alert(1)">l</a><a href="java&#x0A;script:alert(1)">l</a><a href="\u0001javascript:alert(1)">l</a>'],
  ['data: and vbscript: URLs', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">l</a><a href="vbscript:msgbox(1)">l</a><img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['iframes, objects, embeds, forms', '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="p"><button>go</button></form>'],
  ['style tricks', '<p style="background:url(javascript:alert(1))">a</p><style>@import "https://evil.example/x.css";</style><p style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</p><div style="behavior:url(x.htc)">b</div>'],
  ['svg and math', '<svg><script>alert(1)</script><animate onbegin="alert(1)"/></svg><math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['meta, base and link', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">'],
  ['images from elsewhere and a forged srcset', '<img src="https://evil.example/track.gif"><img src="//evil.example/x.png"><img src="/api/v1/media/{{image}}/large" srcset="https://evil.example/x.png 2x">'],
  ['classes other than code languages, ids', '<p class="x" id="y">a</p><code class="language-ts evil">c</code>'],
  ['protocol-relative links', '<a href="//evil.example/">l</a>'],
];

const FORBIDDEN = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /<input/i, /<button/i, /style=/i, /<style/i, /<svg/i, /<math/i, /<meta/i, /<base/i, /<link/i, /evil\.example/i, /\bclass="(?!language-)/i, /\sid=/i, /srcdoc/i];

function assertClean(html: string, label: string) {
  for (const pattern of FORBIDDEN) expect(html, `${label}: ${pattern}`).not.toMatch(pattern);
}

describe('the allow-list on news bodies and page details', () => {
  it.each(ATTACKS)('removes %s from the stored and the served HTML', async (label, attack) => {
    const dirty = attack.replaceAll('{{image}}', image);
    const item = await createNews(t, adminToken, { body: { en: `<p>Keep me</p>${dirty}`, bn: dirty }, published: true });
    const [stored] = await t.query<{ body_en: string; body_bn: string }>(sql`select body_en, body_bn from news where id = ${item.id}`);
    assertClean(stored!.body_en, `${label} stored en`);
    assertClean(stored!.body_bn, `${label} stored bn`);
    expect(stored!.body_en).toContain('<p>Keep me</p>');
    const served = (await get(t.app, `/api/v1/news/${item.slug}`)).json().body as string;
    expect(served).toBe(stored!.body_en);
    assertClean(served, `${label} served`);

    const page = await createPage(t, adminToken, { details: { en: dirty, bn: '' }, published: true });
    const [storedPage] = await t.query<{ details_en: string }>(sql`select details_en from pages where id = ${page.id}`);
    assertClean(storedPage!.details_en, `${label} page stored`);
    const servedPage = (await get(t.app, `/api/v1/pages/${page.slug}`)).json().details as string;
    expect(servedPage).toBe(storedPage!.details_en);
  });

  it('keeps what the editor needs: headings, lists, quotes, tables with spans, code languages, safe links, library images', async () => {
    const body = [
      '<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4>',
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br>line</p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><hr>',
      '<pre><code class="language-ts">const a = 1;</code></pre>',
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">c</td><td>d</td></tr></tbody></table>',
      '<p><a href="https://example.org/x?y=1" target="_blank">ext</a> <a href="/page/about">int</a> <a href="mailto:office@example.org">mail</a></p>',
      `<img src="/api/v1/media/${image}/medium" width="960" height="480">`,
    ].join('');
    const item = await createNews(t, adminToken, { body: { en: body, bn: '' } });
    const stored = item.body.en;
    for (const kept of ['<h2>Heading</h2>', '<h3>Sub</h3>', '<h4>Minor</h4>', '<strong>b</strong>', '<em>i</em>', '<u>u</u>', '<s>s</s>', '<br />', '<blockquote>', '<hr />',
      '<code class="language-ts">', '<th colspan="2">', '<td rowspan="2">',
      '<a href="https://example.org/x?y=1" target="_blank" rel="noopener noreferrer">ext</a>',
      '<a href="/page/about" rel="noopener noreferrer">int</a>', '<a href="mailto:office@example.org" rel="noopener noreferrer">mail</a>']) {
      expect(stored).toContain(kept);
    }
    expect(stored).toContain(`<img src="/api/v1/media/${image}/medium" alt="Library alt" width="960" height="480" srcset="/api/v1/media/${image}/small 480w, /api/v1/media/${image}/medium 960w, /api/v1/media/${image}/large 1600w" />`);
    expect(await usagesOf(t, 'news', item.id)).toEqual([image]);
  });

  it('target is only ever _blank, rel is always ours', async () => {
    const item = await createNews(t, adminToken, { body: { en: '<p><a href="https://a.example" target="_top" rel="opener">x</a></p>', bn: '' } });
    expect(item.body.en).toBe('<p><a href="https://a.example/" rel="noopener noreferrer">x</a></p>');
  });

  it('sanitises again on every edit and restore, and on pages', async () => {
    const item = await createNews(t, adminToken);
    const patched = (await call(t.app, 'PATCH', `${NEWS}/${item.id}`, adminToken, { body: { en: '<p>x</p><img src=x onerror=alert(1)>', bn: '' } })).json();
    expect(patched.body.en).toBe('<p>x</p>');
    const page = await createPage(t, adminToken);
    const patchedPage = (await call(t.app, 'PATCH', `${PAGES}/${page.id}`, adminToken, { details: { en: '<p onclick="x">y</p>', bn: '' } })).json();
    expect(patchedPage.details.en).toBe('<p>y</p>');
  });
});
