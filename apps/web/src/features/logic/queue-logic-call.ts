import type { Endpoint, LogicEdited } from '@cairn/contract';
import type { TreeChange } from '@cairn/core';
import type { DesignSession } from '../design/design-session.ts';

const NO_CHANGE: TreeChange = {
  nodes: { inserted: [], updated: [], deleted: [] },
  options: { inserted: [], updated: [], deleted: [] },
};

/**
 * Sends a logic call through the design edit queue: it waits for the node edits made before it
 * and takes the edit version they left (node and logic edits share x-node-v), and the version it
 * returns goes on to the next edit. Resolves with the call's answer; a refusal rejects (the
 * queue also reports it, as for any design edit).
 */
export function queueLogicCall(
  session: DesignSession,
  endpoint: Endpoint,
  call: (version: number) => Promise<LogicEdited>,
): Promise<LogicEdited> {
  return new Promise((resolve, reject) => {
    // A conflict on an earlier edit empties the queue before this call is sent: say so.
    const stop = session.queue.onEvent((event) => {
      if (event.kind !== 'conflict') return;
      stop();
      reject(event.failure);
    });
    session.edit({
      endpoint,
      input: {},
      send: async (_input, version) => {
        stop();
        try {
          const answer = await call(version);
          resolve(answer);
          return { change: NO_CHANGE, saved: answer.saved };
        } catch (error) {
          reject(error);
          throw error;
        }
      },
    });
  });
}
