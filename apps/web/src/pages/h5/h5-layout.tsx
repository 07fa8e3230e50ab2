import './h5-layout.css';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../layouts/brand-logo.tsx';
import { LangSwitch } from '../../layouts/lang-switch.tsx';

/** The H5 pages (invite, invite-register, register): a phone-first single column. */
export function H5Layout() {
  return (
    <div className="h5-layout">
      <header className="h5-layout__top">
        <BrandLogo />
        <LangSwitch />
      </header>
      <main className="h5-layout__card">
        <Outlet />
      </main>
    </div>
  );
}
