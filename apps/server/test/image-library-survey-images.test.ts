import {
  surveyImageApi as api,
  type CallInput,
  type Endpoint,
  fillPath,
  fullPath,
  nodesApi,
  optionsApi,
  projectsApi,
  SURVEY_IMAGE_KEY_PREFIX,
  SURVEY_IMAGES_MAX,
  type SurveyImage,
} from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectShares, surveyImages, surveys } from '../src/db/schema/index.ts';
import type { createMemoryStorage } from '../src/modules/files/storage.ts';
import { type DesignSession, designSession, newSurvey } from './support/design.ts';
import { listImages, upload, uploaded, userIdOf } from './support/image-library.ts';
import { png } from './support/images.ts';
import { optionsOf } from './support/options.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'sina', 'sina-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'stan', 'stan-pass-1'));
});
afterAll(() => t.close());

const storedFiles = () => (t.deps.storage as ReturnType<typeof createMemoryStorage>).size;
const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

/** The upload's URL with the survey in the (signed) query: its body is multipart. */
const UPLOAD = fullPath(api.upload);
type UploadOptions = Parameters<typeof upload>[2];
const uploadTo = (surveyCode: string, options: UploadOptions = {}, who = token) =>
  upload<SurveyImage[]>(t, who, { ...options, url: UPLOAD, query: { surveyCode } });
async function uploadedTo(surveyCode: string, options: UploadOptions = {}) {
  const res = await uploadTo(surveyCode, options);
  if (res.body.code !== '00000') throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
const list = (input: CallInput<typeof api.list>, who = token) => t.api(api.list, input, { token: who });

/** A design edit with the session's version, moving it on. */
async function edit<E extends Endpoint>(s: DesignSession, endpoint: E, input: CallInput<E>) {
  const res = await t.api(endpoint, input, { token: s.token, version: s.version });
  const data = res.body.data as { saved?: { version: number } } | null;
  if (res.body.code !== '00000' || !data?.saved)
    throw new Error(`edit failed: ${res.body.code} ${res.body.message}`);
  s.version = data.saved.version;
}

describe('POST surveys/image', () => {
  it('stores images for the survey itself under survey image keys, checked like library uploads', async () => {
    const code = await newSurvey(t, token);
    const saved = await uploadedTo(code, {
      files: [
        { fileName: 'pasted.png', content: png(6, 4) },
        {
          fileName: 'logo.svg',
          content: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="x()"/>',
        },
      ],
    });
    expect(saved.map((i) => [i.originalName, i.mime, i.width, i.height, i.source, i.used])).toEqual([
      ['pasted.png', 'image/png', 6, 4, 'survey', false],
      ['logo.svg', 'image/svg+xml', 8, 8, 'survey', false],
    ]);
    for (const image of saved) {
      expect(image.key).toMatch(new RegExp(`^${SURVEY_IMAGE_KEY_PREFIX}[0-9a-f]{24}$`));
      const served = await fetchUrl(image.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(image.mime);
    }
    expect((await fetchUrl(saved[1]!.url)).payload).not.toContain('onload');
    // Not in anyone's image library.
    expect((await listImages(t, token)).body.data.total).toBe(0);
  });

  it('refuses what the image library refuses, storing nothing', async () => {
    const code = await newSurvey(t, token);
    const before = storedFiles();
    const cases: [string, UploadOptions][] = [
      ['A0106', { files: [{ fileName: 'trojan.png', content: '<html><script>alert(1)</script></html>' }] }],
      [
        'A0106',
        {
          files: [
            { fileName: 'good.png', content: png(1, 1) },
            { fileName: 'notes.txt', content: 'hi' },
          ],
        },
      ],
      ['A0107', { files: [] }],
      ['A0108', { files: [{ fileName: 'empty.png', content: new Uint8Array() }] }],
    ];
    for (const [code_, options] of cases) expect((await uploadTo(code, options)).body.code).toBe(code_);
    const json = await t.call('POST', UPLOAD, { token, query: { surveyCode: code }, body: { file: 'x' } });
    expect(json.body.code).toBe('A0107');
    expect(storedFiles()).toBe(before);
    expect((await list({ surveyCode: code })).body.data.total).toBe(0);
  });

  it(`keeps at most ${SURVEY_IMAGES_MAX} images per survey (A0400), storing nothing past it`, async () => {
    const code = await newSurvey(t, token);
    const [survey] = await t.database.db.select().from(surveys).where(eq(surveys.code, code));
    await t.database.db.insert(surveyImages).values(
      Array.from({ length: SURVEY_IMAGES_MAX - 1 }, (_, i) => ({
        surveyId: survey!.id,
        originalName: `${i}.png`,
        storageKey: `${SURVEY_IMAGE_KEY_PREFIX}${String(i).padStart(24, '0')}`,
        mime: 'image/png',
        size: 1,
      })),
    );
    const before = storedFiles();
    const two = [
      { fileName: 'a.png', content: png(1, 1) },
      { fileName: 'b.png', content: png(1, 1) },
    ];
    const refused = await uploadTo(code, { files: two });
    expect(refused.body.code).toBe('A0400');
    expect(refused.body.message).toContain(String(SURVEY_IMAGES_MAX));
    expect(storedFiles()).toBe(before);
    expect((await uploadTo(code)).body.code).toBe('00000');
  });
});

describe('GET surveys/image and surveys/image/{id}', () => {
  it('lists its uploads and the library images its design shows, newest first, telling which are used', async () => {
    const s = await designSession(t, token, await newSurvey(t, token));
    const [first] = await uploadedTo(s.code, { files: [{ fileName: 'first.png', content: png(2, 2) }] });
    t.advance(1000);
    const [pasted] = await uploadedTo(s.code, { files: [{ fileName: 'pasted.png', content: png(3, 3) }] });
    t.advance(1000);
    const [fromLibrary] = await uploaded(t, token, {
      files: [{ fileName: 'library.png', content: png(4, 4) }],
    });
    const q = await s.add(QuestionType.SingleChoice);
    await edit(s, nodesApi.update, { surveyCode: s.code, id: q, title: `Pick <img src="${pasted!.key}">` });
    const option = (await optionsOf(s, q))[0]!;
    await edit(s, optionsApi.update, {
      surveyCode: s.code,
      nodeId: q,
      id: option.id,
      image: fromLibrary!.key,
    });

    const page = await list({ surveyCode: s.code });
    expect(page.body.data).toMatchObject({ page: 1, pageSize: 10, total: 3 });
    expect(page.body.data.records.map((i) => [i.originalName, i.source, i.used])).toEqual([
      ['library.png', 'library', true],
      ['pasted.png', 'survey', true],
      ['first.png', 'survey', false],
    ]);
    expect(page.body.data.records[0]!.id).toBe(fromLibrary!.id);
    for (const image of page.body.data.records) expect((await fetchUrl(image.url)).statusCode).toBe(200);
    const own = await list({ surveyCode: s.code, source: 'survey', pageSize: 1, page: 2 });
    expect(own.body.data.total).toBe(2);
    expect(own.body.data.records.map((i) => i.originalName)).toEqual(['first.png']);
    const shown = await list({ surveyCode: s.code, source: 'library' });
    expect(shown.body.data.records.map((i) => i.key)).toEqual([fromLibrary!.key]);

    const one = await t.api(api.get, { surveyCode: s.code, id: pasted!.id }, { token });
    expect(one.body.data).toMatchObject({ id: pasted!.id, key: pasted!.key, source: 'survey', used: true });
    expect((await fetchUrl(one.body.data.url)).statusCode).toBe(200);
    expect(first!.used).toBe(false);
  });

  it('may be shown in its own survey’s titles, not in another survey’s', async () => {
    const a = await designSession(t, token, await newSurvey(t, token));
    const b = await designSession(t, token, await newSurvey(t, token));
    const [image] = await uploadedTo(a.code);
    const title = `<img src="${image!.key}">`;
    await edit(a, nodesApi.update, { surveyCode: a.code, id: await a.add(QuestionType.OpenText), title });
    const other = await b.add(QuestionType.OpenText);
    const refused = await t.api(
      nodesApi.update,
      { surveyCode: b.code, id: other, title },
      { token, version: b.version },
    );
    expect(refused.body.code).toBe('A0400');
    expect(refused.body.message).toContain('image');
  });

  it('answers A0404 for an image of another survey and A0400 for an id that is not one', async () => {
    const a = await newSurvey(t, token);
    const b = await newSurvey(t, token);
    const [image] = await uploadedTo(a);
    expect((await t.api(api.get, { surveyCode: b, id: image!.id }, { token })).body.code).toBe('A0404');
    expect((await t.api(api.get, { surveyCode: a, id: 987654 }, { token })).body.code).toBe('A0404');
    const notAnId = `/api${fillPath(api.get, { id: 'abc' })}`;
    expect((await t.call('GET', notAnId, { token, query: { surveyCode: a } })).body.code).toBe('A0400');
  });
});

describe('who may', () => {
  it('refuses a stranger: A0403 to read, A5211 to upload (before the file is stored); A1100 for no survey', async () => {
    const code = await newSurvey(t, token);
    const [image] = await uploadedTo(code);
    const before = storedFiles();
    expect((await list({ surveyCode: code }, stranger)).body.code).toBe('A0403');
    expect((await t.api(api.get, { surveyCode: code, id: image!.id }, { token: stranger })).body.code).toBe(
      'A0403',
    );
    expect((await uploadTo(code, {}, stranger)).body.code).toBe('A5211');
    expect(storedFiles()).toBe(before);
    expect((await list({ surveyCode: 'NOPE1234' })).body.code).toBe('A1100');
    expect((await uploadTo('NOPE1234')).body.code).toBe('A1100');
  });

  it('lets a reader the survey is shared with list and read its images, not upload', async () => {
    const code = await newSurvey(t, token);
    const [image] = await uploadedTo(code);
    const [survey] = await t.database.db.select().from(surveys).where(eq(surveys.code, code));
    await t.database.db
      .insert(projectShares)
      .values({ surveyId: survey!.id, userId: await userIdOf(t, stranger) });
    expect((await list({ surveyCode: code }, stranger)).body.data.total).toBe(1);
    expect((await t.api(api.get, { surveyCode: code, id: image!.id }, { token: stranger })).body.code).toBe(
      '00000',
    );
    expect((await uploadTo(code, {}, stranger)).body.code).toBe('A5211');
  });
});

describe('kept with the survey', () => {
  it('goes with a copy, and its bytes go when the last survey holding them is cleared', async () => {
    const code = await newSurvey(t, token);
    const [image] = await uploadedTo(code);
    const copied = await t.api(projectsApi.copy, {}, { token, headers: { 'x-code': code } });
    expect(copied.body.code, copied.body.message).toBe('00000');
    const copy = copied.body.data.code;
    const inCopy = (await list({ surveyCode: copy })).body.data.records;
    expect(inCopy.map((i) => [i.key, i.source])).toEqual([[image!.key, 'survey']]);
    expect(inCopy[0]!.id).not.toBe(image!.id);

    const clear = async (c: string) => {
      expect((await t.api(projectsApi.recycle, { code: c }, { token })).body.code).toBe('00000');
      expect((await t.api(projectsApi.clear, { code: c }, { token })).body.code).toBe('00000');
    };
    await clear(code);
    expect(await t.deps.storage.get(image!.key)).not.toBeNull();
    expect((await t.api(api.get, { surveyCode: copy, id: inCopy[0]!.id }, { token })).body.code).toBe(
      '00000',
    );
    await clear(copy);
    expect(await t.deps.storage.get(image!.key)).toBeNull();
    expect(
      await t.database.db.select().from(surveyImages).where(eq(surveyImages.storageKey, image!.key)),
    ).toEqual([]);
  });
});

describe('documentation', () => {
  it('lists the survey image calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const endpoint of Object.values(api))
      expect(doc.paths[fullPath(endpoint)], endpoint.path).toHaveProperty(endpoint.method.toLowerCase());
  });
});
