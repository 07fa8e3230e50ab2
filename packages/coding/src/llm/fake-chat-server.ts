// Test support: a local server speaking the chat-completions protocol, on 127.0.0.1.
/// <reference types="node" />
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
    temperature?: number;
  };
  /** The user message's text, where the answers and codes are. */
  user: string;
}

/** What the fake answers: a status with a body (a string as is, anything else as JSON), or never. */
export type FakeReply = { status?: number; headers?: Record<string, string>; body: unknown } | 'hang';

export interface FakeChatServer {
  baseUrl: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeChatServer(
  reply: (request: FakeRequest, n: number) => FakeReply,
): Promise<FakeChatServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as FakeRequest['body'];
      const request = {
        headers: req.headers,
        body,
        user: body.messages.find((m) => m.role === 'user')?.content ?? '',
      };
      requests.push(request);
      const answer = reply(request, requests.length);
      if (answer === 'hang') return;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res
        .writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers })
        .end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat-completions body whose message is `content`. */
export function completion(
  content: string | null,
  extra: {
    refusal?: string;
    finishReason?: string;
    usage?: { prompt_tokens: number; completion_tokens: number };
  } = {},
) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    model: 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: extra.refusal ?? null },
        finish_reason: extra.finishReason ?? 'stop',
      },
    ],
    usage: extra.usage ?? { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

/** The numbered answers of a prompt's "Answers" list, in order. */
export function promptAnswers(user: string): string[] {
  const list = user.split(/Answers \([^)]*\):\n/)[1]?.split('\n\n')[0] ?? '';
  return list
    .split('\n')
    .map((line) => line.replace(/^\d+\.\s/, ''))
    .filter((line) => line !== '');
}

/** The code lines of a coding prompt: alias and the rest of the line. */
export function promptCodes(user: string): { alias: string; text: string }[] {
  const list = user.split('Codes (id: label path):\n')[1]?.split('\n\n')[0] ?? '';
  return list.split('\n').map((line) => {
    const [alias, ...rest] = line.split(': ');
    return { alias: alias!, text: rest.join(': ') };
  });
}
