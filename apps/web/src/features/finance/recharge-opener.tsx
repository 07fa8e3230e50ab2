import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { RechargeModal } from './recharge-modal.tsx';

type OpenRecharge = (amountFen?: number) => void;

const RechargeContext = createContext<OpenRecharge>(() => {});

/** Lets any finance page open the recharge dialog (the wallet's button, an order short of money). */
export function RechargeProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ amountFen?: number } | null>(null);
  const openRecharge = useCallback<OpenRecharge>((amountFen) => setOpen({ amountFen }), []);
  const value = useMemo(() => openRecharge, [openRecharge]);
  return (
    <RechargeContext.Provider value={value}>
      {children}
      {open && <RechargeModal initialFen={open.amountFen} onClose={() => setOpen(null)} />}
    </RechargeContext.Provider>
  );
}

export const useOpenRecharge = () => useContext(RechargeContext);
