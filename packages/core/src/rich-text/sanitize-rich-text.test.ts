import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import { toPlainText } from './to-plain-text.ts';

const KEY = '0123456789abcdef0123456789abcdef';
const LINK = `/api/files/${KEY}?exp=1700000000000&sig=${'ab'.repeat(32)}`;

describe('sanitizeRichText', () => {
  it('keeps bold, italic, colour, links, images, line breaks and paragraphs', () => {
    const html =
      '<p><b>b</b><strong>s</strong><i>i</i><em>e</em><span style="color: #c00">red</span><br>' +
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">link</a>' +
      `<img src="${KEY}" alt="A" width="20"><img src="${LINK}"></p>`;
    expect(sanitizeRichText(html)).toBe(
      '<p><b>b</b><strong>s</strong><i>i</i><em>e</em><span style="color:#c00">red</span><br>' +
        '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">link</a>' +
        `<img src="${KEY}" alt="A" width="20"><img src="${LINK.replace('&', '&amp;')}"></p>`,
    );
  });

  const hostile: [string, string][] = [
    ['<script>alert(1)</script>hi', 'hi'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)" onclick="x()">x</a>', '<a>x</a>'],
    ['<span style="color: expression(alert(1))">e</span>', '<span>e</span>'],
    [
      '<span style="background:url(javascript:alert(1));color:red">e</span>',
      '<span style="color:red">e</span>',
    ],
    ['<span style="color:red" onmouseover="x()">e</span>', '<span style="color:red">e</span>'],
    ['<iframe src="https://evil.example"></iframe>text', 'text'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<div style="position:fixed">d</div>', 'd'],
    ['<style>body{display:none}</style>s', 's'],
    ['<!-- <script>x</script> -->c', 'c'],
    ['"><script>alert(1)</script>', '"&gt;'],
    ['<a href="https://x" target="_top">t</a>', '<a href="https://x">t</a>'],
  ];
  it.each(hostile)('defuses %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('escapes quotes inside kept attributes', () => {
    expect(sanitizeRichText(`<img alt="a&quot; onerror=&quot;x" src="${KEY}">`)).toBe(
      `<img alt="a&quot; onerror=&quot;x" src="${KEY}">`,
    );
  });

  // Images are the survey's own stored files only (file-images.ts): anything else is dropped.
  const outside: string[] = [
    'https://evil.example/track.png',
    'http://example.com/a.png',
    '//evil.example/a.png',
    '/files/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    `https://evil.example/api/files/${KEY}?exp=1&sig=${'a'.repeat(64)}`,
    `/api/files/${KEY}`,
    `/api/files/${KEY}?exp=1&sig=${'a'.repeat(64)}&x=https://evil.example`,
    `/api/files/../${KEY}?exp=1&sig=${'a'.repeat(64)}`,
    KEY.toUpperCase(),
    `${KEY}0`,
    `&#x2F;&#x2F;evil.example/${KEY}`,
  ];
  it.each(outside)('drops an image whose source is not a stored file: %s', (src) => {
    expect(sanitizeRichText(`a<img src="${src}" alt="x">b`)).toBe('ab');
  });
});

describe('toPlainText', () => {
  it('drops tags and decodes the common entities', () => {
    expect(toPlainText('<p><b>Q &amp; A</b>&nbsp;<script>x()</script>&lt;ok&gt;</p>')).toBe('Q & A <ok>');
  });
});
