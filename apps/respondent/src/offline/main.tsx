import '@cairn/survey-ui/styles.css';
import '../respond.css';
import './offline.css';
import { createRoot } from 'react-dom/client';
import { OfflineApp } from './OfflineApp.tsx';
import { offlineTextsOf } from './offline-texts.ts';
import { readPack } from './pack.ts';

/** The offline interview file (offline.html, built into one file by vite.offline.config.ts). */
const pack = readPack();
const root = document.getElementById('root');
if (root) {
  document.documentElement.lang = pack?.lang === 'en' ? 'en' : 'zh-CN';
  createRoot(root).render(
    pack ? (
      <OfflineApp pack={pack} />
    ) : (
      <p className="offline-empty" role="alert">
        {offlineTextsOf('zh').noPack} / {offlineTextsOf('en').noPack}
      </p>
    ),
  );
}
