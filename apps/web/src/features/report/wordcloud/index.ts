export { WordCloudPanel } from './wordcloud-panel.tsx';
export { type OpenColumn, useOpenColumns } from './wordcloud-queries.ts';
