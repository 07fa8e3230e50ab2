import '@cairn/survey-ui/styles.css';
import './respond.css';
import { createRoot } from 'react-dom/client';
import { App, loadRespondent } from './App.tsx';
import { endpointsFor, readInlined } from './api.ts';
import { ResultPage } from './lottery/ResultPage.tsx';
import { resultTicketOf } from './lottery/result-call.ts';

/**
 * /r/{code}: the server inlines the open answer (see README.md); `#lottery-result={ticket}` opens
 * an after-close lottery's result page instead (lottery/ResultPage.tsx). `?preview=1` opens the author's
 * draft through the designer's preview calls with the token the designer keeps on this origin.
 */
const code = decodeURIComponent(location.pathname.replace(/^\/r\//, '').split('/')[0] ?? '');
const preview = new URLSearchParams(location.search).get('preview') === '1';
const token = preview ? safeToken() : null;
const inlined = preview ? null : readInlined();
// Fetch the answering chunk in parallel with the first render whenever it will be needed.
if (preview || inlined?.state === 'open') void loadRespondent();
const root = document.getElementById('root');
// The result page of an after-close lottery: the end page's link carries its ticket in the hash.
const resultTicket = resultTicketOf(location.hash);
// The end page's link changes only the hash of the page it is on: open the result page then too.
window.addEventListener('hashchange', () => {
  if (resultTicketOf(location.hash)) location.reload();
});
if (root) {
  document.documentElement.lang = 'zh-CN';
  createRoot(root).render(
    resultTicket ? (
      <ResultPage ticket={resultTicket} />
    ) : (
      <App code={code} preview={preview} endpoints={endpointsFor(preview, token)} inlined={inlined} />
    ),
  );
}

function safeToken(): string | null {
  try {
    return localStorage.getItem('token');
  } catch {
    return null;
  }
}
