/**
 * Microphone recording with MediaRecorder, loaded only when a respondent presses "record" (the
 * recorder question imports this module dynamically, so it is its own chunk).
 */
export type RecorderProblem = 'denied' | 'missing' | 'unsupported';

export class RecorderError extends Error {
  constructor(readonly problem: RecorderProblem) {
    super(problem);
  }
}

export interface Recording {
  blob: Blob;
  seconds: number;
  extension: string;
}

interface RecordOptions {
  maxSeconds: number;
  onTick: (seconds: number) => void;
  onDone: (recording: Recording) => void;
}

/** Formats browsers record, best first: Chrome and Firefox webm/opus, Safari mp4. */
const TYPES: [string, string][] = [
  ['audio/webm;codecs=opus', 'webm'],
  ['audio/webm', 'webm'],
  ['audio/mp4', 'm4a'],
  ['audio/ogg;codecs=opus', 'ogg'],
];

export async function startRecording({
  maxSeconds,
  onTick,
  onDone,
}: RecordOptions): Promise<{ stop: () => void }> {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    throw new RecorderError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    throw new RecorderError(
      name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'denied',
    );
  }
  const [type, extension] = TYPES.find(([candidate]) => MediaRecorder.isTypeSupported?.(candidate)) ?? [
    '',
    'webm',
  ];
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  const started = Date.now();
  const elapsed = () => Math.min(Math.round((Date.now() - started) / 100) / 10, maxSeconds);
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  const ticker = setInterval(() => {
    onTick(Math.floor(elapsed()));
    if (elapsed() >= maxSeconds) stop();
  }, 250);
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  recorder.addEventListener('stop', () => {
    clearInterval(ticker);
    // Releasing the tracks turns the browser's "microphone in use" indicator off.
    for (const track of stream.getTracks()) track.stop();
    onDone({
      blob: new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' }),
      seconds: elapsed(),
      extension,
    });
  });
  recorder.start();
  return { stop };
}
