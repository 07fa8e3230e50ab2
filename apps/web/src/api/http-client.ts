import {
  type AnswerOf,
  authApi,
  type CallInput,
  DESIGNER_BASIC_AUTH,
  type Endpoint,
  errorCatalogue,
  fillPath,
  type Lang,
  REFRESH_GRANT_TYPE,
  splitInput,
  type Tokens,
  ZTokens,
} from '@cairn/contract';
import { ApiError, LOCAL_ERROR_CODE } from './api-error.ts';
import { buildRequest, type RequestSpec } from './build-request.ts';
import { httpStatusMessage, type Interpreted, interpretResponse } from './interpret-response.ts';
import { nullData, type Parser } from './parser.ts';
import { createTokenRefresher, RefreshFailedError } from './token-refresher.ts';
import type { TokenStore } from './token-store.ts';
import { xhrUpload } from './xhr-upload.ts';

/** The global side effects of the catalogue's client behaviours; the app wires them to antd and the router. */
export interface ClientEffects {
  toast(message: string): void;
  isInFrame(): boolean;
  /** Inside a frame a 401 shows one "refresh and retry" prompt instead of logging out. */
  showFrameReminder(): void;
  /** The tokens are already cleared: drop session caches and go to the login page. */
  logout(): void;
  goNotFound(): void;
  /**
   * A2026, the account is restricted: the catalogue leaves the code to the caller (silent), and
   * every call of a restricted account answers it, so one notice explains it wherever it came from.
   */
  showRestricted?(): void;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  now: () => number;
  tokens: TokenStore;
  getLang: () => Lang;
  effects: ClientEffects;
  /**
   * How a refresh is sent: the designer's token call by default; the community pages pass their
   * own call (another path and body, no Basic credential).
   */
  /** How an upload reporting its progress is sent (xhr-upload.ts unless a test passes its own). */
  upload?: typeof xhrUpload;
  refreshCall?: (current: Tokens) => {
    path: string;
    body: Record<string, unknown>;
    authorization: string | null;
  };
}

export interface CallOptions<T> extends RequestSpec {
  parse: Parser<T>;
  /** `bearer` (default) sends the session token; `client` sends the designer's fixed Basic credential. */
  auth?: 'bearer' | 'client';
  /** Codes the caller shows itself (no global toast), or `all` to skip every global behaviour. */
  handles?: readonly string[] | 'all';
}

/** Options of a described call besides its input. */
export interface DescribedCallOptions {
  /** The edit version (x-node-v) of a design edit. */
  version?: number;
  /** Codes the caller shows itself (no global toast), or `all` to skip every global behaviour. */
  handles?: readonly string[] | 'all';
  /** `client`: the designer's fixed Basic credential instead of the session token (login). */
  auth?: 'bearer' | 'client';
  /** The file of an upload endpoint (the input then travels in the signed query). */
  form?: FormData;
  /** Aborts the call: it then rejects with the signal's reason, shown nowhere. */
  signal?: AbortSignal;
  /** With `form`: how much of the file was sent (0–1), as it goes. */
  onUploadProgress?: (fraction: number) => void;
}

export interface HttpClient {
  /**
   * Calls an endpoint of the contract's description: path, method, query and body from the
   * description, the answer checked against its schema.
   */
  call<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    options?: DescribedCallOptions,
  ): Promise<AnswerOf<E>>;
  request<T>(options: CallOptions<T>): Promise<T>;
  /** Stores the tokens of a login and re-arms the one-time logout handling. */
  startSession(tokens: Tokens): void;
  endSession(): void;
  hasSession(): boolean;
}

const TOKEN_PATH = fillPath(authApi.token, {});

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  let loggingOut = false;
  let frameReminderShown = false;

  const logout = () => {
    deps.tokens.clear();
    if (loggingOut) return;
    loggingOut = true;
    deps.effects.logout();
  };

  const send = async (spec: RequestSpec, authorization: string | null): Promise<Interpreted> => {
    const lang = deps.getLang();
    const { url, init } = buildRequest(spec, { time: deps.now(), lang, authorization });
    let response: Response;
    try {
      response =
        spec.form && spec.onUploadProgress
          ? await (deps.upload ?? xhrUpload)(url, init, spec.onUploadProgress)
          : await deps.fetch(url, init);
    } catch (cause) {
      // A cancelled call is the caller's decision, not a network failure to toast.
      if (spec.signal?.aborted) throw cause;
      const message = httpStatusMessage(0, lang);
      return { kind: 'error', code: LOCAL_ERROR_CODE.network, message, behaviour: 'toast', status: 0 };
    }
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return interpretResponse(response.status, body, lang);
  };

  const refresher = createTokenRefresher({
    store: deps.tokens,
    now: deps.now,
    onFailure: logout,
    refresh: async (current) => {
      const custom = deps.refreshCall?.(current);
      const body = custom?.body ?? {
        refreshToken: current.refreshToken,
        accessToken: current.token,
        type: REFRESH_GRANT_TYPE,
      };
      const result = await send(
        { method: 'POST', path: custom?.path ?? TOKEN_PATH, body },
        custom ? custom.authorization : DESIGNER_BASIC_AUTH,
      );
      if (result.kind !== 'ok') throw new Error(`${result.code} ${result.message}`);
      return ZTokens.parse(result.data);
    },
  });

  const fail = (
    result: Extract<Interpreted, { kind: 'error' }>,
    handles: CallOptions<unknown>['handles'],
  ) => {
    const callerHandles = handles === 'all' || (handles?.includes(result.code) ?? false);
    const { code, message, behaviour, status, data } = result;
    const error = (handled: boolean) => new ApiError(code, message, behaviour, handled, status, data);
    if (code === 'A2026') deps.effects.showRestricted?.();
    if (handles === 'all' || behaviour === 'silent') return error(false);
    switch (behaviour) {
      case 'logout':
        if (deps.effects.isInFrame()) {
          if (!frameReminderShown) deps.effects.showFrameReminder();
          frameReminderShown = true;
        } else {
          logout();
        }
        return error(true);
      case 'notFound':
        deps.effects.goNotFound();
        return error(true);
      case 'refreshExpiry':
        // A fresh expiry timestamp: the next call refreshes the token (and so its permissions).
        deps.tokens.setExpired(deps.now());
        deps.effects.toast(message);
        return error(true);
      default:
        if (callerHandles) return error(false);
        deps.effects.toast(message);
        return error(true);
    }
  };

  const authorizationFor = async (auth: CallOptions<unknown>['auth']): Promise<string | null> => {
    if (auth === 'client') return DESIGNER_BASIC_AUTH;
    try {
      const token = await refresher.accessToken();
      return token ? `Bearer ${token}` : null;
    } catch (cause) {
      if (!(cause instanceof RefreshFailedError)) throw cause;
      const message = errorCatalogue.A0401[deps.getLang()];
      throw new ApiError(LOCAL_ERROR_CODE.refreshFailed, message, 'logout', true);
    }
  };

  const client: HttpClient = {
    call(endpoint, input, options = {}) {
      const { path, query, body } = splitInput(endpoint, input as Record<string, unknown>);
      const answer = endpoint.answer;
      return client.request({
        method: endpoint.method,
        path,
        query,
        ...(options.form ? { form: options.form } : { body }),
        ...(options.version !== undefined ? { headers: { 'x-node-v': String(options.version) } } : {}),
        parse: (typeof answer === 'object' ? answer : nullData) as Parser<AnswerOf<typeof endpoint>>,
        ...(options.handles ? { handles: options.handles } : {}),
        ...(options.auth ? { auth: options.auth } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
      });
    },
    async request<T>(options: CallOptions<T>): Promise<T> {
      const { parse, auth, handles, ...spec } = options;
      const result = await send(spec, await authorizationFor(auth));
      if (result.kind === 'error') throw fail(result, handles);
      try {
        return parse.parse(result.data);
      } catch {
        const message = errorCatalogue.B0001[deps.getLang()];
        throw fail(
          { kind: 'error', code: LOCAL_ERROR_CODE.badResponse, message, behaviour: 'toast', status: 200 },
          handles,
        );
      }
    },
    startSession(tokens) {
      deps.tokens.set(tokens);
      loggingOut = false;
    },
    endSession() {
      deps.tokens.clear();
    },
    hasSession() {
      return deps.tokens.get() !== null;
    },
  };
  return client;
}
