// @vitest-environment happy-dom
import type { SurveyTemplateDetail, SurveyTemplateSummary } from '@cairn/contract';
import { defaultQuestionSnapshot, QuestionType } from '@cairn/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import * as projects from '../../api/endpoints/projects.ts';
import * as endpoints from '../../api/endpoints/templates.ts';
import { changeLang } from '../../i18n/index.ts';
import { TemplateListPage } from '../../pages/templates/template-list-page.tsx';
import { mockExports } from '../../testing/mock-exports.ts';

const api = mockExports(endpoints);
const projectApi = mockExports(projects);

const summary = (id: string, category: SurveyTemplateSummary['category'], name: string) => ({
  id,
  category,
  name,
  description: `${name} description`,
  sectionCount: 1,
  questionCount: 2,
});
const CSAT = summary('customer-satisfaction', 'customer', 'Customer satisfaction survey');
const ENG = summary('employee-engagement', 'employee', 'Employee engagement survey');
const detail = (s: SurveyTemplateSummary): SurveyTemplateDetail => ({
  ...s,
  sections: [
    {
      title: 'About the service',
      questions: [QuestionType.SingleChoice, QuestionType.OpenText].map((type) => {
        const snapshot = defaultQuestionSnapshot(type, 'en');
        if (!snapshot) throw new Error('no default');
        return { ...snapshot, title: `Question of type ${type}` };
      }),
    },
  ],
});

/** The list page at /survey/template, with a design route to land on after "use". */
function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/survey/template', element: <TemplateListPage /> },
      { path: '/project/:code/design', element: <p>design screen</p> },
      { path: '/create/0', element: <p>blank form</p> },
    ],
    { initialEntries: ['/survey/template'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </App>,
  );
  return router;
}

beforeAll(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('template list screen', () => {
  it('says so and offers to try again when the list fails to load', async () => {
    api.fetchTemplates.mockRejectedValueOnce(new ApiError('NETWORK', 'offline', 'toast', true));
    api.fetchTemplates.mockResolvedValueOnce([CSAT]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: CSAT.name });
    expect(screen.getByText('1 section')).toBeTruthy();
    expect(screen.getByText('2 questions')).toBeTruthy();
  });

  it('offers a blank survey when there is no template', async () => {
    api.fetchTemplates.mockResolvedValue([]);
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Start from a blank survey/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create/0'));
  });

  it('filters by category, keeping the choice in the URL', async () => {
    api.fetchTemplates.mockResolvedValue([CSAT, ENG]);
    const router = renderPage();
    await screen.findByRole('heading', { name: ENG.name });
    fireEvent.click(screen.getByRole('radio', { name: /^Employee experience/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=employee'));
    expect(screen.queryByRole('heading', { name: CSAT.name })).toBeNull();
    expect(screen.getByRole('heading', { name: ENG.name })).toBeTruthy();
  });

  it('previews a template and creates a survey from it', async () => {
    api.fetchTemplates.mockResolvedValue([CSAT]);
    api.fetchTemplate.mockResolvedValue(detail(CSAT));
    projectApi.initProject.mockResolvedValue({ code: 'Ab12Cd34' } as Awaited<
      ReturnType<typeof projects.initProject>
    >);
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `Preview: ${CSAT.name}` }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('heading', { name: 'About the service' });
    expect(within(drawer).getByRole('heading', { name: /Question of type 1/ })).toBeTruthy();
    expect(api.fetchTemplate).toHaveBeenCalledWith(CSAT.id);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Use this template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/Ab12Cd34/design'));
    expect(projectApi.initProject).toHaveBeenCalledWith({ templateId: CSAT.id, folderId: undefined });
  });

  it('says a withdrawn template is gone instead of showing an empty preview', async () => {
    api.fetchTemplates.mockResolvedValue([CSAT]);
    api.fetchTemplate.mockRejectedValue(new ApiError('A0404', 'missing', 'silent', false));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `Preview: ${CSAT.name}` }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('This template does not exist or was withdrawn');
    expect(within(drawer).getByRole('button', { name: 'Use this template' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
