import { Button, Input, Popover, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SAFE_LINK = /^https?:\/\/\S+$/i;

/** The link address popover of the title editor; only http(s) addresses (the sanitiser's rule). */
export function LinkForm(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (href: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState('https://');
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    if (!SAFE_LINK.test(href.trim())) return setInvalid(true);
    setInvalid(false);
    props.onSubmit(href.trim());
  };
  return (
    <Popover
      trigger="click"
      open={props.open}
      onOpenChange={props.onOpenChange}
      content={
        <div className="link-form">
          <Space.Compact>
            <Input
              autoFocus
              value={href}
              status={invalid ? 'error' : undefined}
              aria-label={t('design.titleEditor.linkPrompt')}
              aria-invalid={invalid}
              onChange={(event) => setHref(event.target.value)}
              onPressEnter={submit}
            />
            <Button type="primary" onClick={submit}>
              {t('design.titleEditor.done')}
            </Button>
          </Space.Compact>
          {invalid ? (
            <div role="alert" className="link-form__error">
              {t('design.titleEditor.linkInvalid')}
            </div>
          ) : null}
        </div>
      }
    >
      {props.children}
    </Popover>
  );
}
