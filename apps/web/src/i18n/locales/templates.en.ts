import type { TemplatesMessages } from './templates.zh.ts';

/** English strings of the expert-model templates and /prepare; typed by the Chinese set. */
export const templatesEn: TemplatesMessages = {
  templates: {
    title: 'Expert templates',
    subtitle: 'Survey models designed by research experts; change anything once you use one',
    filter: 'Filter templates by category',
    category: {
      all: 'All',
      customer: 'Customer experience',
      employee: 'Employee experience',
      event: 'Event feedback',
      product: 'Product research',
    },
    sections_one: '{{count}} section',
    sections_other: '{{count}} sections',
    questions_one: '{{count}} question',
    questions_other: '{{count}} questions',
    preview: 'Preview',
    previewOf: 'Preview: {{name}}',
    use: 'Use this template',
    useOf: 'Use this template: {{name}}',
    listLabel: 'Templates',
    empty: 'No templates available',
    emptyHint: 'You can start from a blank survey instead.',
    loadError: 'The templates could not be loaded',
    retry: 'Try again',
    notFound: 'This template does not exist or was withdrawn',
    previewHint:
      'A preview of the template. Once you use it, you can change, add or remove any question on the design page.',
    previewLoading: 'Loading the template',
    close: 'Close',
    blankSurvey: 'Start from a blank survey',
  },
  templateCreate: {
    title: 'Create from template',
    subtitle: 'Check the template, then create the survey; you can change any question on the design page',
    back: 'Back to templates',
    create: 'Create a survey from this template',
    openPage: 'Open as a page',
  },
  prepare: {
    title: 'New survey',
    subtitle: 'Start from a blank survey, or get going quickly with an expert template',
    blank: { name: 'Blank survey', description: 'Design from scratch and add your own questions and logic.' },
    fromTemplate: 'Start from a template',
    browseAll: 'Browse all templates',
    changeType: 'Change type',
  },
};
