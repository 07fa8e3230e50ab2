import type { AppDeps } from '../../deps.ts';
import {
  createSandboxPayments,
  createSandboxPayouts,
  type PaymentProvider,
  type PayoutProvider,
} from './providers.ts';

export interface MoneyProviders {
  payments: PaymentProvider;
  payouts: PayoutProvider;
}

const defaults = new WeakMap<AppDeps, MoneyProviders>();

/** The app's providers: the ones configured, else the sandboxes (one pair per app). */
export function moneyProviders(deps: AppDeps): MoneyProviders {
  if (deps.money) return deps.money;
  let made = defaults.get(deps);
  if (!made) {
    made = sandboxProviders(deps.publicUrl ?? '', deps.signingKey);
    defaults.set(deps, made);
  }
  return made;
}

export function sandboxProviders(origin: string, signingKey: Uint8Array): MoneyProviders {
  return { payments: createSandboxPayments(origin, signingKey), payouts: createSandboxPayouts() };
}
