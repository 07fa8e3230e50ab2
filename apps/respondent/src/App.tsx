import type { RespondOpen, RespondOpenBody } from '@cairn/contract/respond/schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AccessScreen, PlainScreen } from './AccessScreen.tsx';
import { type Endpoints, openSurvey } from './api.ts';
import { browserStore, draftKey } from './draft/draft-store.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { interviewDraftCode, interviewFromHash } from './survey/interview-mode.ts';
import { textsOf } from './texts.ts';

/**
 * The answering part (core engine with its zod answer schemas, survey-ui's renderers) is its own
 * chunk so the entry stays within its budget; main.tsx starts loading it at once when the inlined
 * answer says the survey is open, so it arrives while React boots.
 */
export const loadRespondent = () => import('./survey/Respondent.tsx');
const Respondent = lazy(() => loadRespondent().then((module) => ({ default: module.Respondent })));

export interface AppProps {
  code: string;
  preview: boolean;
  endpoints: Endpoints;
  /** The open answer inlined in the HTML (null in preview, or when the server left it out). */
  inlined: RespondOpen | null;
}

/** Opens the survey (inlined answer first), asks for a password or code when needed, then answers. */
export function App({ code, preview, endpoints, inlined }: AppProps) {
  // A host's session (issue 24): every call carries the interviewee and ticket; the inlined answer
  // (made without them) does not apply, since an interview project opens only with a ticket.
  const [interview] = useState(() => (preview ? null : interviewFromHash(location.hash)));
  const [open, setOpen] = useState<RespondOpen | null>(interview ? null : inlined);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [credentials, setCredentials] = useState<Credentials>(() => (interview ? { interview } : {}));

  const call = (body: Omit<RespondOpenBody, 'surveyCode'>) => {
    setBusy(true);
    openSurvey(endpoints, { surveyCode: code, ...body })
      .then(
        (answer) => (answer ? setOpen(answer) : setFailed(true)),
        () => setFailed(true),
      )
      .finally(() => setBusy(false));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when nothing was inlined
  useEffect(() => {
    if (!open) call(interview ? { interview } : {});
  }, []);

  if (failed)
    return (
      <PlainScreen>
        <p className="respond-access" role="alert">
          {textsOf('zh').loadFailed} / {textsOf('en').loadFailed}
        </p>
      </PlainScreen>
    );
  if (!open) return <p className="respond-access" aria-busy="true" />;
  if (open.state !== 'open')
    return (
      <AccessScreen
        open={open}
        busy={busy}
        onCredential={(value) => {
          const next =
            open.state === 'password'
              ? { ...credentials, password: value }
              : { ...credentials, inviteCode: value };
          setCredentials(next);
          call({ ...next, responseId: localResponseId(code) });
        }}
      />
    );
  const respondent = (
    <Suspense fallback={<p className="respond-access" aria-busy="true" />}>
      <Respondent
        code={code}
        document={open.document}
        lang={open.lang}
        preview={preview}
        endpoints={endpoints}
        credentials={credentials}
        resume={interview ? null : open.resume}
        {...(interview
          ? { draftCode: interviewDraftCode(code, interview), interviewing: interview.intervieweeCode }
          : {})}
      />
    </Suspense>
  );
  return preview ? <PreviewFrame lang={open.lang}>{respondent}</PreviewFrame> : respondent;
}

type Credentials = {
  password?: string;
  inviteCode?: string;
  interview?: { intervieweeCode: string; ticket: string };
};

/** A partial response this device started, so the server can hand back its answers. */
function localResponseId(code: string): string | undefined {
  const raw = browserStore()?.getItem(draftKey(code));
  if (!raw) return undefined;
  try {
    return (JSON.parse(raw) as { responseId?: string }).responseId;
  } catch {
    return undefined;
  }
}
