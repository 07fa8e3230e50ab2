import { QuestionType } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploaded } from './support/image-library.ts';
import { optionsOf } from './support/options.ts';
import { publishedSurvey, respondent } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'iris', 'iris-pass-1'));
});
afterAll(() => t.close());

describe('open: images of the published survey', () => {
  it('turns library file keys into signed links a respondent can load without logging in', async () => {
    const [image] = await uploaded(t, token);
    let heatmapId = 0;
    let optionId = 0;
    const p = await publishedSurvey(t, token, {
      beforeLaunch: async ({ s, q }) => {
        heatmapId = await s.add(QuestionType.Heatmap, { afterId: q[2]! });
        expect((await s.edit('/nodes/update', { id: heatmapId, setting: { image: image!.key } })).code).toBe(
          '00000',
        );
        optionId = (await optionsOf(s, q[0]!))[0]!.id;
        expect(
          (await s.edit('/nodes/option/update', { nodeId: q[0]!, id: optionId, image: image!.key })).code,
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
