import type { Lang } from '@cairn/core/model/lang';
import { type ReactNode, useState } from 'react';
import { textsOf } from './texts.ts';

/** Preview's PC / phone switch: the same page in a 390 px frame or at full width. */
export function PreviewFrame({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = textsOf(lang);
  const [device, setDevice] = useState<'pc' | 'phone'>('pc');
  return (
    <div className="respond-preview">
      <fieldset className="cairn-theme respond-preview__switch" aria-label={t.preview}>
        {(['pc', 'phone'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`cairn-button${device === option ? ' cairn-button--primary' : ''}`}
            aria-pressed={device === option}
            onClick={() => setDevice(option)}
          >
            {option === 'pc' ? t.desktop : t.phone}
          </button>
        ))}
      </fieldset>
      <div className={`respond-preview__frame respond-preview__frame--${device}`}>{children}</div>
    </div>
  );
}
