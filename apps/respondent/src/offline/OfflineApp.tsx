import type { OfflineInterviewee, OfflinePack } from '@cairn/contract/discussion/offline-pack';
import type { RespondSaveBody } from '@cairn/contract/respond/schemas';
import { useMemo, useState } from 'react';
import { loadDraft } from '../draft/draft-store.ts';
import { Respondent } from '../survey/Respondent.tsx';
import { offlineFilesOf } from './offline-files.ts';
import { offlineTextsOf } from './offline-texts.ts';
import { useOfflineUploadServices } from './offline-uploads.ts';
import { enqueue } from './queue.ts';
import { RollList } from './RollList.tsx';
import { SyncBar } from './SyncBar.tsx';
import { useOfflineQueue } from './use-offline-queue.ts';

/** Whose interview is open, kept across a reload so a half-done interview resumes where it was. */
const openKey = (code: string) => `cairn:offline:${code}:open`;
/** Each interviewee's draft (the Respondent's, under its own key). */
const draftKeyOf = (code: string, person: OfflineInterviewee) => `offline:${code}:${person.code}`;

/**
 * The offline interview file: the roll, then the ordinary respondent page for the chosen
 * interviewee (its draft under its own key, so each interview resumes after a reload); chosen
 * files wait in IndexedDB; finishing queues the answers under the response id made in this
 * browser, and the sync uploads the files and sends them.
 */
export function OfflineApp({ pack }: { pack: OfflinePack }) {
  const t = offlineTextsOf(pack.lang);
  const q = useOfflineQueue(pack);
  const [person, setPerson] = useState<OfflineInterviewee | null>(() => {
    const code = q.store?.getItem(openKey(pack.surveyCode));
    return pack.roll.find((p) => p.code === code) ?? null;
  });
  const [notice, setNotice] = useState<string | null>(null);
  // The opened interview's answers as kept before (a reload, or back to the roll and in again):
  // the files they hold get their pictures back.
  const kept = useMemo(
    () =>
      person
        ? (loadDraft(q.store, draftKeyOf(pack.surveyCode, person), pack.document.version)?.answers ?? null)
        : null,
    [person, q.store, pack],
  );
  const services = useOfflineUploadServices(q.db, kept);
  const waiting = useMemo(() => new Set(q.queue.map((i) => i.intervieweeCode)), [q.queue]);
  const sent = useMemo(() => new Set(q.sent.map((i) => i.intervieweeCode)), [q.sent]);

  const open = (next: OfflineInterviewee | null) => {
    try {
      if (next) q.store?.setItem(openKey(pack.surveyCode), next.code);
      else q.store?.removeItem(openKey(pack.surveyCode));
    } catch {
      // storage blocked: the interview still works, it just does not reopen after a reload
    }
    setPerson(next);
    window.scrollTo?.(0, 0);
  };

  const finish = (who: OfflineInterviewee) => async (body: RespondSaveBody) => {
    if (!q.db) throw new Error('no storage');
    const { interview: _none, ...rest } = body;
    await enqueue(q.db, pack.surveyCode, {
      responseId: body.responseId,
      intervieweeCode: who.code,
      intervieweeName: who.name,
      body: rest,
      queuedAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
      files: offlineFilesOf(body.answers).map((file) => ({ ...file, uploaded: null })),
    });
    q.refresh();
    setNotice(t.saved(who.name));
    open(null);
    if (navigator.onLine) q.sync();
  };

  return (
    <div className="offline-page">
      <SyncBar pack={pack} t={t} q={q} />
      {person ? (
        <main>
          <div className="offline-interviewing">
            <button type="button" onClick={() => open(null)}>
              ← {t.back}
            </button>
            <strong>{t.interviewing(person.name, person.code)}</strong>
          </div>
          <Respondent
            key={person.code}
            code={pack.surveyCode}
            document={pack.document}
            lang={pack.lang}
            preview={false}
            endpoints={{ open: '', save: null, submit: '', headers: {}, signed: false }}
            credentials={{}}
            resume={null}
            offline={{
              draftKey: draftKeyOf(pack.surveyCode, person),
              finish: finish(person),
              services,
            }}
          />
        </main>
      ) : (
        <main className="offline-main">
          <h1>
            {t.heading} · {pack.document.title}
          </h1>
          {notice ? (
            <p className="offline-notice" role="status">
              {notice}
            </p>
          ) : null}
          <RollList pack={pack} t={t} waiting={waiting} sent={sent} onInterview={(p) => open(p)} />
        </main>
      )}
    </div>
  );
}
