import { currentLang } from '../i18n/index.ts';
import { type ClientEffects, createHttpClient } from './http-client.ts';
import { createMemoryStorage, createStorageTokenStore } from './token-store.ts';

function browserStorage() {
  try {
    localStorage.getItem('probe');
    return localStorage;
  } catch {
    return createMemoryStorage();
  }
}

let effects: ClientEffects = {
  toast: (message) => console.error(message),
  isInFrame: () => window.self !== window.top,
  showFrameReminder: () => {},
  logout: () => {},
  goNotFound: () => {},
};

/** Installs the UI side of the global error behaviour (antd message/modal, router navigation). */
export function setClientEffects(next: ClientEffects): void {
  effects = next;
}

export const tokenStore = createStorageTokenStore(browserStorage());

/** The designer's one API client: every call of the app goes through it. */
export const api = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  tokens: tokenStore,
  getLang: currentLang,
  effects: {
    toast: (message) => effects.toast(message),
    isInFrame: () => effects.isInFrame(),
    showFrameReminder: () => effects.showFrameReminder(),
    logout: () => effects.logout(),
    goNotFound: () => effects.goNotFound(),
    showRestricted: () => effects.showRestricted?.(),
  },
});
