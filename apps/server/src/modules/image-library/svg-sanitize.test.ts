import { describe, expect, it } from 'vitest';
import { sanitizeDeclarations, sanitizeStylesheet, sanitizeSvg } from './svg-sanitize.ts';

const clean = (svg: string) => {
  const result = sanitizeSvg(new TextEncoder().encode(svg));
  if (!result.ok) throw new Error(result.reason);
  return result;
};
const refused = (svg: string) => {
  const result = sanitizeSvg(new TextEncoder().encode(svg));
  return result.ok ? null : result.reason;
};
const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('SVG cleaning', () => {
  it('keeps ordinary drawings, text, gradients and their references', () => {
    const input = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80px" viewBox="0 0 120 80">
  <!-- a comment -->
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <rect x="1" y="2" width="10" height="10" fill="url(#g)" style="stroke: red; stroke-width: 2"/>
  <use xlink:href="#g"/>
  <text x="5" y="5" font-family="'Noto Sans'">A &amp; B &lt; C &#x4e2d;</text>
</svg>`;
    const out = clean(input);
    expect(out.width).toBe(120);
    expect(out.height).toBe(80);
    expect(out.svg).toContain(
      '<rect x="1" y="2" width="10" height="10" fill="url(#g)" style="stroke:red;stroke-width:2"/>',
    );
    expect(out.svg).toContain('<use xlink:href="#g"/>');
    expect(out.svg).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(out.svg).toContain('A &amp; B &lt; C 中');
    expect(out.svg.startsWith(`<svg ${NS}`)).toBe(true);
    expect(out.svg).not.toContain('<!--');
    expect(out.svg).not.toContain('DOCTYPE');
  });

  it('takes the size from the viewBox when width and height are not in pixels', () => {
    const out = clean(`<svg ${NS} width="100%" viewBox="0 0 48.4 24"/>`);
    expect([out.width, out.height]).toEqual([48, 24]);
    expect(clean(`<svg ${NS}/>`)).toMatchObject({ width: null, height: null });
  });

  it('removes script, foreignObject, animation, event attributes and unknown elements', () => {
    const out = clean(`<svg ${NS} onload="alert(1)">
      <script>alert(1)</script><script type="text/javascript"><![CDATA[alert(2)]]></script>
      <foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></div></foreignObject>
      <circle r="4" onclick="alert(4)" ONMOUSEOVER="alert(5)"/>
      <set attributeName="href" to="javascript:alert(6)"/><animate attributeName="x" values="0;1"/>
      <iframe src="javascript:alert(7)"/><sodipodi:namedview/><metadata><rdf:RDF/></metadata>
    </svg>`).svg;
    expect(out).not.toMatch(
      /script|alert|foreignObject|onload|onclick|onmouseover|<set|<animate|iframe|sodipodi|metadata/i,
    );
    expect(out).toContain('<circle r="4"/>');
  });

  it('keeps only #id and embedded raster references', () => {
    const out = clean(`<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink">
      <a href="javascript:alert(1)"><rect width="1" height="1"/></a>
      <use href="http://evil.example/x.svg#a"/><use xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/>
      <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
      <image href="https://tracker.example/p.png"/><image xlink:href=" javascript:alert(2)"/>
      <use href="#ok"/>
    </svg>`).svg;
    expect(out).not.toMatch(/javascript|evil|tracker|svg\+xml|<a/);
    expect(out).toContain('<rect width="1" height="1"/>');
    expect(out).toContain('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>');
    expect(out).toContain('<use href="#ok"/>');
    expect(out).not.toContain('xmlns:xlink');
  });

  it('drops external url() and CSS tricks in attributes, styles and style sheets', () => {
    const out = clean(`<svg ${NS}>
      <style>@import url(https://evil.example/a.css); rect { fill: red }</style>
      <style>.a { fill: url(#g); stroke: url(https://evil.example/p) } .b:hover{opacity:.5} [x]{fill:red}</style>
      <style>/* note */ .c { fill: blue; stroke: url(x.svg#a) } .e { fill: url(x.htc) } .g{fill:red;behavior:url(x.htc)}</style>
      <style>.d{fill:u\\72l(https://evil.example)} .f{fill:red}</style>
      <rect fill="url(https://evil.example/p)" stroke="u\\72l(https://evil.example)" style="fill:url('https://evil.example');opacity:0.5"/>
      <rect style="background-image:image-set('https://evil.example/x.png' 1x);fill:green;-moz-binding:x"/>
      <rect transform="rotate(45) translate(1,2)" filter="url( '#f' )"/>
    </svg>`).svg;
    expect(out).not.toContain('evil');
    expect(out).not.toContain('@import');
    expect(out).toContain('.a{fill:url(#g)}');
    expect(out).toContain('.b:hover{opacity:.5}');
    expect(out).not.toContain('[x]');
    expect(out).toContain('.c{fill:blue}');
    expect(out).not.toContain('.e');
    expect(out).not.toContain('.g');
    expect(out).not.toContain('.f{'); // a sheet with a CSS escape goes whole
    expect(out).toContain('<rect/>');
    expect(out).toContain('transform="rotate(45) translate(1,2)"');
    expect(out).toContain(`filter="url( '#f' )"`);
    expect(sanitizeDeclarations('fill:red;stroke:expression(alert(1))')).toBe('');
    expect(sanitizeDeclarations('fill:red;color:var(--x)')).toBe('fill:red;color:var(--x)');
    expect(sanitizeStylesheet('a{fill:red} /* unclosed')).toBe('');
    expect(sanitizeStylesheet('@media print { a { fill: red } }')).toBe('');
  });

  it('escapes text and attribute values on the way out, so nothing breaks out of them', () => {
    const out = clean(
      `<svg ${NS}><title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title><text class="a&quot; onload=&quot;x">]]&gt;</text></svg>`,
    ).svg;
    expect(out).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(out).toContain('class="a&quot; onload=&quot;x"');
    expect(out).toContain(']]&gt;');
  });

  it('refuses what is not a well-formed, entity-free SVG document', () => {
    expect(refused('<html><body><script>alert(1)</script></body></html>')).toMatch(
      /root element is not <svg>/,
    );
    expect(refused(`<svg ${NS}><rect></svg>`)).toMatch(/does not close/);
    expect(refused(`<svg ${NS}>`)).toMatch(/not closed/);
    expect(refused(`<svg ${NS}><rect width=1/></svg>`)).toMatch(/not quoted/);
    expect(refused(`<svg ${NS} a="1" a="2"/>`)).toMatch(/repeated/);
    expect(refused(`<svg ${NS}>&nbsp;</svg>`)).toMatch(/entity/);
    expect(refused(`<svg ${NS}>a & b</svg>`)).toMatch(/bare &/);
    expect(refused(`<svg ${NS}>&#0;</svg>`)).toMatch(/entity/);
    expect(refused(`<!DOCTYPE svg [<!ENTITY x "lol">]><svg ${NS}>&x;</svg>`)).toMatch(/DOCTYPE/);
    expect(refused(`<?xml version="1.0" encoding="ISO-8859-1"?><svg ${NS}/>`)).toMatch(/UTF-8/);
    expect(refused(`<svg xmlns="http://www.w3.org/1999/xhtml"/>`)).toMatch(/namespace/);
    expect(refused(`<svg ${NS}/><svg ${NS}/>`)).toMatch(/second root/);
    expect(refused(`<svg ${NS}/>trailing`)).toMatch(/outside the root/);
    expect(refused('')).toMatch(/no root/);
    expect(refused(`<svg ${NS}>${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`)).toMatch(/deeply/);
    expect(sanitizeSvg(new Uint8Array([0x3c, 0x73, 0xff, 0xfe]))).toMatchObject({ ok: false });
    expect(refused(`<svg ${NS}>\u0001</svg>`)).toMatch(/control/);
  });

  it('stays fast on hostile input', () => {
    const started = performance.now();
    sanitizeSvg(
      new TextEncoder().encode(
        `<svg ${NS} width="${'1'.repeat(100000)}x"><style>${'/*'.repeat(50000)}${'a'.repeat(100000)}</style><rect style="${'url('.repeat(50000)}"/></svg>`,
      ),
    );
    sanitizeStylesheet('x'.repeat(200000));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
