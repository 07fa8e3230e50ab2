import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button.tsx';
import { EmbedSites } from './embed-sites.tsx';
import { embedCode, publicSurveyUrl } from './launch-url.ts';
import { QrCode } from './qr-code.tsx';

/** The public link with copy and open, its QR code, the embed code and the sites that may embed it. */
export function ShareCard(props: {
  code: string;
  title: string;
  embedDomains: readonly string[];
  canEdit: boolean;
}) {
  const { code, title } = props;
  const { t } = useTranslation();
  const url = publicSurveyUrl(window.location.origin, code);
  const embed = embedCode(url, title);
  return (
    <Card className="launch-card" title={t('publish.launch.share')}>
      <div className="launch-share">
        <div className="launch-share__main">
          <label className="launch-label" htmlFor="launch-public-link">
            {t('publish.launch.link')}
          </label>
          <Space.Compact className="launch-share__link">
            <Input id="launch-public-link" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={url} label={t('publish.launch.copyLink')} />
            <Button icon={<ExportOutlined aria-hidden="true" />} href={url} target="_blank" rel="noopener">
              {t('publish.launch.open')}
            </Button>
          </Space.Compact>
          <label className="launch-label" htmlFor="launch-embed">
            {t('publish.launch.embed')}
          </label>
          <Typography.Text type="secondary" className="launch-hint">
            {t('publish.launch.embedHint')}
          </Typography.Text>
          <Input.TextArea
            id="launch-embed"
            value={embed}
            readOnly
            autoSize={{ minRows: 2, maxRows: 4 }}
            className="launch-code"
          />
          <div>
            <CopyButton text={embed} label={t('publish.launch.copyEmbed')} size="small" />
          </div>
          <EmbedSites
            key={props.embedDomains.join(' ')}
            code={code}
            saved={props.embedDomains}
            canEdit={props.canEdit}
          />
        </div>
        <div className="launch-share__qr">
          <span className="launch-label">{t('publish.launch.qr')}</span>
          <QrCode url={url} code={code} />
        </div>
      </div>
    </Card>
  );
}
