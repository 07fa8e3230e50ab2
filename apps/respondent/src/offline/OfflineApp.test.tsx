// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import type { OfflinePack } from '@cairn/contract/discussion/offline-pack';
import { QuestionType } from '@cairn/core/model/enums';
import { aDocument } from '@cairn/core/testing/document-builder';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, newDraft } from '../draft/draft-store.ts';
import { OfflineApp } from './OfflineApp.tsx';
import { offlineRef } from './offline-files.ts';
import { openOfflineDb, putFile } from './queue.ts';

const FILE_ID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

function signaturePack(): OfflinePack {
  const builder = aDocument().question(QuestionType.Signature, { code: 'Q1', title: 'Sign here, please' });
  const document = builder.build();
  return {
    format: 1,
    origin: 'http://cairn.test',
    surveyCode: document.code,
    lang: 'en',
    document,
    heads: [],
    roll: [{ code: 'U1', name: 'Ann', groupName: null, fields: {} }],
    ticket: 'v2.1.0.0.0.sig',
    ticketExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    hostName: 'Hana',
    issuedAt: new Date().toISOString(),
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the offline file after a reload', () => {
  it('draws a signature kept in the browser again from its stored bytes', async () => {
    const pack = signaturePack();
    const questionId = pack.document.nodes.find((n) => n.code === 'Q1')!.id;
    // What the page left behind before the reload: Ann's interview open, her signature answered
    // as an offline file, its bytes in IndexedDB.
    // Node's Blob: fake-indexeddb clones values in Node, where happy-dom's Blob is a plain object.
    await putFile(openOfflineDb()!, FILE_ID, {
      blob: new NodeBlob(['signature bytes'], { type: 'image/png' }) as Blob,
      name: 'signature.png',
    });
    const draft = newDraft(pack.document.version, new Date(), () => '7d0e2c1b-3a4f-4b6c-8d9e-1f2a3b4c5d6e');
    localStorage.setItem(`cairn:offline:${pack.surveyCode}:open`, 'U1');
    localStorage.setItem(
      draftKey(`offline:${pack.surveyCode}:U1`),
      JSON.stringify({ ...draft, answers: { [String(questionId)]: { url: offlineRef(FILE_ID) } } }),
    );

    render(<OfflineApp pack={pack} />);
    const picture = await screen.findByRole('img', { name: 'Signature saved' });
    // Before: the answer's `offline:{id}` was the picture's address, which draws nothing.
    await waitFor(() => expect(picture.getAttribute('src')).toMatch(/^blob:/));
  });
});
