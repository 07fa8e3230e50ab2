import { resolveFileImages } from '@cairn/core/rich-text/file-images';
import { sanitizeRichText } from '@cairn/core/rich-text/sanitize-rich-text';
import { useMemo } from 'react';
import { useImageUrl } from './context.tsx';

interface RichTextProps {
  html: string;
  as?: 'span' | 'div';
  className?: string;
  id?: string;
}

/**
 * The only place survey-ui writes HTML. Core sanitises titles when they are saved; they are
 * sanitised again here (defence in depth: a row written by an older version or by hand still
 * cannot run script in a respondent's browser). Images in titles are stored file keys (or links
 * the server signed for respondents); keys become links through the host's `resolveImage`, like
 * option images.
 */
export function RichText({ html, as: Tag = 'span', className, id }: RichTextProps) {
  const imageUrl = useImageUrl();
  const safe = useMemo(() => resolveFileImages(sanitizeRichText(html), imageUrl), [html, imageUrl]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by core's allowlist just above
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
