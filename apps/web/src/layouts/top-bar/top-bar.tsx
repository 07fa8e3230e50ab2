import { Link } from 'react-router';
import { BrandLogo } from '../brand-logo.tsx';
import { DownloadLink } from './download-link.tsx';
import { MainNav } from './main-nav.tsx';
import { UserMenu } from './user-menu.tsx';

export function TopBar() {
  return (
    <div className="top-bar">
      <Link to="/project" className="top-bar__logo">
        <BrandLogo />
      </Link>
      <MainNav />
      <div className="top-bar__end">
        <DownloadLink />
        <UserMenu />
      </div>
    </div>
  );
}
