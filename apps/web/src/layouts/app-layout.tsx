import './app-layout.css';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { TopBar } from './top-bar/top-bar.tsx';

/** The shell of the logged-in screens: top bar and a centred content column. */
export function AppLayout() {
  return (
    <Layout className="app-layout">
      <Layout.Header className="app-layout__header">
        <TopBar />
      </Layout.Header>
      <Layout.Content className="app-layout__content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
