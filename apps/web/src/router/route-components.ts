import type { ComponentType } from 'react';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** Screens and layouts by route name, loaded lazily so each screen is its own chunk. */
export const routeComponents: Record<string, LazyComponent> = {
  AuthLayout: () => import('../layouts/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
  Login: () => import('../pages/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  Register: () => import('../pages/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  Forgot: () => import('../pages/auth/forgot-page.tsx').then((m) => ({ Component: m.ForgotPage })),
  NotFound: () => import('../pages/error/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  AppLayout: () => import('../layouts/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
  Project: () =>
    import('../pages/project/project-list-page.tsx').then((m) => ({ Component: m.ProjectListPage })),
  User: () => import('../pages/user/user-centre-page.tsx').then((m) => ({ Component: m.UserCentrePage })),
  UserBase: () => import('../pages/user/user-base-page.tsx').then((m) => ({ Component: m.UserBasePage })),
};
