import { ImageDragFormat, QuestionType } from '@cairn/core/model/enums';
import type { imageDrag } from '@cairn/core/question-types/image-drag';
import { Buckets } from '../components/Buckets.tsx';
import { useImageUrl } from '../context.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { RichText } from '../RichText.tsx';
import { readSetting } from '../setting.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof imageDrag>;

const defaults = (): SettingOf<typeof imageDrag> => ({ required: true, format: 0, min: 0, max: 0 });

/** Image drag: items shown as image, text or both (`format`) are placed into the lists. */
function ImageDrag(props: QuestionProps<Answer>) {
  const setting = readSetting(defaults(), props.node.setting);
  const imageUrl = useImageUrl();
  const showImage = setting.format !== ImageDragFormat.Text;
  const showText = setting.format !== ImageDragFormat.Image;
  return (
    <Buckets
      {...props}
      max={setting.max}
      renderItem={(item) => (
        <>
          {showImage && item.image ? (
            <img className="cairn-bucket-item__image" src={imageUrl(item.image)} alt="" />
          ) : null}
          <OptionCode option={item} />
          {showText || !item.image ? <RichText html={item.title} /> : null}
        </>
      )}
    />
  );
}

export const imageDragRenderer = defineRenderer({
  key: 'image-drag',
  type: QuestionType.ImageDrag,
  defaults,
  Component: ImageDrag,
});
