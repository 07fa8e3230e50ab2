import type { ZInvoice, ZWallet, ZWalletEntry, ZWithdrawal } from '@cairn/contract';
import type { z } from 'zod';

/** The money records as the contract's schemas say (those the contract names no type for). */
export type Wallet = z.infer<typeof ZWallet>;
export type WalletEntry = z.infer<typeof ZWalletEntry>;
export type Withdrawal = z.infer<typeof ZWithdrawal>;
export type Invoice = z.infer<typeof ZInvoice>;
