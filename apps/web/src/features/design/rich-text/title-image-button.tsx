import { PictureOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker, type PickedImage } from '../../library/image-picker.tsx';

/**
 * The title editor's image button: opens the image-library picker (choose, or upload first). The
 * editor keeps the caret position before the picker takes focus and inserts the picked image there.
 */
const stop = (event: SyntheticEvent) => event.stopPropagation();

export function TitleImageButton(props: {
  open: boolean;
  /** Before focus leaves the editable (mouse down, or the click of a keyboard press). */
  onOpen(): void;
  onClose(): void;
  onPick(image: PickedImage): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip title={t('design.titleEditor.image')}>
        <Button
          size="small"
          type="text"
          icon={<PictureOutlined />}
          aria-label={t('design.titleEditor.image')}
          aria-haspopup="dialog"
          onMouseDown={(event) => event.preventDefault()}
          onClick={props.onOpen}
        />
      </Tooltip>
      {/* Mounted only while open, like the question settings' image field. The dialog is a portal,
          but React still bubbles its clicks and keys to the canvas card: they stop here. */}
      {props.open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops events of the dialog inside.
        <span onClick={stop} onKeyDown={stop}>
          <ImagePicker open onClose={props.onClose} onPick={props.onPick} />
        </span>
      ) : null}
    </>
  );
}
