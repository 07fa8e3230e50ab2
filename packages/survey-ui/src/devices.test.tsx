// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNATURE_SAVE_DELAY_MS } from './questions/signature.tsx';
import { FakePad, fakeGeolocation, fakeMicrophone, fakePads, fakeUploader } from './test/fakes.ts';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

// vi.waitFor's default second is shorter than a render takes beside three other workers.
const WAIT = { timeout: 5_000 };

vi.mock('signature_pad', () => ({ default: FakePad }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('geography', () => {
  const node = buildQuestion(QuestionType.Geography);

  it('asks for the location only on the button, and falls back to a typed address', () => {
    const ask = fakeGeolocation('denied');
    const view = renderQuestion(node);
    expect(ask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(screen.getByText(/not available/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: '1 Main St' } });
    expect(view.value()).toEqual({ address: '1 Main St' });
    expect(view.check().ok).toBe(true);
  });

  it('offers no address when the setting refuses one, and never asks in the designer', () => {
    const strict = buildQuestion(QuestionType.Geography, { setting: { is_address: false } });
    renderQuestion(strict, { props: { mode: 'design' } });
    expect(screen.queryByRole('button', { name: 'Type an address instead' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Share my location' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('recorder', () => {
  const node = buildQuestion(QuestionType.Recorder, { setting: { min: 2, max: 30 } });

  it('says so when the microphone is refused', async () => {
    fakeMicrophone('denied');
    renderQuestion(node, { services: fakeUploader() });
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByText(/Microphone access was refused/)).toBeTruthy();
  });

  it('keeps no recording shorter than `min`, and releases the microphone', async () => {
    const { track } = fakeMicrophone('ok');
    const uploader = fakeUploader();
    let clock = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const view = renderQuestion(node, { services: uploader });
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    const stop = await screen.findByRole('button', { name: 'Stop' });
    clock = 1_000;
    fireEvent.click(stop);
    expect(await screen.findByText('Record at least 2 seconds')).toBeTruthy();
    expect(uploader.uploadFile).not.toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
    expect(view.value()).toBeNull();
  });
});

describe('recorder upload', () => {
  const node = buildQuestion(QuestionType.Recorder, { setting: { min: 1, max: 30 } });

  it('keeps a recording whose upload failed, says why, and retries it', async () => {
    fakeMicrophone('ok');
    const uploadFile = vi
      .fn()
      .mockRejectedValueOnce(new Error('The connection failed'))
      .mockResolvedValue({ url: 'k3', name: 'recording.webm', size: 5 });
    let clock = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const view = renderQuestion(node, { services: { uploadFile } });
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    const stop = await screen.findByRole('button', { name: 'Stop' });
    clock = 2_000;
    fireEvent.click(stop);
    expect(await screen.findByText('The connection failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(view.value()).toEqual({ url: 'k3', duration: 2 }), WAIT);
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });
});

describe('signature', () => {
  const node = buildQuestion(QuestionType.Signature);

  it('stores the drawing once the strokes pause, and clears it', async () => {
    const uploader = fakeUploader();
    const view = renderQuestion(node, { services: uploader });
    await screen.findByText('Sign here', { selector: 'span' });
    vi.useFakeTimers();
    fakePads.at(-1)?.stroke();
    await act(() => vi.advanceTimersByTimeAsync(SIGNATURE_SAVE_DELAY_MS - 100));
    fakePads.at(-1)?.stroke(); // a second stroke restarts the wait: one upload only
    await act(() => vi.advanceTimersByTimeAsync(SIGNATURE_SAVE_DELAY_MS));
    vi.useRealTimers();
    await vi.waitFor(() => expect(view.value()).toEqual({ url: '/files/1/signature.png' }), WAIT);
    await screen.findByText('Signature saved');
    expect(uploader.uploadFile).toHaveBeenCalledTimes(1);
    expect(uploader.files[0]?.type).toBe('image/png');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(view.value()).toBeNull();
  });

  it('shows the host’s reason when storing fails, and retries the same drawing', async () => {
    const uploadFile = vi
      .fn()
      .mockRejectedValueOnce(new Error('Too many requests, slow down'))
      .mockResolvedValue({ url: 'k2', name: 'signature.png', size: 9 });
    const view = renderQuestion(node, { services: { uploadFile } });
    await screen.findByText('Sign here', { selector: 'span' });
    vi.useFakeTimers();
    fakePads.at(-1)?.stroke();
    await act(() => vi.advanceTimersByTimeAsync(SIGNATURE_SAVE_DELAY_MS));
    vi.useRealTimers();
    expect(await screen.findByText('Too many requests, slow down')).toBeTruthy();
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), { nodeId: node.id });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(view.value()).toEqual({ url: 'k2' }), WAIT);
    await screen.findByText('Signature saved');
  });

  it('shows a stored signature as an image with "sign again"', () => {
    renderQuestion(node, { value: { url: '/files/9/sig.png' } });
    expect(screen.getByRole('img', { name: 'Signature saved' }).getAttribute('src')).toBe('/files/9/sig.png');
    fireEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    expect(screen.getByRole('img', { name: 'Sign here' })).toBeTruthy();
  });
});

describe('upload', () => {
  const node = buildQuestion(QuestionType.Upload, {
    setting: { max: 2, file_size_limit: 1, file_suffix: ['.pdf', 'png'] },
  });
  const choose = (...files: File[]) =>
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });

  it('checks type, size and count before uploading, with the accept list on the input', async () => {
    // Uploads take a moment, as on a busy machine or a network: the test waits for what it asserts.
    const uploader = fakeUploader(30);
    const view = renderQuestion(node, { services: uploader });
    expect(screen.getByLabelText('Choose files').getAttribute('accept')).toBe('.pdf,.png');
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.pdf');
    choose(new File(['x'], 'a.exe'), big, new File(['x'], 'ok.pdf'));
    expect(screen.getByText(/a\.exe is not an accepted type/)).toBeTruthy();
    expect(screen.getByText('big.pdf is larger than 1 MB')).toBeTruthy();
    await screen.findByText('ok.pdf');
    expect(uploader.uploadFile).toHaveBeenCalledTimes(1);
    choose(new File(['x'], 'b.png'), new File(['x'], 'c.png'));
    expect(screen.getByText('At most 2 files')).toBeTruthy();
    // The name shows while the file uploads; the answer holds it only once the upload is stored.
    const names = () => ((view.value() ?? []) as { name: string }[]).map((file) => file.name);
    await vi.waitFor(() => expect(names()).toEqual(['ok.pdf', 'b.png']), WAIT);
    expect(view.check().ok).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove ok.pdf' }));
    await vi.waitFor(() => expect(names()).toEqual(['b.png']), WAIT);
  });

  it('keeps an upload that finished since the last render when another file is removed', async () => {
    // The parent has not re-rendered with the finished upload yet when the click lands.
    const onChange = vi.fn();
    const stored = { url: '/files/0/ok.pdf', name: 'ok.pdf', size: 1 };
    renderQuestion(node, { value: [stored], services: fakeUploader(), props: { onChange } });
    choose(new File(['x'], 'b.png'));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Remove ok.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([{ url: '/files/1/b.png', name: 'b.png', size: 1 }]);
  });

  it('names the question to the host, shows its reason for a failure, and retries the same file', async () => {
    const uploadFile = vi
      .fn()
      .mockRejectedValueOnce(new Error('The file is larger than allowed'))
      .mockImplementation(async (file: File) => ({ url: 'k1', name: file.name, size: file.size }));
    const view = renderQuestion(node, { services: { uploadFile } });
    choose(new File(['x'], 'ok.pdf'));
    expect(
      await screen.findByText('ok.pdf could not be uploaded: The file is larger than allowed'),
    ).toBeTruthy();
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ nodeId: node.id }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(view.value()).toEqual([{ url: 'k1', name: 'ok.pdf', size: 1 }]), WAIT);
    expect(uploadFile).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers no retry when the host says the file itself was refused', async () => {
    const refusal = Object.assign(new Error('Wrong file format'), { retryable: false });
    renderQuestion(node, { services: { uploadFile: vi.fn().mockRejectedValue(refusal) } });
    choose(new File(['x'], 'ok.pdf'));
    expect(await screen.findByText('ok.pdf could not be uploaded: Wrong file format')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows how far an upload is while it runs', async () => {
    let report: (fraction: number) => void = () => {};
    const uploadFile = vi.fn(
      (_file: File, target: { onProgress?: (fraction: number) => void }) =>
        new Promise<never>(() => {
          report = target.onProgress ?? report;
        }),
    );
    renderQuestion(node, { services: { uploadFile } });
    choose(new File(['x'], 'ok.pdf'));
    act(() => report(0.42));
    expect(screen.getByText('Uploading 42%')).toBeTruthy();
  });

  it('says when the host lends no uploader', () => {
    renderQuestion(node);
    choose(new File(['x'], 'ok.pdf'));
    expect(screen.getByText('Files cannot be uploaded here')).toBeTruthy();
  });
});
