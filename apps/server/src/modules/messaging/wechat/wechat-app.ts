import type { MessagingApp } from '../messaging-app.ts';
import { createWechatApi, type WechatConfig } from './wechat-api.ts';

/**
 * WeChat through an official account (MESSAGING_APP=wechat): each ticket gets a temporary QR
 * code whose scene is the ticket, so WeChat's push of the scan names it (wechat-routes.ts).
 */
export function createWechatMessagingApp(
  config: WechatConfig,
  now: () => number,
  fetchImpl: typeof fetch = fetch,
): MessagingApp {
  const api = createWechatApi(config, now, fetchImpl);
  return {
    name: 'wechat',
    kind: 'wechat',
    // WeChat answers no display name without another call; the appId is what the author checks.
    officialAccount: { appId: config.appId, name: config.appId },
    callbackToken: config.token,
    // The code holds the url WeChat gave (the phone's camera opens the account with the scene).
    qrContent: async (ticket, expiresInSeconds) => (await api.createQrCode(ticket, expiresInSeconds)).url,
  };
}
