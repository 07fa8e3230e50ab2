// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SurveyUiProvider } from './context.tsx';
import { RichText } from './RichText.tsx';

afterEach(cleanup);

const KEY = 'f'.repeat(32);
const SIGNED = `/api/files/${KEY}?exp=1700000000000&sig=${'e'.repeat(64)}`;

describe('RichText images', () => {
  it("shows a stored key through the host's resolver (the designer's signed links)", () => {
    const { container } = render(
      <SurveyUiProvider value={{ resolveImage: (key) => `/signed/${key}?a=1&b=2` }}>
        <RichText html={`Look <img src="${KEY}" alt="x">`} />
      </SurveyUiProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`/signed/${KEY}?a=1&b=2`);
  });

  it('keeps a link the server signed (the respondent copy) and drops anything from outside', () => {
    const { container } = render(
      <RichText
        html={`<img src="${SIGNED}"><img src="https://evil.example/p.png"><img src="data:image/png;base64,AA==">`}
      />,
    );
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([SIGNED]);
  });
});
