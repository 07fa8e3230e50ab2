/**
 * @cairn/survey-ui: React renderers of every question type, plain CSS (`@cairn/survey-ui/styles.css`).
 * Used by the respondent app and the designer canvas alike; no network, no zod, no UI library.
 */
export { SurveyUiProvider, type SurveyUiServices, type UploadTarget, useSurveyUi } from './context.tsx';
export { QuestionView, type QuestionViewProps } from './QuestionView.tsx';
export { RichText } from './RichText.tsx';
export { RENDERERS, rendererByKey, rendererFor } from './registry.tsx';
export { readSetting } from './setting.ts';
export { issueText, textsFor } from './texts.ts';
export { type SwipeDirection, swipeDirection } from './theme/swipe.ts';
export { ThemeScope, type ThemeScopeProps } from './theme/ThemeScope.tsx';
export { type ThemeCssVars, themeClassName, themeToCssVars } from './theme/theme-vars.ts';
export { useSwipe } from './theme/useSwipe.ts';
export type {
  AnswerOf,
  Frame,
  Mode,
  OptionRecord,
  QuestionProps,
  RendererEntry,
  SettingOf,
} from './types.ts';
