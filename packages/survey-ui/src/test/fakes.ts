import type { FileRef } from '@cairn/core/question-types/files';
import { vi } from 'vitest';

/** An `uploadFile` that answers at once with a made-up reference, and remembers what it got. */
/** An upload service that stores every file; `latencyMs` makes each take that long, like a network. */
export function fakeUploader(latencyMs = 0) {
  const files: File[] = [];
  const uploadFile = vi.fn(async (file: File): Promise<FileRef> => {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    files.push(file);
    return { url: `/files/${files.length}/${file.name}`, name: file.name, size: file.size };
  });
  return { uploadFile, files };
}

/** navigator.geolocation answering with a fixed position (or refusing). */
export function fakeGeolocation(outcome: 'ok' | 'denied') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (outcome === 'ok')
      ok({ coords: { latitude: 31.23, longitude: 121.47, accuracy: 12 } } as GeolocationPosition);
    else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

/** MediaRecorder and getUserMedia that record nothing but behave like the real ones. */
export function fakeMicrophone(outcome: 'ok' | 'denied' = 'ok') {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => {
    if (outcome === 'denied') throw new DOMException('no', 'NotAllowedError');
    return { getTracks: () => [track] };
  });
  class FakeRecorder extends EventTarget {
    static isTypeSupported = (type: string) => type === 'audio/webm';
    state: 'inactive' | 'recording' = 'inactive';
    mimeType = 'audio/webm';
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      const data = Object.assign(new Event('dataavailable'), {
        data: new Blob(['voice'], { type: 'audio/webm' }),
      });
      this.dispatchEvent(data);
      this.dispatchEvent(new Event('stop'));
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  return { getUserMedia, track };
}

/** The pads signature_pad would make, so a test can end a stroke. */
export const fakePads: FakePad[] = [];

export class FakePad {
  private listeners = new Map<string, (() => void)[]>();
  private empty = true;
  constructor(readonly canvas: HTMLCanvasElement) {
    fakePads.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** What a finished stroke does: the pad has ink and says so. */
  stroke() {
    this.empty = false;
    for (const listener of this.listeners.get('beginStroke') ?? []) listener();
    for (const listener of this.listeners.get('endStroke') ?? []) listener();
  }
  isEmpty() {
    return this.empty;
  }
  clear() {
    this.empty = true;
  }
  toDataURL() {
    return 'data:image/png;base64,iVBORw0KGgo=';
  }
  on() {}
  off() {}
}
