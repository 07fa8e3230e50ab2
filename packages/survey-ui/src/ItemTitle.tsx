import { isPlaceholderOptionTitle } from '@cairn/core/model/titles';
import { RichText } from './RichText.tsx';
import type { OptionRecord } from './types.ts';

/**
 * The title of a rating or slider item among several. A placeholder ("Option 2", from surveys
 * made before items were created without titles) is not shown to respondents: the item's number
 * stands in, so each scale still has a name of its own.
 */
export function ItemTitle(props: { id: string; item: OptionRecord; index: number; className?: string }) {
  if (isPlaceholderOptionTitle(props.item.title))
    return (
      <span id={props.id} className={props.className}>
        {props.index + 1}.
      </span>
    );
  return <RichText id={props.id} className={props.className} html={props.item.title} />;
}
