import {
  type AnswerOf,
  type CallInput,
  DESIGNER_CLIENT_SECRET,
  type Endpoint,
  type Envelope,
  nodesApi,
  projectsApi,
  publishingApi,
  queryValuesOf,
  signRequest,
  splitInput,
} from '@cairn/contract';

/**
 * A published survey made through the designer's described calls with an author's token, for
 * benchmarks that open it as a respondent (the journeys' `e2e/support/survey-api.ts` does the
 * same from a page; benchmarks stay outside the e2e project).
 */
export async function publishSurvey(
  baseUrl: string,
  token: string,
  title: string,
  questionTypes: readonly number[],
): Promise<string> {
  let version: number | undefined;
  async function call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> {
    const { path, query, body } = splitInput(endpoint, input as Record<string, unknown>);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== null) params.append(key, String(value));
    const time = Date.now();
    const search = params.toString();
    const response = await fetch(`${baseUrl}/api${path}${search ? `?${search}` : ''}`, {
      method: endpoint.method,
      headers: {
        Authorization: `Bearer ${token}`,
        time: String(time),
        sign: signRequest(queryValuesOf(params), body, time, DESIGNER_CLIENT_SECRET),
        'accept-language': 'en',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(version !== undefined ? { 'x-node-v': String(version) } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as Envelope<AnswerOf<E>>;
    if (envelope.code !== '00000') throw new Error(`${endpoint.path}: ${envelope.code} ${envelope.message}`);
    return envelope.data as AnswerOf<E>;
  }
  const { code } = await call(projectsApi.init, { title });
  version = (await call(nodesApi.tree, { surveyCode: code })).version;
  for (const what of questionTypes) {
    const answer = (await call(nodesApi.add, { surveyCode: code, what } as CallInput<
      typeof nodesApi.add
    >)) as {
      saved: { version: number };
    };
    version = answer.saved.version;
  }
  version = undefined;
  const launched = await call(publishingApi.launch, { projectCode: code });
  if (launched.errors.length > 0) throw new Error(`launch refused: ${JSON.stringify(launched.errors)}`);
  return code;
}
