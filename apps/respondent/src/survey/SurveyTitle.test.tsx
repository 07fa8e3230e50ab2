// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurveyTitle } from './SurveyTitle.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** happy-dom lays nothing out: heights as a browser would report them for a cut or a whole title. */
function layout(cut: boolean) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return cut && this.classList.contains('is-clamped') ? 180 : 60;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(60);
}

const LONG = 'A very long survey title about our services '.repeat(5);

describe('the survey title on the page', () => {
  it('a title that does not fit three lines is clamped, with a button to read it whole', () => {
    layout(true);
    render(<SurveyTitle title={LONG} more="Show the whole title" less="Show less" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(LONG);
    expect(heading.classList.contains('is-clamped')).toBe(true);
    const toggle = screen.getByRole('button', { name: 'Show the whole title' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(heading.id);
    fireEvent.click(toggle);
    expect(heading.classList.contains('is-clamped')).toBe(false);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a title that fits gets no button', () => {
    layout(false);
    render(<SurveyTitle title="Short" more="Show the whole title" less="Show less" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
