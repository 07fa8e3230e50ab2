import './section-layout.css';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';

export interface SectionLink {
  to: string;
  label: string;
  /** Active only on this exact address (the index section). */
  end?: boolean;
  /** Highlighted even off its own address (a screen reached from the section, as weight-edit). */
  active?: boolean;
}

/**
 * A project screen made of sections (settings, report): a left sub-nav of links, so each section
 * has its own address, beside the section's content. On phones the nav is a scrolling row above.
 */
export function SectionLayout(props: {
  navLabel: string;
  links: readonly SectionLink[];
  /** Shown above every section (the report's filter bar). */
  header?: ReactNode;
  /** A class for the content column (a maximum width). */
  mainClassName?: string;
}) {
  return (
    <div className="section-layout">
      <nav className="section-nav" aria-label={props.navLabel}>
        {props.links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className={({ isActive }) =>
              `section-nav__item${isActive || link.active ? ' section-nav__item--active' : ''}`
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <main className={`section-main${props.mainClassName ? ` ${props.mainClassName}` : ''}`}>
        {props.header}
        <Outlet />
      </main>
    </div>
  );
}
