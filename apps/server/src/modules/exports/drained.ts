import type { Writable } from 'node:stream';

/**
 * Waits until a stream that refused a write has room again. Rejects, rather than waiting for
 * ever, when the stream fails or closes first (a full disk, a storage error), or already has.
 */
export function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(stream.errored ?? new Error('the output closed'));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('error', done);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(stream.errored ?? new Error('the output closed'));
    stream.once('drain', onDrain);
    stream.once('error', done);
    stream.once('close', onClose);
  });
}
