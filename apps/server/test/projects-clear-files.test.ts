import { projectsApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBytes, fileSurvey, uploadAs } from './support/respond-files.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'cleo', 'cleo-pass-1'));
});
afterAll(() => t.close());

describe('deleting a project for good', () => {
  it("removes the bytes of its respondents' files, and only its own", async () => {
    const gone = await fileSurvey(t, token);
    const kept = await fileSurvey(t, token);
    const upload = async (s: typeof gone) => {
      const res = await uploadAs(t, {
        code: s.code,
        nodeId: s.upload,
        fileName: 'a.pdf',
        content: fileBytes('pdf'),
      });
      expect(res.code, res.message).toBe('00000');
      return res.data.file.url;
    };
    const goneKey = await upload(gone);
    const keptKey = await upload(kept);
    expect(await t.deps.storage.get(goneKey)).not.toBeNull();

    expect((await t.api(projectsApi.recycle, { code: gone.code }, { token })).body.code).toBe('00000');
    // In the recycle bin the project can still be restored, files and all.
    expect(await t.deps.storage.get(goneKey)).not.toBeNull();
    expect((await t.api(projectsApi.clear, { code: gone.code }, { token })).body.code).toBe('00000');

    expect(await t.deps.storage.get(goneKey)).toBeNull();
    expect(await t.deps.storage.get(keptKey)).not.toBeNull();
  });
});
