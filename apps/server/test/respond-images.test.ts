import { nodesApi, optionsApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploaded } from './support/image-library.ts';
import { optionsOf } from './support/options.ts';
import { publishedSurvey, respondent } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let jackToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'iris', 'iris-pass-1'));
  ({ token: jackToken } = await registerAndLogin(t, 'jack', 'jack-pass-1'));
});

const SIGNED = (key: string) => new RegExp(`^/api/files/${key}\\?exp=\\d+&sig=[0-9a-f]{64}$`);
afterAll(() => t.close());

describe('open: images of the published survey', () => {
  it('turns library file keys into signed links a respondent can load without logging in', async () => {
    const [image] = await uploaded(t, token);
    let heatmapId = 0;
    let optionId = 0;
    const p = await publishedSurvey(t, token, {
      beforeLaunch: async ({ s, q }) => {
        heatmapId = await s.add(QuestionType.Heatmap, { afterId: q[2]! });
        expect((await s.edit(nodesApi.update, { id: heatmapId, setting: { image: image!.key } })).code).toBe(
          '00000',
        );
        optionId = (await optionsOf(s, q[0]!))[0]!.id;
        expect(
          (await s.edit(optionsApi.update, { nodeId: q[0]!, id: optionId, image: image!.key })).code,
        ).toBe('00000');
      },
    });
    const opened = await respondent(t).open(p.code);
    if (opened.data.state !== 'open') throw new Error(`not open: ${opened.data.state}`);
    const { document } = opened.data;
    const heatmapImage = String(document.nodes.find((n) => n.id === heatmapId)?.setting.image);
    const optionImage = String(document.options.find((o) => o.id === optionId)?.image);
    for (const link of [heatmapImage, optionImage]) {
      expect(link).toMatch(new RegExp(`^/api/files/${image!.key}\\?exp=\\d+&sig=[0-9a-f]+$`));
      const served = await t.app.inject({ method: 'GET', url: link });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
  });
});

describe('images inside titles', () => {
  it('stores the key, and hands respondents a signed link that loads', async () => {
    const [image] = await uploaded(t, token);
    const key = image!.key;
    const p = await publishedSurvey(t, token, {
      beforeLaunch: async ({ s, q }) => {
        const title = `Which <b>one</b>? <img src="${key}" alt="photo.png">`;
        const res = await s.edit(nodesApi.update, { id: q[0]!, title });
        expect(res.code).toBe('00000');
      },
    });
    expect(JSON.stringify(await p.s.tree())).toContain(`<img src=\\"${key}\\" alt=\\"photo.png\\">`);
    const opened = await respondent(t).open(p.code);
    if (opened.data.state !== 'open') throw new Error(`not open: ${opened.data.state}`);
    const title = opened.data.document.nodes.find((n) => n.id === p.q[0])!.title;
    const src = /<img src="([^"]+)"/.exec(title)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(src).toMatch(SIGNED(key));
    const served = await t.app.inject({ method: 'GET', url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it("refuses another user's library image and drops outside addresses", async () => {
    const [foreign] = await uploaded(t, jackToken);
    let refused: { code: string; message: string } | undefined;
    let outsideTitle = '';
    await publishedSurvey(t, token, {
      beforeLaunch: async ({ s, q }) => {
        refused = await s.edit(nodesApi.update, { id: q[0]!, title: `Q <img src="${foreign!.key}">` });
        const res = await s.edit(nodesApi.update, {
          id: q[1]!,
          title: 'Q <img src="https://evil.example/pixel.png"><img src="data:image/png;base64,iVBORw0KGgo=">',
        });
        expect(res.code).toBe('00000');
        outsideTitle = JSON.stringify(await s.tree());
      },
    });
    expect(refused?.code).toBe('A0400');
    expect(refused?.message).toContain('title');
    expect(outsideTitle).not.toContain(foreign!.key);
    expect(outsideTitle).not.toContain('evil.example');
    expect(outsideTitle).not.toContain('data:image');
  });
});
