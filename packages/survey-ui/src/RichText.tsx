import { sanitizeRichText } from '@cairn/core/rich-text/sanitize-rich-text';
import { useMemo } from 'react';

interface RichTextProps {
  html: string;
  as?: 'span' | 'div';
  className?: string;
  id?: string;
}

/**
 * The only place survey-ui writes HTML. Core sanitises titles when they are saved; they are
 * sanitised again here (defence in depth: a row written by an older version or by hand still
 * cannot run script in a respondent's browser).
 */
export function RichText({ html, as: Tag = 'span', className, id }: RichTextProps) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by core's allowlist just above
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
