import { publishingApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { type Published, publishedSurvey } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Issue 18 item 9: the published page /r/{code} may be framed by other sites (the launch tab's
 * embed code), by any site or only the survey's listed hosts; the designer stays unframeable.
 */
let t: TestApp;
let token: string;
let stranger: string;
let p: Published;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'emma', 'emma-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'egon', 'egon-pass-1'));
  p = await publishedSurvey(t, token);
});
afterAll(() => t.close());

const page = (url = `/r/${p.code}`) => t.app.inject({ method: 'GET', url });
const ancestorsOf = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];
const withoutAncestors = (csp: unknown) => String(csp).replace(/frame-ancestors [^;]*/, '');
const saveEmbed = (domains: string[], who = token) =>
  t.api(publishingApi.saveEmbed, { code: p.code, domains }, { token: who });

describe('framing of pages', () => {
  it('lets any site frame a published page without a list; the rest of the policy is the app’s', async () => {
    const res = await page();
    const designer = await t.app.inject({ method: 'GET', url: '/designer/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(ancestorsOf(res.headers['content-security-policy'])).toBe('*');
    expect(withoutAncestors(res.headers['content-security-policy'])).toBe(
      withoutAncestors(designer.headers['content-security-policy']),
    );
  });

  it('keeps the designer, the API and the designer’s preview unframeable by other sites', async () => {
    for (const url of ['/designer/', '/designer/project', '/api/docs/json', `/r/${p.code}?preview=1`]) {
      const res = await page(url);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(ancestorsOf(res.headers['content-security-policy']), url).toBe("'self'");
    }
  });

  it('limits framing to the listed hosts once the author lists some, at once and without a new publish', async () => {
    const saved = await saveEmbed(['Example.com', '*.partner.org:8443', 'example.com']);
    expect(saved.body).toMatchObject({
      code: '00000',
      data: { embedDomains: ['example.com', '*.partner.org:8443'] },
    });
    const res = await page();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(ancestorsOf(res.headers['content-security-policy'])).toBe("'self' example.com *.partner.org:8443");
    const info = await t.api(publishingApi.info, { code: p.code }, { token });
    expect(info.body.data).toMatchObject({
      embedDomains: ['example.com', '*.partner.org:8443'],
      relaunch: false,
    });
    // Emptied again: any site.
    expect((await saveEmbed([])).body.data).toEqual({ embedDomains: [] });
    expect(ancestorsOf((await page()).headers['content-security-policy'])).toBe('*');
  });

  it('accepts host names only, and only from someone with the launch right', async () => {
    for (const bad of [
      'https://example.com',
      'example.com/page',
      "a.com; script-src 'unsafe-inline'",
      'a b.com',
      '*',
      '',
    ])
      expect((await saveEmbed([bad])).body.code, bad).toBe('A0400');
    expect((await saveEmbed(['example.com'], stranger)).body.code).toBe('A5202');
    const [row] = await t.database.db.select().from(surveys).where(eq(surveys.code, p.code));
    expect((row!.settings as { embedDomains?: string[] }).embedDomains).toEqual([]);
  });
});
